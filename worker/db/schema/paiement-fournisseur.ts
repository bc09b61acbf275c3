import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { cents, date, id } from "./_columns";
import { FactureFournisseur } from "./facture-fournisseur";
import { ContratGli, RecuperationAssureur } from "./garantie";

// A supplier payout batch (issue 76, item 5, ADR 121): the owners' payouts' rules (ADR 032) for suppliers'
// invoices. Prepared as a draft by one person, validated by an admin or comptable who did not prepare it; its
// pain.001 file fixed at its first download. An invoice is in one batch at most (unique index): never paid twice.

export const PaiementFournisseur = sqliteTable("PaiementFournisseur", {
  id: id(),
  date: date("date").notNull(),
  statut: text("statut", { enum: ["brouillon", "valide"] }).notNull(),
  total: cents("total").notNull(),
  /** The invoices left waiting, with their reason: JSON [{ FactureFournisseurId, numero, fournisseur, motif }]. */
  ecartes: text("ecartes").notNull().default("[]"),
  /** The preparing request's key: its own statements find the row they wrote. */
  cle: text("cle").notNull().unique(),
  auteur: text("auteur").notNull(),
  createdAt: text("createdAt").notNull(),
  valideAt: text("valideAt"),
  validePar: text("validePar"),
  /** The validating request's key: the debits and moves of that validation are written once, under it (ADR 128). */
  cleValidation: text("cleValidation").unique(),
  fichierSepa: text("fichierSepa"),
});

export const LignePaiementFournisseur = sqliteTable(
  "LignePaiementFournisseur",
  {
    id: id(),
    PaiementFournisseurId: integer("PaiementFournisseurId")
      .notNull()
      .references(() => PaiementFournisseur.id, { onDelete: "cascade" }),
    FactureFournisseurId: integer("FactureFournisseurId")
      .notNull()
      .references(() => FactureFournisseur.id),
    FournisseurId: integer("FournisseurId").notNull(),
    InterventionId: integer("InterventionId").notNull(),
    numero: text("numero").notNull(),
    nom: text("nom").notNull(),
    iban: text("iban").notNull(),
    bic: text("bic"),
    montant: cents("montant").notNull(),
  },
  (t) => [
    uniqueIndex("LignePaiementFournisseur_facture_uq").on(t.FactureFournisseurId),
    index("LignePaiementFournisseur_lot_idx").on(t.PaiementFournisseurId),
  ],
);

/**
 * A quarter's GLI premiums paid to the insurer in a supplier batch (issue 78 item 2, ADR 128): the sum of that
 * contract's PrimeGli for the quarter's months. Once per contract and quarter (unique index): never paid twice.
 */
export const LignePaiementPrime = sqliteTable(
  "LignePaiementPrime",
  {
    id: id(),
    PaiementFournisseurId: integer("PaiementFournisseurId")
      .notNull()
      .references(() => PaiementFournisseur.id, { onDelete: "cascade" }),
    ContratGliId: integer("ContratGliId")
      .notNull()
      .references(() => ContratGli.id),
    /** AAAA-Tn, as the bordereau's `trimestre`. */
    trimestre: text("trimestre").notNull(),
    FournisseurId: integer("FournisseurId").notNull(),
    nom: text("nom").notNull(),
    iban: text("iban").notNull(),
    bic: text("bic"),
    montant: cents("montant").notNull(),
  },
  (t) => [
    uniqueIndex("LignePaiementPrime_trimestre_uq").on(t.ContratGliId, t.trimestre),
    index("LignePaiementPrime_lot_idx").on(t.PaiementFournisseurId),
  ],
);

/**
 * A tenant's payment of an insurer's claim (RecuperationAssureur, ADR 130) transferred to the insurer (issue 78,
 * ADR 136): a line of a supplier batch for a GLI contract's insurer (PaiementFournisseurId), or a manual transfer
 * recorded « Virement fait le » (virementLe) for Visale, which is no supplier. Once per recovery whichever way (the
 * unique index): never transferred twice, even by parallel batches.
 */
export const ReversementRecuperation = sqliteTable(
  "ReversementRecuperation",
  {
    id: id(),
    RecuperationAssureurId: integer("RecuperationAssureurId")
      .notNull()
      .references(() => RecuperationAssureur.id),
    PaiementFournisseurId: integer("PaiementFournisseurId").references(
      () => PaiementFournisseur.id,
      { onDelete: "cascade" },
    ),
    ContratGliId: integer("ContratGliId").references(() => ContratGli.id),
    FournisseurId: integer("FournisseurId"),
    nom: text("nom").notNull(),
    iban: text("iban"),
    bic: text("bic"),
    montant: cents("montant").notNull(),
    /** A manual transfer's day (Visale); null for a batch's line, dated by its batch. */
    virementLe: date("virementLe"),
    auteur: text("auteur").notNull(),
    createdAt: text("createdAt").notNull(),
  },
  (t) => [
    uniqueIndex("ReversementRecuperation_recuperation_uq").on(t.RecuperationAssureurId),
    index("ReversementRecuperation_lot_idx").on(t.PaiementFournisseurId),
  ],
);
