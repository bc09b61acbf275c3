import { eq } from "drizzle-orm";
import { Appartement, Dossier, EtatLieux } from "../../db/schema";
import { etatLieuxSchema, piecesParDefaut } from "../../domain/schemas/etat-lieux";
import type { ResourceDef } from "../crud";
import { toApi } from "./serialize";
import { deleteStored } from "../files/cleanup";

export const etatLieuxResource: ResourceDef = {
  name: "EtatLieux",
  table: EtatLieux,
  schema: etatLieuxSchema,
  refs: { AppartementId: { table: Appartement, message: "L'appartement est introuvable." } },
  derive: (d) => ({ ...d, pieces: d.pieces ?? piecesParDefaut() }),
  async include({ db }, row) {
    if (!row.AppartementId) return { Appartement: null };
    const [a] = await db.select().from(Appartement).where(eq(Appartement.id, row.AppartementId as number));
    return { Appartement: a ? toApi("Appartement", a) : null };
  },
  async onDelete(ports, row) {
    const id = row.id as number;
    await ports.db.update(Dossier).set({ etatIn: null }).where(eq(Dossier.etatIn, id));
    await ports.db.update(Dossier).set({ etatOut: null }).where(eq(Dossier.etatOut, id));
    await deleteStored(ports, row.signed);
  },
};
