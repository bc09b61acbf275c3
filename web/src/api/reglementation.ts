// Paramètres > Réglementation (issue 73): the regulatory tables as dated rows with their sources; an admin adds a row.
import { queryOptions } from "@tanstack/react-query";
import type { TableReglementationApi } from "@worker/domain/contract/reglementation";
import type { TableReglementation } from "@worker/domain/reglementation/tables";
import type { Answer } from "./answers";
import { api } from "./client";
import { route } from "./routes";

export type { TableReglementationApi };

export const reglementationQuery = queryOptions({
  queryKey: ["reglementation"],
  queryFn: async () =>
    (await api<Answer<"GET /reglementation">>(route("GET /reglementation"))).data,
  staleTime: 10 * 60_000,
});

/** POST /reglementation/{table}: answers the table with its new row. */
export const ajouterLigne = (table: TableReglementation, body: Record<string, unknown>) =>
  api<TableReglementationApi>(route("POST /reglementation/:table", { table }), { body });
