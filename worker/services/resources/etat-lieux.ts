import { eq } from "drizzle-orm";
import { Appartement, Dossier, EtatLieux } from "../../db/schema";
import { etatLieuxSchema, piecesParDefaut } from "../../domain/schemas/etat-lieux";
import { defineResource } from "../resource-def";
import { linkedThrough, ref } from "../rows";
import { SIGNED_FILES } from "../../domain/signed-files";

export const etatLieuxResource = defineResource({
  name: "EtatLieux",
  table: EtatLieux,
  schema: etatLieuxSchema,
  refs: { AppartementId: ref(Appartement) },
  derive: (d) => ({ ...d, pieces: d.pieces ?? piecesParDefaut() }),
  include: async (ports, id) => ({
    Appartement: await linkedThrough(ports, Appartement, EtatLieux, EtatLieux.AppartementId, id),
  }),
  async onDelete(ports, row) {
    const id = row.id;
    await ports.db.update(Dossier).set({ etatIn: null }).where(eq(Dossier.etatIn, id));
    await ports.db.update(Dossier).set({ etatOut: null }).where(eq(Dossier.etatOut, id));
  },
  signedFiles: SIGNED_FILES.EtatLieux,
});
