import { Accompte, Appartement, Mission } from "../../db/schema";
import { accompteSchema } from "../../domain/schemas/mission";
import { prixHT } from "../../domain/mission";
import { defineResource } from "../resource-def";
import { linkedThrough, ref } from "../rows";
import { checkAccompteAppartement, checkAccompteDansTotal } from "../mission-rules";

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
    return checkAccompteDansTotal(ports, data, existing);
  },
  include: async (ports, id) => ({
    Appartement: await linkedThrough(ports, Appartement, Accompte, Accompte.AppartementId, id),
  }),
});
