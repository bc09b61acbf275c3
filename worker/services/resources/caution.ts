import { Caution, Dossier } from "../../db/schema";
import { cautionSchema } from "../../domain/schemas/caution";
import type { ResourceDef } from "../resource-def";
import { ref } from "../rows";
import { SIGNED_FILES } from "../../domain/signed-files";

export const cautionResource: ResourceDef = {
  name: "Caution",
  table: Caution,
  schema: cautionSchema,
  refs: { DossierId: ref(Dossier) },
  signedFiles: SIGNED_FILES.Caution,
};
