// Paramètres > Relances (issue 20): the days after a term's due day at which the daily job sends each reminder stage.
import { queryOptions } from "@tanstack/react-query";
import type { EtapeRelance } from "@worker/domain/schemas/relances";
import type { Answer } from "./answers";
import { api } from "./client";
import { route } from "./routes";

export type { EtapeRelance };
export type RelancesConfig = Answer<"GET /relances/config">;

export const relancesConfigQuery = queryOptions({
  queryKey: ["relances", "config"],
  queryFn: () => api<RelancesConfig>(route("GET /relances/config")),
});

export const saveRelancesConfig = (jours: {
  jours1: number | string;
  jours2: number | string;
  jours3: number | string;
}) => api<RelancesConfig>(route("PUT /relances/config"), { body: jours });
