// The audit trail (ADR 029): GET /journal with its filters, read by Paramètres > Journal (admins).
import { queryOptions } from "@tanstack/react-query";
import type { z } from "zod";
import { api } from "@/api/client";
import { route, withQuery } from "@/api/routes";
import type { JOURNAL_OPERATIONS } from "@worker/domain/contract/journal";

type Answer = z.infer<(typeof JOURNAL_OPERATIONS)["GET /journal"]["ok"][200]["json"]>;
export type LigneJournal = Answer["data"][number];

export interface FiltresJournal {
  user: string;
  resource: string;
  id: string;
  du: string;
  au: string;
}

export const FILTRES_VIDES: FiltresJournal = { user: "", resource: "", id: "", du: "", au: "" };

export const journalQuery = (f: FiltresJournal) =>
  queryOptions({
    queryKey: ["Journal", f],
    queryFn: ({ signal }) =>
      api<Answer>(
        withQuery(route("GET /journal"), {
          user: f.user.trim(),
          resource: f.resource,
          id: f.id.trim(),
          du: f.du,
          au: f.au,
        }),
        { signal },
      ).then((a) => a.data),
  });
