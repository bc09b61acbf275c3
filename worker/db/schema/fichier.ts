import { sqliteTable, text, integer, index } from "drizzle-orm/sqlite-core";
import { id, timestamps } from "./_columns";
import { Client } from "./client";
import { Locataire } from "./locataire";
import { Appartement } from "./appartement";
import { Dossier } from "./dossier";
import { Mission } from "./mission";

// An uploaded document. `url` is the public path under /files; `cle` is the key in the file store.
export const Fichier = sqliteTable(
  "Fichier",
  {
    id: id(),
    nom: text("nom").notNull(),
    extention: text("extention"),
    url: text("url").notNull(),
    cle: text("cle").notNull(),
    mime: text("mime"),
    taille: integer("taille"),
    ClientId: integer("ClientId").references(() => Client.id, { onDelete: "set null" }),
    LocataireId: integer("LocataireId").references(() => Locataire.id, { onDelete: "set null" }),
    AppartementId: integer("AppartementId").references(() => Appartement.id, {
      onDelete: "set null",
    }),
    DossierId: integer("DossierId").references(() => Dossier.id, { onDelete: "set null" }),
    MissionId: integer("MissionId").references(() => Mission.id, { onDelete: "set null" }),
    ...timestamps,
  },
  (t) => [
    index("Fichier_ClientId_idx").on(t.ClientId),
    index("Fichier_LocataireId_idx").on(t.LocataireId),
    index("Fichier_AppartementId_idx").on(t.AppartementId),
    index("Fichier_DossierId_idx").on(t.DossierId),
    index("Fichier_MissionId_idx").on(t.MissionId),
  ],
);

export const Image = sqliteTable(
  "Image",
  {
    id: id(),
    url: text("url").notNull(),
    cle: text("cle").notNull(),
    nom: text("nom"),
    mime: text("mime"),
    taille: integer("taille"),
    AppartementId: integer("AppartementId").references(() => Appartement.id, {
      onDelete: "set null",
    }),
    ...timestamps,
  },
  (t) => [index("Image_AppartementId_idx").on(t.AppartementId)],
);
