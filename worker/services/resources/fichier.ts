import { Fichier, Image } from "../../db/schema";
import { fichierSchema } from "../../domain/schemas/reference";
import { z } from "zod";
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
  schema: z.object({ nom: z.string().nullish() }),
  creatable: false,
  onDelete: (ports, row) => deleteStored(ports, row.cle),
});
