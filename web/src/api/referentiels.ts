// Paramètres > Référentiels (issue 23): the commune list by zone an admin imports (the apartment's zone is derived
// from it) and the letting-fee ceilings of décret n° 2014-890 by date.
import { queryOptions } from "@tanstack/react-query";
import type { ListeCommunesApi, PlafondsApi } from "@worker/domain/contract/referentiels";
import type { Answer } from "./answers";
import { api } from "./client";
import { route } from "./routes";

export type { ListeCommunesApi, PlafondsApi };

export const communesQuery = queryOptions({
  queryKey: ["referentiels", "communes"],
  queryFn: () => api<ListeCommunesApi>(route("GET /referentiels/communes")),
});

/** POST /referentiels/communes (multipart: file, date): replaces the list; answers the new summary. */
export function importerCommunes(file: File, date: string | null) {
  const form = new FormData();
  form.append("file", file);
  if (date) form.append("date", date);
  return api<ListeCommunesApi>(route("POST /referentiels/communes"), { body: form });
}

export const plafondsQuery = queryOptions({
  queryKey: ["referentiels", "honoraires"],
  queryFn: async () =>
    (await api<Answer<"GET /referentiels/honoraires">>(route("GET /referentiels/honoraires"))).data,
  staleTime: 10 * 60_000,
});

export const savePlafonds = (depuis: string, body: Record<string, unknown>) =>
  api<PlafondsApi>(route("PUT /referentiels/honoraires/:depuis", { depuis }), { body });
