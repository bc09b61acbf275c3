import { sqliteTable, text, integer, real, index, uniqueIndex } from "drizzle-orm/sqlite-core";
import { id, bool, date, timestamps } from "./_columns";
import { Appartement } from "./appartement";
import { Fichier } from "./fichier";

// A lot's technical diagnostics (issue 63): the « dossier de diagnostic technique » annexed to a lease (loi 89-462
// art. 3-3). One row per lot and kind (dpe, crep, electricite, gaz, erp, amiante, surface, bruit), replaced by
// PUT /api/Appartement/{id}/diagnostics. Its validity is not stored: worker/domain/diagnostics/ computes it at a date.
export const Diagnostic = sqliteTable(
  "Diagnostic",
  {
    id: id(),
    AppartementId: integer("AppartementId")
      .notNull()
      .references(() => Appartement.id, { onDelete: "cascade" }),
    /** The kind (TYPES_DIAGNOSTIC of worker/domain/diagnostics/types.ts). */
    type: text("type").notNull(),
    /** The day the diagnostician made it: its validity runs from it. */
    dateRealisation: date("dateRealisation").notNull(),
    /** The result in words, as the report states it (« Absence d'anomalie », « Classe D »...). */
    resultat: text("resultat"),
    /** DPE: the energy class A to G. */
    classe: text("classe"),
    /**
     * DPE: the class an ADEME attestation gives it (arrêtés du 25 mars 2024 and du 13 août 2025: a small dwelling's
     * class recomputed), its day and source; every rule reads it in place of `classe` when set.
     */
    classeApresAttestation: text("classeApresAttestation"),
    dateAttestation: date("dateAttestation"),
    sourceAttestation: text("sourceAttestation"),
    /** DPE: the final energy consumption, kWh/m²/year (the decency threshold of 450 reads it). */
    energieFinale: real("energieFinale"),
    /**
     * What the diagnostic found that shortens its life or must be acted on: lead above the threshold (CREP),
     * asbestos (amiante), anomalies (électricité, gaz). Null when not said.
     */
    positif: bool("positif"),
    /** Surface (loi Boutin): the living area measured, m². */
    surface: real("surface"),
    /** The report, an uploaded file of the lot (optional). */
    FichierId: integer("FichierId").references(() => Fichier.id, { onDelete: "set null" }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("Diagnostic_AppartementId_type_uq").on(t.AppartementId, t.type),
    index("Diagnostic_FichierId_idx").on(t.FichierId),
  ],
);
