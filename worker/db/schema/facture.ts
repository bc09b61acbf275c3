import { sql } from "drizzle-orm";
import { index, integer, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { cents, date, id, timestamps } from "./_columns";
import { Accompte } from "./accompte";
import { Client } from "./client";
import { Intendance } from "./intendance";

// Invoices (issue "Factur-X"): issued by the database in the write that makes an instalment paid (services/factures),
// never changed afterwards. What the invoice says (parties, object, amounts) is copied into the row when it is
// issued: a later change of the client, the agency or the instalment leaves it as it was. A mistake is corrected
// by a credit note (prefixe "A", negative totals, avoirDe the invoice it cancels).

export const Facture = sqliteTable(
  "Facture",
  {
    id: id(),
    /** "F2026-00001" for an invoice, "A2026-00001" for a credit note: prefixe, annee and rang written out. */
    numero: text("numero").notNull(),
    prefixe: text("prefixe", { enum: ["F", "A"] }).notNull(),
    annee: integer("annee").notNull(),
    /** The rank in the year's sequence of its prefix, from 1, without gaps (computed by the INSERT itself). */
    rang: integer("rang").notNull(),
    date: date("date").notNull(),
    ClientId: integer("ClientId").references(() => Client.id, { onDelete: "set null" }),
    /** An invoice of letting fees (issue 60): the lease it was for (the tenant's share, or the landlord's). */
    DossierId: integer("DossierId"),
    AccompteId: integer("AccompteId").references(() => Accompte.id, { onDelete: "set null" }),
    IntendanceId: integer("IntendanceId").references(() => Intendance.id, { onDelete: "set null" }),
    /** The one line's description. */
    objet: text("objet").notNull(),
    tauxTva: real("tauxTva").notNull(),
    totalHT: cents("totalHT").notNull(),
    totalTVA: cents("totalTVA").notNull(),
    totalTTC: cents("totalTTC").notNull(),
    /** The buyer as it was when issued: JSON { nom, adresse, codePostal, ville, siren, professionnel }. */
    acheteur: text("acheteur").notNull(),
    /** The seller (the agency's settings) as it was when issued: JSON of lib/agence.ts's Agence. */
    vendeur: text("vendeur").notNull(),
    /** How and when it was paid (the invoice is issued paid): JSON { date, mode }. */
    reglement: text("reglement").notNull(),
    /** A credit note: the invoice it cancels, and why. */
    avoirDe: integer("avoirDe"),
    motif: text("motif"),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("Facture_numero_uq").on(t.numero),
    uniqueIndex("Facture_rang_uq").on(t.prefixe, t.annee, t.rang),
    // One credit note per invoice at most, whatever parallel requests do.
    uniqueIndex("Facture_avoirDe_uq").on(t.avoirDe).where(sql`"avoirDe" is not null`),
    index("Facture_ClientId_idx").on(t.ClientId),
    index("Facture_AccompteId_idx").on(t.AccompteId),
    index("Facture_IntendanceId_idx").on(t.IntendanceId),
    // A lease's letting-fee invoices (issue 60): issued once per share, found by their lease (and listed by it).
    index("Facture_DossierId_idx").on(t.DossierId),
  ],
);
