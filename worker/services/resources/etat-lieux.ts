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
  // Each room gets its identity when first stored (kept by edits and by the exit's copy of the entry, so that the
  // exit document pairs rooms by identity); without a grid, the spec's five rooms.
  derive: (d) => ({
    ...d,
    pieces: (d.pieces ?? piecesParDefaut()).map((p) =>
      p.id ? p : { ...p, id: crypto.randomUUID() },
    ),
  }),
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
