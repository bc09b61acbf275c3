// Staff's work orders, quotes, invoices and supplier payouts (issue 76, ADR 129), through the contract's routes
// (worker/domain/contract/travaux.ts, devis.ts, facture-fournisseur.ts, paiements-fournisseurs.ts).
import { queryOptions, type QueryClient } from "@tanstack/react-query";
import type { Answer, RowOf } from "@/api/answers";
import { api, apiBlob } from "@/api/client";
import { route } from "@/api/routes";
import type { EtatIntervention } from "@worker/domain/travaux/types";

export type Intervention = Answer<"GET /Intervention/:id">;
export type InterventionResume = RowOf<"GET /interventions">;
export type DevisListe = Answer<"GET /Intervention/:id/devis">;
export type Devis = DevisListe["data"][number];
export type FactureLue = Answer<"GET /Intervention/:id/facture">["facture"];
export type PaiementFournisseurs = Answer<"GET /PaiementFournisseurs/:id">;
export type PaiementResume = RowOf<"GET /paiementsFournisseurs">;

const cles = {
  liste: ["interventions"] as const,
  une: (id: number) => ["interventions", id] as const,
  paiements: ["paiementsFournisseurs"] as const,
  paiement: (id: number) => ["paiementsFournisseurs", id] as const,
};

export const interventionsQuery = queryOptions({
  queryKey: cles.liste,
  queryFn: ({ signal }) =>
    api<Answer<"GET /interventions">>(route("GET /interventions"), { signal }).then((b) => b.data),
});

export const interventionQuery = (id: number) =>
  queryOptions({
    queryKey: cles.une(id),
    queryFn: ({ signal }) => api<Intervention>(route("GET /Intervention/:id", { id }), { signal }),
  });

export const devisQuery = (id: number) =>
  queryOptions({
    queryKey: [...cles.une(id), "devis"],
    queryFn: ({ signal }) =>
      api<DevisListe>(route("GET /Intervention/:id/devis", { id }), { signal }),
  });

export const factureQuery = (id: number) =>
  queryOptions({
    queryKey: [...cles.une(id), "facture"],
    queryFn: ({ signal }) =>
      api<Answer<"GET /Intervention/:id/facture">>(route("GET /Intervention/:id/facture", { id }), {
        signal,
      }).then((b) => b.facture),
  });

export const changerEtat = (id: number, etat: EtatIntervention, commentaire?: string) =>
  api<Intervention>(route("POST /Intervention/:id/etat", { id }), {
    body: { etat, ...(commentaire ? { commentaire } : {}) },
  });

export const envoyerDevis = (id: number, form: FormData) =>
  api<DevisListe>(route("POST /Intervention/:id/devis", { id }), { body: form });

export const choisirDevis = (id: number, devisId: number) =>
  api<DevisListe>(route("POST /Intervention/:id/devis/:devisId/choisir", { id, devisId }));

export const envoyerFacture = (id: number, form: FormData) =>
  api<Answer<"POST /Intervention/:id/facture">>(route("POST /Intervention/:id/facture", { id }), {
    body: form,
  });

/** The order of service, a PDF made on demand (the Token header, so no plain link). */
export const ordreDeService = (id: number) => apiBlob(route("GET /Intervention/:id/ordre", { id }));

/** After a write on an order: the order, its quotes, its invoice and the list read again. */
export const rafraichirIntervention = (qc: QueryClient) =>
  qc.invalidateQueries({ queryKey: cles.liste });

export const paiementsQuery = queryOptions({
  queryKey: cles.paiements,
  queryFn: ({ signal }) =>
    api<Answer<"GET /paiementsFournisseurs">>(route("GET /paiementsFournisseurs"), {
      signal,
    }).then((b) => b.data),
});

export const paiementQuery = (id: number) =>
  queryOptions({
    queryKey: cles.paiement(id),
    queryFn: ({ signal }) =>
      api<PaiementFournisseurs>(route("GET /PaiementFournisseurs/:id", { id }), { signal }),
  });

export const preparerPaiement = (date: string) =>
  api<Answer<"POST /paiementsFournisseurs">>(route("POST /paiementsFournisseurs"), {
    body: { date },
  });

export const validerPaiement = (id: number) =>
  api<PaiementFournisseurs>(route("POST /PaiementFournisseurs/:id/valider", { id }));

/** Deletes a draft batch: its invoices, premiums and recoveries wait for the next one. */
export const supprimerPaiement = (id: number) =>
  api<Answer<"DELETE /PaiementFournisseurs/:id">>(
    route("DELETE /PaiementFournisseurs/:id", { id }),
  );

/** The pain.001 file, the same on every download. */
export const fichierPain001 = (id: number) =>
  apiBlob(route("GET /PaiementFournisseurs/:id/sepa", { id }));

/** After preparing or validating: the batches, and the orders they pay. */
export const rafraichirPaiements = (qc: QueryClient) =>
  Promise.all([
    qc.invalidateQueries({ queryKey: cles.paiements }),
    qc.invalidateQueries({ queryKey: cles.liste }),
  ]);

/** Staff's split of an invoice not yet paid (ADR 135): its lines again, summing to its amount. */
export const ventilerFacture = (id: number, lignes: unknown[]) =>
  api<Answer<"PUT /Intervention/:id/facture/lignes">>(
    route("PUT /Intervention/:id/facture/lignes", { id }),
    { body: { lignes } },
  );

/** An admin lifts the décennale warning, with its reason (ADR 135). */
export const leverDecennale = (id: number, motif: string) =>
  api<Intervention>(route("POST /Intervention/:id/decennale/lever", { id }), {
    body: { motif },
  });
