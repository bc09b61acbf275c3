// The IRL table (issue 23): the published quarters with the admin's additions, read by the lease form for its
// default and by Paramètres > IRL, where an admin adds or corrects a quarter.
import { queryOptions } from "@tanstack/react-query";
import type { Answer, RowOf } from "./answers";
import { api } from "./client";
import { route } from "./routes";

export type IrlValeur = RowOf<"GET /irl">;

export const irlQuery = queryOptions({
  queryKey: ["irl"],
  queryFn: async () => (await api<Answer<"GET /irl">>(route("GET /irl"))).data,
  // Published four times a year: no need to read it again while a form is open.
  staleTime: 10 * 60_000,
});

export const saveIrl = (trimestre: string, valeur: unknown) =>
  api<Answer<"PUT /irl/:trimestre">>(route("PUT /irl/:trimestre", { trimestre }), {
    body: { valeur },
  });
