import { eq } from "drizzle-orm";
import { Appartement, Intendance } from "../../db/schema";
import { intendanceSchema } from "../../domain/schemas/intendance";
import { prixHT } from "../../domain/mission";
import type { ResourceDef } from "../crud";
import { toApi } from "./serialize";
import { intendanceFlags } from "./list-flags";
import { deleteStored } from "../files/cleanup";
import { tvaVariable } from "./variable";

export const intendanceResource: ResourceDef = {
  name: "Intendance",
  table: Intendance,
  decorate: intendanceFlags,
  schema: intendanceSchema,
  refs: { AppartementId: { table: Appartement, message: "L'appartement est introuvable." } },
  // Without a rate in the form, the tva variable of the settings applies (spec 9).
  async derive(d, ports) {
    if (d.prix == null) return { ...d, prixHT: null };
    const tva = (d.tva as number | null) ?? (await tvaVariable(ports));
    return { ...d, tva, prixHT: prixHT(d.prix as number, tva) };
  },
  async include({ db }, row) {
    if (!row.AppartementId) return { Appartement: null };
    const [a] = await db.select().from(Appartement).where(eq(Appartement.id, row.AppartementId as number));
    return { Appartement: a ? toApi("Appartement", a) : null };
  },
  onDelete: (ports, row) => deleteStored(ports, row.ordreMission),
};
