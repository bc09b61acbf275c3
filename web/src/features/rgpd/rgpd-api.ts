// Personal data (admins): the former tenants due for anonymisation, the erasure, a tenant's data export.
import { queryOptions } from "@tanstack/react-query";
import { PURGE_PAR_APPEL } from "@worker/domain/rgpd/api";
import type { Answer } from "@/api/answers";
import { api, apiBlob } from "@/api/client";
import { route } from "@/api/routes";

export const aPurgerQuery = queryOptions({
  queryKey: ["rgpd", "aPurger"],
  queryFn: () => api<Answer<"GET /rgpd/aPurger">>(route("GET /rgpd/aPurger")),
});

/**
 * POST /rgpd/purger: these tenants anonymised now, PURGE_PAR_APPEL per call (409 with the reason when one may not
 * be: the parts before it are done). Answers every id anonymised.
 */
export async function purger(ids: number[]): Promise<number[]> {
  const done: number[] = [];
  for (let at = 0; at < ids.length; at += PURGE_PAR_APPEL) {
    const LocataireIds = ids.slice(at, at + PURGE_PAR_APPEL);
    const r = await api<Answer<"POST /rgpd/purger">>(route("POST /rgpd/purger"), {
      body: { LocataireIds },
    });
    done.push(...r.anonymises);
  }
  return done;
}

/** GET /Locataire/{id}/export: the zip of the tenant's records and files. */
export const exportLocataire = (id: number) => apiBlob(route("GET /Locataire/:id/export", { id }));
