import { api } from "./client";
import { route } from "./routes";
import type { DossierRead } from "./types";

/** Which inventory of a dossier: the entry (etatIn) or the exit (etatOut). */
export type EtatSlot = "etatIn" | "etatOut";

/**
 * PUT /Dossier/{id}/etatIn/set or /etatOut/set (spec 7): the body is the inventory, the answer the dossier. The
 * server deletes the inventory it replaces (and its signed copy): the screen asks before (spec 8).
 */
export const setEtatLieux = (
  dossierId: number,
  slot: EtatSlot,
  inventory: Record<string, unknown>,
) =>
  api<DossierRead>(
    slot === "etatIn"
      ? route("PUT /Dossier/:id/etatIn/set", { id: dossierId })
      : route("PUT /Dossier/:id/etatOut/set", { id: dossierId }),
    { body: inventory },
  );
