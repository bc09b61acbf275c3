import { sql } from "drizzle-orm";
import { sqliteTable, text, integer, index, uniqueIndex } from "drizzle-orm/sqlite-core";
import { bool, id, timestamps } from "./_columns";
import { Appartement } from "./appartement";
import { Caution } from "./caution";
import { Dossier } from "./dossier";
import { Intendance } from "./intendance";
import { Mission } from "./mission";

/**
 * A generated PDF (lease, inventory, labels, deed, mission order) and its object in the file store. One row per
 * subject: regenerating replaces the row's object. The records it is about are its owners: deleting one of them
 * deletes the row and, after the commit, the object (services/documents/store.ts, called by the generic delete).
 * The foreign keys cascade only as a safety net; the service removes the rows first, with their objects.
 */
export const DocumentGenere = sqliteTable(
  "DocumentGenere",
  {
    id: id(),
    // The generation path without "/generate" ("Dossier/12/acteCautionnement/3"): what the document is of.
    sujet: text("sujet").notNull(),
    type: text("type").notNull(),
    // The download name, without ".pdf".
    nom: text("nom").notNull(),
    cle: text("cle").notNull(),
    url: text("url").notNull(),
    DossierId: integer("DossierId").references(() => Dossier.id, { onDelete: "cascade" }),
    CautionId: integer("CautionId").references(() => Caution.id, { onDelete: "cascade" }),
    AppartementId: integer("AppartementId").references(() => Appartement.id, {
      onDelete: "cascade",
    }),
    MissionId: integer("MissionId").references(() => Mission.id, { onDelete: "cascade" }),
    IntendanceId: integer("IntendanceId").references(() => Intendance.id, { onDelete: "cascade" }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("DocumentGenere_sujet_uq").on(t.sujet),
    index("DocumentGenere_cle_idx").on(t.cle),
    index("DocumentGenere_DossierId_idx").on(t.DossierId),
    index("DocumentGenere_CautionId_idx").on(t.CautionId),
    index("DocumentGenere_AppartementId_idx").on(t.AppartementId),
    index("DocumentGenere_MissionId_idx").on(t.MissionId),
    index("DocumentGenere_IntendanceId_idx").on(t.IntendanceId),
  ],
);

/**
 * Every PDF generated for a subject (issue 39): its object, its SHA-256, and whether it is the signed version, the one
 * a regeneration answers once the document is signed (at most one per document: the partial unique index). Its
 * objects go with its document (deleteStoredRowsOf on DocumentGenere deletes them after the commit).
 */
export const DocumentVersion = sqliteTable(
  "DocumentVersion",
  {
    id: id(),
    DocumentGenereId: integer("DocumentGenereId")
      .notNull()
      .references(() => DocumentGenere.id, { onDelete: "cascade" }),
    cle: text("cle").notNull(),
    url: text("url").notNull(),
    // Hex SHA-256 of the PDF's bytes.
    hash: text("hash").notNull(),
    signe: bool("signe").notNull().default(false),
    ...timestamps,
  },
  (t) => [
    index("DocumentVersion_DocumentGenereId_idx").on(t.DocumentGenereId),
    index("DocumentVersion_cle_idx").on(t.cle),
    uniqueIndex("DocumentVersion_signe_uq").on(t.DocumentGenereId).where(sql`"signe" = 1`),
  ],
);
