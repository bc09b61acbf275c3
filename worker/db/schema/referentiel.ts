import { sqliteTable, text, integer, uniqueIndex } from "drizzle-orm/sqlite-core";
import { id, cents, date, timestamps } from "./_columns";

// Paramètres > Référentiels (issue 23). The communes' zones of the lease rules, as the admin imported the official
// list (the lists change by decree: the app ships none), and the letting-fee ceilings the admin added over the
// shipped ones (worker/domain/bail/honoraires.ts). A fresh instance's tables are empty (a restore needs that).

/** One commune of the imported list; the whole list is replaced by each import. */
export const Commune = sqliteTable(
  "Commune",
  {
    id: id(),
    /** INSEE COG code, kept as text: "01071", "2A004". */
    codeInsee: text("codeInsee").notNull(),
    nom: text("nom"),
    /** "très tendue" or "tendue" (or "non tendue" when the file says so). */
    zone: text("zone").notNull(),
  },
  (t) => [uniqueIndex("Commune_codeInsee_uq").on(t.codeInsee)],
);

/** The imported list's summary: one row at most, replaced with the list. */
export const ListeCommunes = sqliteTable("ListeCommunes", {
  id: id(),
  /** The list's date (the decree's, or the day the admin says), YYYY-MM-DD. */
  dateListe: date("dateListe").notNull(),
  nombre: integer("nombre").notNull(),
  /** The uploaded file's name, as sent. */
  fichier: text("fichier"),
  ...timestamps,
});

/** A row of letting-fee ceilings (décret n° 2014-890) in force from `depuis`, added or corrected by an admin. */
export const PlafondHonoraires = sqliteTable(
  "PlafondHonoraires",
  {
    id: id(),
    depuis: date("depuis").notNull(),
    tresTendue: cents("tresTendue").notNull(),
    tendue: cents("tendue").notNull(),
    nonTendue: cents("nonTendue").notNull(),
    etatDesLieux: cents("etatDesLieux").notNull(),
    source: text("source"),
    ...timestamps,
  },
  (t) => [uniqueIndex("PlafondHonoraires_depuis_uq").on(t.depuis)],
);
