// The register of mandates and the agency's settings (ADR 027), through the contract's routes
// (worker/domain/contract/mandats.ts): admins only.
import { queryOptions } from "@tanstack/react-query";
import type { Answer, RowOf } from "@/api/answers";
import { api } from "@/api/client";
import { route, withQuery } from "@/api/routes";

export type RegistreAnswer = Answer<"GET /registreMandats">;
export type LigneRegistre = RowOf<"GET /registreMandats">;
export type ParametresAgence = Answer<"GET /agence">;

export const registreQuery = (annee: number) =>
  queryOptions({
    queryKey: ["registreMandats", annee],
    queryFn: () =>
      api<RegistreAnswer>(withQuery(route("GET /registreMandats"), { annee: String(annee) })),
  });

export const registrePdfCall = (annee: number) =>
  route("GET /registreMandats/:annee/generate", { annee: String(annee) });

export const agenceQuery = queryOptions({
  queryKey: ["agence"],
  queryFn: () => api<ParametresAgence>(route("GET /agence")),
});

export const saveAgence = (body: Record<string, string>) =>
  api<ParametresAgence>(route("PUT /agence"), { body });
