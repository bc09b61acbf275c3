// The owners' payouts (issue 38, part 3, ADR 032): the batches, preparing, validating and deleting one, its SEPA
// file, through the contract's routes (worker/domain/contract/reversements.ts).
import { queryOptions, type QueryClient } from "@tanstack/react-query";
import type { Answer, RowOf } from "@/api/answers";
import { api, apiBlob } from "@/api/client";
import { route } from "@/api/routes";

export type Reversement = Answer<"GET /Reversement/:id">;
export type ReversementResume = RowOf<"GET /reversements">;

export const reversementKeys = {
  all: ["Reversements"] as const,
  one: (id: number) => ["Reversements", id] as const,
};

export const reversementsQuery = queryOptions({
  queryKey: reversementKeys.all,
  queryFn: ({ signal }) =>
    api<Answer<"GET /reversements">>(route("GET /reversements"), { signal }).then((b) => b.data),
});

export const reversementQuery = (id: number) =>
  queryOptions({
    queryKey: reversementKeys.one(id),
    queryFn: ({ signal }) =>
      api<Answer<"GET /Reversement/:id">>(route("GET /Reversement/:id", { id }), { signal }),
  });

export const preparer = (date: string) =>
  api<Answer<"POST /reversements">>(route("POST /reversements"), { body: { date } });

export const valider = (id: number) =>
  api<Answer<"POST /Reversement/:id/valider">>(route("POST /Reversement/:id/valider", { id }));

export const supprimer = (id: number) =>
  api<Answer<"DELETE /Reversement/:id">>(route("DELETE /Reversement/:id", { id }));

/** The pain.001 file, as a Blob (the Token header, so no plain link). */
export const fichierSepa = (id: number) => apiBlob(route("GET /Reversement/:id/sepa", { id }));

/** After a write: the batches and the owners' accounts (under ["Client"]) read again. */
export const refreshReversements = (qc: QueryClient) =>
  Promise.all([
    qc.invalidateQueries({ queryKey: reversementKeys.all }),
    qc.invalidateQueries({ queryKey: ["Client"] }),
  ]);

export const statutBadge = (r: { statut: string }) =>
  r.statut === "valide"
    ? { label: "Validé", variant: "success" as const }
    : { label: "Brouillon", variant: "warning" as const };
