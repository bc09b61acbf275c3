import { Caution, Dossier } from "../../db/schema";
import { cautionSchema } from "../../domain/schemas/caution";
import { defineResource } from "../resource-def";
import { ref } from "../rows";
import { SIGNED_FILES } from "../../domain/signed-files";

export const cautionResource = defineResource({
  name: "Caution",
  table: Caution,
  schema: cautionSchema,
  refs: { DossierId: ref(Dossier) },
  signedFiles: SIGNED_FILES.Caution,
});
