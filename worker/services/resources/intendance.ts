import { eq } from "drizzle-orm";
import { Appartement, Intendance } from "../../db/schema";
import { intendanceSchema } from "../../domain/schemas/intendance";
import { prixHT } from "../../domain/mission";
import type { ResourceDef } from "../resource-def";
import { linkedRecord, ref } from "../rows";
import { toApi } from "../serialize";
import { intendanceFlags } from "./list-flags";
import { tvaVariable } from "./variable";

export const intendanceResource: ResourceDef = {
  name: "Intendance",
  table: Intendance,
  decorate: intendanceFlags,
  schema: intendanceSchema,
  refs: { AppartementId: ref(Appartement) },
  // Without a rate in the form, the tva variable of the settings applies (spec 9).
  async derive(d, ports) {
    if (d.prix == null) return { ...d, prixHT: null };
    const tva = (d.tva as number | null) ?? (await tvaVariable(ports));
    return { ...d, tva, prixHT: prixHT(d.prix as number, tva) };
  },
  include: async (ports, row) => ({ Appartement: await linkedRecord(ports, Appartement, row.AppartementId) }),
  signedFiles: ["ordreMission"],
};
