import { Accompte, Appartement, Mission } from "../../db/schema";
import { accompteSchema } from "../../domain/schemas/mission";
import { prixHT } from "../../domain/mission";
import { defineResource } from "../resource-def";
import { insertStatement, linkedThrough, ref, rowOf } from "../rows";
import { toApi } from "../serialize";
import { apresEcritureAccompte, refusFacture, factureRule } from "../factures/regles";
import { acompteProprietaire } from "../proprietaire/liens";
import { checkAccompteAppartement, checkAccompteDansTotal } from "../mission-rules";
import { present } from "../../domain/present";

/** An instalment of a mission. POST with MissionId creates it on its mission in the one insert. */
export const accompteResource = defineResource({
  name: "Accompte",
  table: Accompte,
  schema: accompteSchema,
  refs: {
    MissionId: ref(Mission),
    AppartementId: ref(Appartement),
  },
  derive: (d) => ({ ...d, prixHT: prixHT(d.prix, d.tva ?? 20) }),
  // Spec 5: the apartment is required when the selector is shown (the mission has apartments); issue 25: the
  // mission's instalments stay within its total.
  beforeWrite: async (ports, data, existing) => {
    await checkAccompteAppartement(ports, data);
    await checkAccompteDansTotal(ports, data, existing);
    return refusFacture(ports, "AccompteId", existing);
  },
  deleteRule: factureRule("AccompteId"),
  // ADR 028: a paid instalment of a mission with a client is invoiced in the write that makes it so.
  async insert(ports, data) {
    const [inserted] = await insertStatement(ports, accompteResource, data);
    const row = rowOf(Accompte, present(inserted, "acompte créé"));
    await apresEcritureAccompte(ports, row);
    // Issue 38: paid on the owner's account, it is debited there in the same transaction.
    await acompteProprietaire(ports, row, "système");
    return toApi("Accompte", row);
  },
  async afterUpdate(ports, row, existing, user) {
    await apresEcritureAccompte(ports, row, existing);
    await acompteProprietaire(ports, row, user);
  },
  onDelete: (ports, row) => acompteProprietaire(ports, rowOf(Accompte, row), "système", true),
  include: async (ports, id) => ({
    Appartement: await linkedThrough(ports, Appartement, Accompte, Accompte.AppartementId, id),
  }),
});
