// A tenant enters or leaves an apartment (spec 7): the lease is created, or closed, with the apartment's rent and
// history in the same server transaction.
import { api } from "./client";
import { route, withQuery } from "./routes";
import type { Answer } from "./answers";

type Id = number | string;

/** PUT /Appartement/{id}/tenant/add/{tenantId}: the body is the dossier; the apartment takes its rent. */
export const addTenant = (appartementId: Id, locataireId: Id, dossier: Record<string, unknown>) =>
  api<Answer<"PUT /Appartement/:id/tenant/add/:tenantId">>(
    route("PUT /Appartement/:id/tenant/add/:tenantId", {
      id: appartementId,
      tenantId: locataireId,
    }),
    { body: dossier },
  );

/** DELETE /Appartement/{id}/tenant/remove/{tenantId}?date=: the running dossier ends that day (today without it). */
export const removeTenant = (appartementId: Id, locataireId: Id, date?: string) =>
  api<Answer<"DELETE /Appartement/:id/tenant/remove/:tenantId">>(
    withQuery(
      route("DELETE /Appartement/:id/tenant/remove/:tenantId", {
        id: appartementId,
        tenantId: locataireId,
      }),
      date ? { date } : {},
    ),
  );
