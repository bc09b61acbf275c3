// A lease's end as the law reads it (issue 73): the landlord's congé, and the reopening of a lease the old rule closed.
import type { MotifConge } from "@worker/domain/reconduction/conge";
import { api } from "./client";
import { route } from "./routes";
import type { Answer } from "./answers";

/** POST /Dossier/{id}/conge: 201 in time; a late one is a 409 naming the first term it can take effect at. */
export const donnerConge = (
  dossierId: number,
  body: { motif: MotifConge; dateEnvoi: string; beneficiaire?: string },
) =>
  api<Answer<"POST /Dossier/:id/conge">>(route("POST /Dossier/:id/conge", { id: dossierId }), {
    body,
  });

/** POST /Dossier/{id}/reconduction: reopened, renewed, its missed terms called (once: a second is a 409). */
export const rouvrirBail = (dossierId: number) =>
  api<Answer<"POST /Dossier/:id/reconduction">>(
    route("POST /Dossier/:id/reconduction", { id: dossierId }),
    { body: {} },
  );
