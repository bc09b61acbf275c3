// A tenant enters or leaves an apartment (spec 7): the lease is created, or closed, with the apartment's rent and
// history in the same server transaction.
import { api } from "./client";
import { route } from "./routes";
import type { Appartement, HistoryEntry, Locataire, SavedRow } from "./types";

type Id = number | string;

/** PUT /Appartement/{id}/tenant/add/{tenantId}: the body is the dossier; the apartment takes its rent. */
export const addTenant = (appartementId: Id, locataireId: Id, dossier: Record<string, unknown>) =>
  api<{ dossier: SavedRow<"Dossier">; appartement: Appartement; locataire: Locataire }>(
    route("PUT /Appartement/:id/tenant/add/:tenantId", {
      id: appartementId,
      tenantId: locataireId,
    }),
    { body: dossier },
  );

/** DELETE /Appartement/{id}/tenant/remove/{tenantId}: the running dossier ends today. */
export const removeTenant = (appartementId: Id, locataireId: Id) =>
  api<{ locataire: Locataire; appartement: Appartement; history: HistoryEntry[] }>(
    route("DELETE /Appartement/:id/tenant/remove/:tenantId", {
      id: appartementId,
      tenantId: locataireId,
    }),
  );
