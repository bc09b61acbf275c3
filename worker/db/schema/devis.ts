import { sql } from "drizzle-orm";
import { index, integer, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { bool, cents, id } from "./_columns";
import { Client } from "./client";
import { Fournisseur, Intervention } from "./travaux";

// Quotes of a work order and the owners' decisions on the one chosen (issue 76, item 3; ADR 120). Both are
// append-only: a quote is chosen once (a partial unique index), a co-owner decides once per quote (a unique index).

/** A supplier's quote for an order: its PDF, its amounts in cents, the VAT rate it applies. */
export const Devis = sqliteTable(
  "Devis",
  {
    id: id(),
    InterventionId: integer("InterventionId")
      .notNull()
      .references(() => Intervention.id, { onDelete: "cascade" }),
    FournisseurId: integer("FournisseurId")
      .notNull()
      .references(() => Fournisseur.id),
    montantHT: cents("montantHT").notNull(),
    tauxTVA: real("tauxTVA").notNull(),
    /** Computed by the server from montantHT and tauxTVA, rounded to the cent. */
    montantTTC: cents("montantTTC").notNull(),
    /** The wording the customer signs for a reduced rate (BOI-LETTRE-000280), signed by the agency; null at 20 %. */
    mentionTVA: text("mentionTVA"),
    cle: text("cle").notNull(),
    nom: text("nom").notNull(),
    choisi: bool("choisi").notNull().default(false),
    choisiPar: text("choisiPar"),
    choisiAt: text("choisiAt"),
    /** The owners refused the chosen quote by a majority: another may then be chosen. */
    refuseAt: text("refuseAt"),
    auteur: text("auteur").notNull(),
    createdAt: text("createdAt").notNull(),
  },
  (t) => [
    index("Devis_InterventionId_idx").on(t.InterventionId),
    // One chosen quote per order, held by the database.
    uniqueIndex("Devis_choisi_uq")
      .on(t.InterventionId)
      .where(sql`"choisi" = 1 and "refuseAt" is null`),
  ],
);

/** A co-owner's decision on a chosen quote, with its date: once per owner and quote, never updated. */
export const DecisionDevis = sqliteTable(
  "DecisionDevis",
  {
    id: id(),
    DevisId: integer("DevisId")
      .notNull()
      .references(() => Devis.id, { onDelete: "cascade" }),
    ClientId: integer("ClientId")
      .notNull()
      .references(() => Client.id),
    decision: text("decision", { enum: ["accepte", "refuse"] }).notNull(),
    commentaire: text("commentaire"),
    /** The owner's share of the lot when deciding, percent. */
    quotePart: real("quotePart").notNull(),
    at: text("at").notNull(),
  },
  (t) => [uniqueIndex("DecisionDevis_DevisId_ClientId_uq").on(t.DevisId, t.ClientId)],
);
