// The trust-account check (représentation des fonds, ADR 034), read through the contract's routes
// (worker/domain/contract/sequestre.ts): the dashboard's card and its PDF.
import { queryOptions } from "@tanstack/react-query";
import type { Answer } from "@/api/answers";
import { api } from "@/api/client";
import { route, withQuery } from "@/api/routes";

export type Representation = Answer<"GET /sequestre">;

export const sequestreKey = ["sequestre"] as const;

/** GET /sequestre: today's check (the server's Paris day), read again each time the dashboard opens. */
export const sequestreQuery = () =>
  queryOptions({
    queryKey: sequestreKey,
    queryFn: ({ signal }) => api<Representation>(route("GET /sequestre"), { signal }),
    staleTime: 0,
  });

/** The "État de représentation des fonds" of a day (PDF). */
export const representationCall = (au: string) =>
  withQuery(route("GET /sequestre/generate"), { au });
