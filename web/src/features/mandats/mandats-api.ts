// The register of mandates and the agency's settings (ADR 027), through the contract's routes
// (worker/domain/contract/mandats.ts): admins only.
import { queryOptions } from "@tanstack/react-query";
import type { z } from "zod";
import { api } from "@/api/client";
import { route, withQuery } from "@/api/routes";
import type { MANDAT_OPERATIONS } from "@worker/domain/contract/mandats";

type Ops = typeof MANDAT_OPERATIONS;
type Json<K extends keyof Ops> = Ops[K] extends { ok: { 200: { json: infer J extends z.ZodType } } }
  ? z.infer<J>
  : never;

export type RegistreAnswer = Json<"GET /registreMandats">;
export type LigneRegistre = RegistreAnswer["data"][number];
export type ParametresAgence = Json<"GET /agence">;

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
