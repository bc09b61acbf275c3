import { queryOptions } from "@tanstack/react-query";
import { api } from "@/api/client";
import type { Answer } from "@/api/answers";
import { route, withQuery } from "@/api/routes";

// Issue 77: the calls of the housing aid's screens (the CAF's transfer split, the unpaid rents to declare).

export interface PartVersement {
  ligne: number;
  numeroAllocataire: string;
  nom: string;
  mois: string;
  montant: number;
  statut: "exact" | "ecart" | "inconnu" | "negatif";
  DossierId: number | null;
  aideAttendue: number | null;
  ecart: number | null;
  etat: "paye" | "deja" | "non_paye";
}
export interface Repartition {
  apercu: boolean;
  parts: PartVersement[];
  illisibles: { ligne: number; texte: string }[];
  totalDetail: number;
  montantVirement: number | null;
  ecartTotal: number | null;
}
export interface Versement {
  detail: string;
  organisme: "CAF" | "MSA";
  date: string;
  montantVirement: string;
  reference: string;
  /** The bank-statement line of the transfer (from the Banque screen's « Répartir »). */
  LigneBancaireId?: number;
}

/** POST /aidesLogement/versements: the split, previewed (`apercu`) or recorded. */
export const repartir = (v: Versement, apercu: boolean) =>
  api<Repartition>(route("POST /aidesLogement/versements"), { body: { ...v, apercu } });

export type ImpayeCaf = Answer<"GET /aidesLogement/impayes">["data"][number] & {
  DossierId: number;
  locataire: string;
  numeroAllocataire: string;
  dateConstitution: string;
  dateLimiteDeclaration: string;
  dette: number;
  declareLe: string | null;
};

export const impayesQuery = () =>
  queryOptions({
    queryKey: ["aidesLogement", "impayes"],
    queryFn: ({ signal }) =>
      api<{ data: ImpayeCaf[] }>(route("GET /aidesLogement/impayes"), { signal }),
  });

export const LIBELLES_STATUT: Record<PartVersement["statut"], string> = {
  exact: "Conforme",
  ecart: "Écart",
  inconnu: "Allocataire inconnu",
  negatif: "Retenue",
};
export const LIBELLES_ETAT: Record<PartVersement["etat"], string> = {
  paye: "Réglé",
  deja: "Déjà enregistré",
  non_paye: "Non réglé",
};

export type SituationAide = Answer<"GET /Dossier/:id/aideLogement"> & {
  impaye: {
    dateConstitution: string;
    dateLimiteDeclaration: string;
    dette: number;
    regle: string;
    declareLe: string | null;
  } | null;
};
export interface SaisieAide {
  organisme: "CAF" | "MSA";
  numeroAllocataire: string;
  type: "APL" | "ALS" | "ALF";
  tiersPayant: boolean;
  montantMensuel: string;
  depuis: string;
}

export const situationAideQuery = (dossierId: number) =>
  queryOptions({
    queryKey: ["Dossier", "aideLogement", dossierId],
    queryFn: ({ signal }) =>
      api<SituationAide>(route("GET /Dossier/:id/aideLogement", { id: dossierId }), { signal }),
  });

export const enregistrerAide = (dossierId: number, body: SaisieAide) =>
  api<SituationAide>(route("PUT /Dossier/:id/aideLogement", { id: dossierId }), { body });

export const declarer = (
  dossierId: number,
  body: { dateConstitution: string; declareLe: string },
) =>
  api<SituationAide>(route("POST /Dossier/:id/declarationImpayeCaf", { id: dossierId }), { body });

/** GET /aidesLogement/listeAnnuelle: July's list of `annee` as the server's CSV. */
export const listeAnnuelleCall = (annee: string) =>
  withQuery(route("GET /aidesLogement/listeAnnuelle"), { annee });

// Trop-perçus repaid to the organisme (ADR 131): recorded by one person, repaid when another validates.
export type TropPercu = Answer<"GET /aidesLogement/tropPercus">["data"][number];
export interface SaisieTropPercu {
  montant: string;
  mois: string;
  motif: string;
}

export const tropPercusQuery = () =>
  queryOptions({
    queryKey: ["aidesLogement", "tropPercus"],
    queryFn: ({ signal }) =>
      api<Answer<"GET /aidesLogement/tropPercus">>(route("GET /aidesLogement/tropPercus"), {
        signal,
      }),
  });

export const enregistrerTropPercu = (DossierId: number, s: SaisieTropPercu) =>
  api<Answer<"POST /aidesLogement/tropPercus">>(route("POST /aidesLogement/tropPercus"), {
    body: { ...s, DossierId },
  });

export const validerTropPercu = (id: number) =>
  api<Answer<"POST /aidesLogement/tropPercus/:id/valider">>(
    route("POST /aidesLogement/tropPercus/:id/valider", { id }),
  );
