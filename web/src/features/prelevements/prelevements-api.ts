// Rents by SEPA direct debit (issue 41, ADR 041): the batches, preparing, validating, deleting one, its pain.008
// file, rejects; the tenant's mandates. Through the contract's routes (worker/domain/contract/prelevements.ts).
import { queryOptions, type QueryClient } from "@tanstack/react-query";
import type { Answer, RowOf } from "@/api/answers";
import { api, apiBlob } from "@/api/client";
import { route } from "@/api/routes";

export type Prelevement = Answer<"GET /Prelevement/:id">;
export type PrelevementResume = RowOf<"GET /prelevements">;
export type MandatSepa = RowOf<"GET /Dossier/:id/mandatsSepa">;

export const prelevementKeys = {
  all: ["Prelevements"] as const,
  one: (id: number) => ["Prelevements", id] as const,
  mandats: (dossierId: number) => ["MandatsSepa", dossierId] as const,
};

/** The batches, with the settings' delay and the first date it allows (issue 60: the screen offers that date). */
export const prelevementsQuery = queryOptions({
  queryKey: prelevementKeys.all,
  queryFn: ({ signal }) => api<Answer<"GET /prelevements">>(route("GET /prelevements"), { signal }),
});

export const prelevementQuery = (id: number) =>
  queryOptions({
    queryKey: prelevementKeys.one(id),
    queryFn: ({ signal }) =>
      api<Answer<"GET /Prelevement/:id">>(route("GET /Prelevement/:id", { id }), { signal }),
  });

export const mandatsQuery = (dossierId: number) =>
  queryOptions({
    queryKey: prelevementKeys.mandats(dossierId),
    queryFn: ({ signal }) =>
      api<Answer<"GET /Dossier/:id/mandatsSepa">>(
        route("GET /Dossier/:id/mandatsSepa", { id: dossierId }),
        {
          signal,
        },
      ).then((b) => b.data),
  });

export const preparer = (dateEcheance: string) =>
  api<Answer<"POST /prelevements">>(route("POST /prelevements"), { body: { dateEcheance } });
export const valider = (id: number) =>
  api<Answer<"POST /Prelevement/:id/valider">>(route("POST /Prelevement/:id/valider", { id }));
export const supprimer = (id: number) =>
  api<Answer<"DELETE /Prelevement/:id">>(route("DELETE /Prelevement/:id", { id }));
export const rejeter = (id: number, ligneId: number, motif: string) =>
  api<Answer<"POST /Prelevement/:id/rejets">>(route("POST /Prelevement/:id/rejets", { id }), {
    body: { ligneId, motif },
  });
/** The pain.008 file, as a Blob (the Token header, so no plain link). */
export const fichierSepa = (id: number) => apiBlob(route("GET /Prelevement/:id/sepa", { id }));

export const creerMandat = (dossierId: number, body: Record<string, unknown>) =>
  api<Answer<"POST /Dossier/:id/mandatsSepa">>(
    route("POST /Dossier/:id/mandatsSepa", { id: dossierId }),
    { body },
  );
export const revoquerMandat = (id: number) =>
  api<Answer<"POST /MandatSepa/:id/revoquer">>(route("POST /MandatSepa/:id/revoquer", { id }));

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
