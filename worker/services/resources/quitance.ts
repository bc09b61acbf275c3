import { Appartement, Client, Dossier, Locataire, Quitance } from "../../db/schema";
import { quitanceSchema } from "../../domain/schemas/quitance";
import { moisDe, reglerPaiement, type Paiement } from "../../domain/quittance";
import { badRequest, MSG_INVALID } from "../../lib/errors";
import { today } from "../../lib/dates";
import type { ResourceDef, Row } from "../resource-def";
import { linkedRecord, ref } from "../rows";
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
  // The month key enforces one receipt per dossier and month (unique index); the payment fields stay consistent
  // whichever way they are written (PUT, the status switch, the tenant's answer).
  derive(d, ports, existing) {
    const paid = reglerPaiement(d as Row & Paiement, existing as Paiement | undefined, today(ports.clock));
    if (typeof paid === "string") throw badRequest(MSG_INVALID, { montantRegle: paid });
    return { ...paid, mois: moisDe(d.date as string) };
  },
  async include(ports, row) {
    const [a, l] = await Promise.all([linkedRecord(ports, Appartement, row.AppartementId), linkedRecord(ports, Locataire, row.LocataireId)]);
    return { Appartement: a, Locataire: l };
  },
  onDelete: (ports, row) => deleteStored(ports, row.file),
};
