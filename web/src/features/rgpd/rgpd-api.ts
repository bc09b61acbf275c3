// Personal data (admins): the former tenants due for anonymisation, the erasure, a tenant's data export.
import { queryOptions } from "@tanstack/react-query";
import type { APurger } from "@worker/domain/rgpd/api";
import { api, apiBlob } from "@/api/client";
import { route } from "@/api/routes";

export const aPurgerQuery = queryOptions({
  queryKey: ["rgpd", "aPurger"],
  queryFn: () => api<{ data: APurger[] }>(route("GET /rgpd/aPurger")),
});

/** POST /rgpd/purger: these tenants anonymised now (409 with the reason when one may not be). */
export const purger = (LocataireIds: number[]) =>
  api<{ anonymises: number[] }>(route("POST /rgpd/purger"), { body: { LocataireIds } });

/** GET /Locataire/{id}/export: the zip of the tenant's records and files. */
export const exportLocataire = (id: number) => apiBlob(route("GET /Locataire/:id/export", { id }));
