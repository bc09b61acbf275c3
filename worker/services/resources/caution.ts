import { Caution, Dossier } from "../../db/schema";
import { cautionSchema } from "../../domain/schemas/caution";
import type { ResourceDef } from "../resource-def";
import { ref } from "../rows";
import { deleteStored } from "../files/cleanup";

export const cautionResource: ResourceDef = {
  name: "Caution",
  table: Caution,
  schema: cautionSchema,
  refs: { DossierId: ref(Dossier) },
  onDelete: (ports, row) => deleteStored(ports, row.acteCautionnementSigned),
};
