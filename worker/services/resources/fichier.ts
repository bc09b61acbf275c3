import { Fichier, Image } from "../../db/schema";
import { fichierSchema, imageSchema } from "../../domain/schemas/reference";
import { defineResource } from "../resource-def";
import { deleteStored } from "../files/cleanup";

// Creation is multipart (routes/files/upload.ts); the generic routes read, rename and delete.
export const fichierResource = defineResource({
  name: "Fichier",
  table: Fichier,
  schema: fichierSchema,
  creatable: false,
  onDelete: (ports, row) => deleteStored(ports, row.cle),
});

export const imageResource = defineResource({
  name: "Image",
  table: Image,
  schema: imageSchema,
  creatable: false,
  onDelete: (ports, row) => deleteStored(ports, row.cle),
});
