import { Caution, Dossier } from "../../db/schema";
import { cautionSchema } from "../../domain/schemas/caution";
import type { ResourceDef } from "../crud";
import { deleteStored } from "../files/cleanup";

export const cautionResource: ResourceDef = {
  name: "Caution",
  table: Caution,
  schema: cautionSchema,
  refs: { DossierId: { table: Dossier, message: "Le dossier est introuvable." } },
  onDelete: (ports, row) => deleteStored(ports, row.acteCautionnementSigned),
};
