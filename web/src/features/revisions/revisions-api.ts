// The IRL rent revision (ADR 024): the revisions due, applying one, a dossier's applied revisions and the letter,
// through the contract's routes (worker/domain/contract/revision.ts).
import { queryOptions, type QueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { api } from "@/api/client";
import { keys } from "@/api/resources";
import { route, withQuery } from "@/api/routes";
import type { revisionDue, revisionLoyer } from "@worker/domain/contract/revision";

/** A row of the list, with the table's `id` (its dossier's). */
export type RevisionDue = z.infer<typeof revisionDue> & { id: number };
export type RevisionLoyer = z.infer<typeof revisionLoyer>;
type Applied = { revision: RevisionLoyer; mail: { id: number; envoye: boolean } | null };

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
      api<{ data: z.infer<typeof revisionDue>[] }>(withQuery(route("GET /revisions"), { au }), {
        signal,
      }).then((b) => b.data.map((r) => ({ ...r, id: r.DossierId }))),
  });

/** GET /Dossier/{id}/revisions: the dossier's applied revisions, newest first. */
export const historiqueQuery = (dossierId: number) =>
  queryOptions({
    queryKey: revisionKeys.dossier(dossierId),
    queryFn: ({ signal }) =>
      api<{ data: RevisionLoyer[] }>(route("GET /Dossier/:id/revisions", { id: dossierId }), {
        signal,
      }).then((b) => b.data),
  });

/** POST /Dossier/{id}/reviser { date }: applies the revision of that revision date, from today. */
export const reviser = (dossierId: number, date: string) =>
  api<Applied>(route("POST /Dossier/:id/reviser", { id: dossierId }), { body: { date } });

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
