// "Relancer maintenant" (issue 42): the preview of a stage's letters and the send, by e-mail or as a letter.
import { queryOptions } from "@tanstack/react-query";
import { api } from "@/api/client";
import { route } from "@/api/routes";

export type Etape = 1 | 2 | 3;
export type Envoi = "email" | "telechargement";

export interface LettreRelance {
  destinataire: "locataire" | "caution";
  nom: string;
  mail: string | null;
  objet: string;
  texte: string;
}
export interface ApercuRelance {
  etape: Etape;
  libelle: string;
  total: number;
  delai: string | null;
  termes: { QuitanceId: number; du: string; au: string; reste: number; etapeRelance: number }[];
  /** The opening debt an import took over, still owed: chased with the terms. */
  arriere: { date: string; reste: number } | null;
  lettres: LettreRelance[];
  pieceJointe: string | null;
  envoiParMail: boolean;
}
export interface RelanceFaite {
  etape: Etape;
  envoi: Envoi;
  termes: number;
  envois?: number;
  envoyes?: number;
  generated?: string;
}

/** GET /Dossier/{id}/relance/apercu?etape=. */
export const apercuRelanceQuery = (dossierId: number, etape: Etape) =>
  queryOptions({
    queryKey: ["Relance", dossierId, etape],
    queryFn: ({ signal }) =>
      api<ApercuRelance>(route("GET /Dossier/:id/relance/apercu", { id: dossierId }), {
        query: { etape },
        signal,
      }),
  });

/** POST /Dossier/{id}/relancer. */
export const relancer = (dossierId: number, etape: Etape, envoi: Envoi) =>
  api<RelanceFaite>(route("POST /Dossier/:id/relancer", { id: dossierId }), {
    body: { etape, envoi },
  });
