// The IRL rent revision (ADR 024): the revisions due, applying one, a dossier's applied revisions and the letter,
// through the contract's routes (worker/domain/contract/revision.ts).
import { queryOptions, type QueryClient } from "@tanstack/react-query";
import type { Answer, RowOf } from "@/api/answers";
import { api } from "@/api/client";
import { keys } from "@/api/resources";
import { route, withQuery } from "@/api/routes";

/** A row of the list, with the table's `id` (its dossier's). */
export type RevisionDue = RowOf<"GET /revisions"> & { id: number };
export type RevisionLoyer = RowOf<"GET /Dossier/:id/revisions">;

export const revisionKeys = {
  all: ["Revisions"] as const,
  dues: (au: string) => ["Revisions", "dues", au] as const,
  dossier: (id: number) => ["Revisions", "dossier", id] as const,
};

/** GET /revisions?au=: the revisions due or late on that day, with their computation. */
export const revisionsQuery = (au: string) =>
  queryOptions({
    queryKey: revisionKeys.dues(au),
    queryFn: ({ signal }) =>
      api<Answer<"GET /revisions">>(withQuery(route("GET /revisions"), { au }), {
        signal,
      }).then((b) => b.data.map((r) => ({ ...r, id: r.DossierId }))),
  });

/** GET /Dossier/{id}/revisions: the dossier's applied revisions, newest first. */
export const historiqueQuery = (dossierId: number) =>
  queryOptions({
    queryKey: revisionKeys.dossier(dossierId),
    queryFn: ({ signal }) =>
      api<Answer<"GET /Dossier/:id/revisions">>(
        route("GET /Dossier/:id/revisions", { id: dossierId }),
        {
          signal,
        },
      ).then((b) => b.data),
  });

/** POST /Dossier/{id}/reviser { date }: applies the revision of that revision date, from today. */
export const reviser = (dossierId: number, date: string) =>
  api<Answer<"POST /Dossier/:id/reviser">>(route("POST /Dossier/:id/reviser", { id: dossierId }), {
    body: { date },
  });

/** The letter of the dossier's latest revision (PDF). */
export const lettreCall = (dossierId: number) =>
  route("GET /Dossier/:id/revisionLoyer/generate", { id: dossierId });

/** After a revision: the list, the dossier's revisions and the dossier itself (its rent) read again. */
export const refreshRevisions = (qc: QueryClient, dossierId: number) =>
  Promise.all([
    qc.invalidateQueries({ queryKey: revisionKeys.all }),
    qc.invalidateQueries({ queryKey: keys.all("Dossier") }),
    qc.invalidateQueries({ queryKey: keys.all("Appartement") }),
    qc.invalidateQueries({ queryKey: revisionKeys.dossier(dossierId) }),
  ]);
