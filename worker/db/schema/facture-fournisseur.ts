import { index, sqliteTable, text, integer, uniqueIndex } from "drizzle-orm/sqlite-core";
import type { RUBRIQUES_87_712 } from "../../domain/travaux/reparations-locatives";
import { bool, cents, date, id } from "./_columns";
import { Fournisseur, Intervention } from "./travaux";

// A supplier's invoice for a work order (issue 76, item 4, ADR 121): written once with the entries it makes (the
// owners' debits by share, the tenant's réparations locatives). Its lines change only by staff's split before any
// validated batch pays it (ADR 135); the tenant's entries are then reversed and written again, never changed.

export interface LigneFacture {
  libelle: string | null;
  /** Cents. */
  montant: number;
  imputation: "proprietaires" | "locataire";
  nature?: "travaux" | "entretien";
  chargeLocataire?: { rubrique: (typeof RUBRIQUES_87_712)[number]; cause: string };
}

export const FactureFournisseur = sqliteTable(
  "FactureFournisseur",
  {
    id: id(),
    InterventionId: integer("InterventionId")
      .notNull()
      .references(() => Intervention.id),
    FournisseurId: integer("FournisseurId")
      .notNull()
      .references(() => Fournisseur.id),
    AppartementId: integer("AppartementId").notNull(),
    numero: text("numero").notNull(),
    date: date("date").notNull(),
    /** The total TTC, what is paid. */
    montant: cents("montant").notNull(),
    /**
     * The totals HT and TVA (EN 16931's TaxBasisTotalAmount and TaxTotalAmount), with `montant` to the cent: read from
     * the Factur-X XML or the form. Null when only the TTC was given (an older client, invoices entered before).
     */
    montantHT: cents("montantHT"),
    montantTVA: cents("montantTVA"),
    lignes: text("lignes", { mode: "json" }).$type<LigneFacture[]>().notNull(),
    /** The PDF's name as sent. */
    fichierNom: text("fichierNom"),
    /**
     * The PDF kept in the lot's files (ADR 129), read by a left join: no foreign key, so staff may delete the lot's
     * copy (the invoice, never changed, keeps its number and its entries; its link then leads nowhere).
     */
    FichierId: integer("FichierId"),
    /**
     * Sent from the supplier's space (ADR 127) as one line « à ventiler »: it waits out of the supplier batches until
     * staff split it (ADR 135). Cleared by the split's conditional write.
     */
    aVentiler: bool("aVentiler").notNull().default(false),
    /** The last split by staff (ADR 135); null while the lines are those entered with the invoice. */
    ventileePar: text("ventileePar"),
    ventileeAt: text("ventileeAt"),
    auteur: text("auteur").notNull(),
    createdAt: text("createdAt").notNull(),
  },
  (t) => [
    // One invoice per order, and a supplier's number once: a double submit or a re-sent invoice is a 409.
    uniqueIndex("FactureFournisseur_InterventionId_uq").on(t.InterventionId),
    uniqueIndex("FactureFournisseur_numero_uq").on(t.FournisseurId, t.numero),
    // The batches' funds rule sums a lot's invoices (ADR 128).
    index("FactureFournisseur_lot_idx").on(t.AppartementId),
  ],
);
