import { queryOptions } from "@tanstack/react-query";
import type { Answer } from "@/api/answers";
import { route } from "@/api/routes";
import { espaceApi } from "@/features/espace/espace-api";

// The supplier's orders (issue 76 item 6): one query the cards share; every action answers the order it changed.

export type Liste = Answer<"GET /espace/fournisseur/interventions">;
export type Intervention = Liste["data"][number];
export type Agence = Liste["agence"];

export const interventionsQuery = queryOptions({
  queryKey: ["espace", "fournisseur", "interventions"],
  queryFn: ({ signal }) =>
    espaceApi<Liste>(route("GET /espace/fournisseur/interventions"), { signal }),
});
