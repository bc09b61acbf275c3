import { Appartement, Client, Dossier, Locataire, Quitance } from "../../db/schema";
import { quitanceSchema } from "../../domain/schemas/quitance";
import { moisDe } from "../../domain/quitance";
import { defineResource } from "../resource-def";
import { linkedThrough, ref } from "../rows";
import { toApi } from "../serialize";
import { deleteStored } from "../files/cleanup";
import { echeanceCreee, echeanceModifiee, echeanceSupprimee, etatDuTerme } from "../compte/termes";
import { present } from "../../domain/present";
import { eq } from "drizzle-orm";
import { refuserAvantReprise } from "../quitance/generate";

export const quitanceResource = defineResource({
  name: "Quitance",
  table: Quitance,
  schema: quitanceSchema,
  refs: {
    DossierId: ref(Dossier),
    AppartementId: ref(Appartement),
    ClientId: ref(Client),
    LocataireId: ref(Locataire),
  },
  // The month key enforces one receipt per dossier and month (unique index). The payment state is the account's
  // (ADR 007): a PUT or POST cannot set it; it keeps what the ledger last wrote. A term with money on it is known.
  derive(d, _ports, e) {
    const settled = (e?.montantRegle ?? 0) > 0;
    return {
      ...d,
      regle: e?.regle ?? false,
      montantRegle: e?.montantRegle ?? 0,
      dateReglement: e?.dateReglement ?? null,
      statusInconu: settled ? false : d.statusInconu,
      mois: moisDe(d.date),
    };
  },
  // Made by POST: its due goes on the dossier's account in the same transaction. Never for a month before an
  // imported lease's cut-over month (ADR 080): the software it came from called it.
  async insert(ports, data) {
    if (typeof data.DossierId === "number") {
      const [d] = await ports.db
        .select({ dateReprise: Dossier.dateReprise })
        .from(Dossier)
        .where(eq(Dossier.id, data.DossierId));
      if (d) refuserAvantReprise(d, data.mois);
    }
    const [row] = await ports.db.insert(Quitance).values(data).returning();
    return toApi("Quitance", await echeanceCreee(ports, present(row, "terme créé")));
  },
  afterUpdate: (ports, row, existing, user) =>
    echeanceModifiee(ports, existing, row, user || undefined),
  async include(ports, id, row) {
    const [a, l, etat] = await Promise.all([
      linkedThrough(ports, Appartement, Quitance, Quitance.AppartementId, id),
      linkedThrough(ports, Locataire, Quitance, Quitance.LocataireId, id),
      // The account needs the term's dossier: a second round trip on the edge.
      row.then((q) => etatDuTerme(ports, q)),
    ]);
    return { ...etat, Appartement: a, Locataire: l };
  },
  async onDelete(ports, row) {
    await echeanceSupprimee(ports, row);
    await deleteStored(ports, row.file);
  },
});
