// The charges regularisations of a dossier (ADR 025), through the contract's routes
// (worker/domain/contract/regularisation.ts). A new one moves the tenant's account: refreshAccount after it.
import { queryOptions } from "@tanstack/react-query";
import type { Answer } from "@/api/answers";
import { api } from "@/api/client";
import { route, withQuery } from "@/api/routes";
import type { ProvisionsApi, RegularisationApi } from "@worker/domain/contract/regularisation";

export type Regularisation = RegularisationApi;

export const regularisationKeys = {
  dossier: (dossierId: number) => ["Regularisation", dossierId] as const,
  provisions: (dossierId: number, du: string, au: string) =>
    ["Regularisation", dossierId, "provisions", du, au] as const,
};

/** GET /Dossier/{id}/regularisations: the past ones, newest period first. */
export const regularisationsQuery = (dossierId: number) =>
  queryOptions({
    queryKey: regularisationKeys.dossier(dossierId),
    queryFn: ({ signal }) =>
      api<Answer<"GET /Dossier/:id/regularisations">>(
        route("GET /Dossier/:id/regularisations", { id: dossierId }),
        { signal },
      ).then((b) => b.data),
  });

/** GET /Dossier/{id}/regularisations/provisions?du=&au=: the provisions the server counts for the period. */
export const provisionsQuery = (dossierId: number, du: string, au: string) =>
  queryOptions({
    queryKey: regularisationKeys.provisions(dossierId, du, au),
    queryFn: ({ signal }) =>
      api<ProvisionsApi>(
        withQuery(route("GET /Dossier/:id/regularisations/provisions", { id: dossierId }), {
          du,
          au,
        }),
        { signal },
      ),
  });

export type NouvelleRegularisation = {
  du: string;
  au: string;
  charges: { categorie: string; montant: number; quotePart: string | null }[];
};

/** POST /Dossier/{id}/regularisations. */
export const regulariser = (dossierId: number, body: NouvelleRegularisation) =>
  api<Answer<"POST /Dossier/:id/regularisations">>(
    route("POST /Dossier/:id/regularisations", { id: dossierId }),
    { body },
  );

/** The letter's generation call. */
export const lettreCall = (id: number) => route("GET /Regularisation/:id/generate", { id });
