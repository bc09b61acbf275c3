import { Caution, Dossier } from "../../db/schema";
import { cautionSchema } from "../../domain/schemas/caution";
import type { ResourceDef } from "../resource-def";
import { ref } from "../rows";

export const cautionResource: ResourceDef = {
  name: "Caution",
  table: Caution,
  schema: cautionSchema,
  refs: { DossierId: ref(Dossier) },
  signedFiles: ["acteCautionnementSigned"],
};
