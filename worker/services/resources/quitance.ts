import { eq } from "drizzle-orm";
import { Appartement, Client, Dossier, Locataire, Quitance } from "../../db/schema";
import { quitanceSchema } from "../../domain/schemas/quitance";
import type { ResourceDef } from "../resource-def";
import { linkedRecord, ref } from "../rows";
import { toApi } from "../serialize";
import { deleteStored } from "../files/cleanup";


export const quitanceResource: ResourceDef = {
  name: "Quitance",
  table: Quitance,
  schema: quitanceSchema,
  refs: {
    DossierId: ref(Dossier),
    AppartementId: ref(Appartement),
    ClientId: ref(Client),
    LocataireId: ref(Locataire),
  },
  // The month key enforces one receipt per dossier and month (unique index).
  derive: (d) => ({ ...d, mois: (d.date as string).slice(0, 7) }),
  async include(ports, row) {
    const [a, l] = await Promise.all([linkedRecord(ports, Appartement, row.AppartementId), linkedRecord(ports, Locataire, row.LocataireId)]);
    return { Appartement: a, Locataire: l };
  },
  onDelete: (ports, row) => deleteStored(ports, row.file),
};
