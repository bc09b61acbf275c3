// Rents by SEPA direct debit (issue 41, ADR 041): the batches, preparing, validating, deleting one, its pain.008
// file, rejects; the tenant's mandates. Through the contract's routes (worker/domain/contract/prelevements.ts).
import { queryOptions, type QueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { api, apiBlob } from "@/api/client";
import { route } from "@/api/routes";
import type { mandatSepa, prelevement } from "@worker/domain/contract/prelevements";

export type Prelevement = z.infer<typeof prelevement>;
export type PrelevementResume = Omit<Prelevement, "lignes" | "ecartes"> & {
  lignes: number;
  rejets: number;
  ecartes: number;
};
export type MandatSepa = z.infer<typeof mandatSepa>;

export const prelevementKeys = {
  all: ["Prelevements"] as const,
  one: (id: number) => ["Prelevements", id] as const,
  mandats: (dossierId: number) => ["MandatsSepa", dossierId] as const,
};

export const prelevementsQuery = queryOptions({
  queryKey: prelevementKeys.all,
  queryFn: ({ signal }) =>
    api<{ data: PrelevementResume[] }>(route("GET /prelevements"), { signal }).then((b) => b.data),
});

export const prelevementQuery = (id: number) =>
  queryOptions({
    queryKey: prelevementKeys.one(id),
    queryFn: ({ signal }) => api<Prelevement>(route("GET /Prelevement/:id", { id }), { signal }),
  });

export const mandatsQuery = (dossierId: number) =>
  queryOptions({
    queryKey: prelevementKeys.mandats(dossierId),
    queryFn: ({ signal }) =>
      api<{ data: MandatSepa[] }>(route("GET /Dossier/:id/mandatsSepa", { id: dossierId }), {
        signal,
      }).then((b) => b.data),
  });

export const preparer = (dateEcheance: string) =>
  api<{ prelevement: Prelevement }>(route("POST /prelevements"), { body: { dateEcheance } });
export const valider = (id: number) =>
  api<{ prelevement: Prelevement }>(route("POST /Prelevement/:id/valider", { id }));
export const supprimer = (id: number) =>
  api<{ id: number }>(route("DELETE /Prelevement/:id", { id }));
export const rejeter = (id: number, ligneId: number, motif: string) =>
  api<{ prelevement: Prelevement }>(route("POST /Prelevement/:id/rejets", { id }), {
    body: { ligneId, motif },
  });
/** The pain.008 file, as a Blob (the Token header, so no plain link). */
export const fichierSepa = (id: number) => apiBlob(route("GET /Prelevement/:id/sepa", { id }));

export const creerMandat = (dossierId: number, body: Record<string, unknown>) =>
  api<{ mandat: MandatSepa }>(route("POST /Dossier/:id/mandatsSepa", { id: dossierId }), { body });
export const revoquerMandat = (id: number) =>
  api<{ mandat: MandatSepa }>(route("POST /MandatSepa/:id/revoquer", { id }));

/** After a write: the batches, the mandates and the tenants' accounts (under ["Dossier"], ["Quitance"]) read again. */
export const refreshPrelevements = (qc: QueryClient) =>
  Promise.all(
    [prelevementKeys.all, ["MandatsSepa"], ["Dossier"], ["Quitance"]].map((queryKey) =>
      qc.invalidateQueries({ queryKey }),
    ),
  );

export const statutBadge = (r: { statut: string }) =>
  r.statut === "valide"
    ? { label: "Validé", variant: "success" as const }
    : { label: "Brouillon", variant: "warning" as const };
