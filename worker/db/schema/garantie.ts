import { sql } from "drizzle-orm";
import { index, integer, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { cents, date, id, timestamps } from "./_columns";
import { Dossier } from "./dossier";
import { Quitance } from "./quitance";
import { Fournisseur } from "./travaux";
import { BASES_PRIME, TYPES_GARANTIE } from "../../domain/garanties/regles";
import { ETAPES_SINISTRE } from "../../domain/garanties/sinistre";

// Rent guarantees (issue 78, ADR 118): the agency's group GLI contracts, the one guarantee of each lease, and the
// premium of each term called on an insured lease (owed to the insurer, debited to the owners).

export const ContratGli = sqliteTable("ContratGli", {
  id: id(),
  assureur: text("assureur").notNull(),
  numeroContrat: text("numeroContrat").notNull(),
  /** The premium's rate, percent of its base (e.g. 2.5). */
  taux: real("taux").notNull(),
  base: text("base", { enum: BASES_PRIME }).notNull().default("loyer_charges"),
  /** The claim's steps, in days from the unpaid term's due date (the contract's own delays). */
  delaiRelance: integer("delaiRelance").notNull().default(20),
  delaiMiseEnDemeure: integer("delaiMiseEnDemeure").notNull().default(35),
  delaiDeclaration: integer("delaiDeclaration").notNull().default(40),
  /** The agency's ORIAS number as the contract's intermediary. */
  orias: text("orias"),
  /** The insurer as a supplier (issue 76 item 5, ADR 128): its confirmed IBAN receives the quarter's premiums. */
  FournisseurId: integer("FournisseurId").references(() => Fournisseur.id),
  ...timestamps,
});

/** One guarantee per lease (the unique DossierId): none, a personal guarantor, Visale or a GLI contract. */
export const GarantieDossier = sqliteTable(
  "GarantieDossier",
  {
    id: id(),
    DossierId: integer("DossierId")
      .notNull()
      .references(() => Dossier.id, { onDelete: "cascade" }),
    type: text("type", { enum: TYPES_GARANTIE }).notNull(),
    numeroVisa: text("numeroVisa"),
    dateVisa: date("dateVisa"),
    ContratGliId: integer("ContratGliId").references(() => ContratGli.id),
    dateAdhesion: date("dateAdhesion"),
    ...timestamps,
  },
  (t) => [uniqueIndex("GarantieDossier_DossierId_uq").on(t.DossierId)],
);

/**
 * The premium of one term of an insured lease: once per term (the unique QuitanceId, whatever parallel calls do),
 * its base and rate as they were. What the insurer's quarterly statement lists; `payeLe` once paid over.
 */
export const PrimeGli = sqliteTable(
  "PrimeGli",
  {
    id: id(),
    ContratGliId: integer("ContratGliId")
      .notNull()
      .references(() => ContratGli.id),
    /** Plain ids: the premium stays whatever becomes of the lease or its term (money records outlive them). */
    DossierId: integer("DossierId").notNull(),
    QuitanceId: integer("QuitanceId").notNull(),
    /** The term's month, AAAA-MM, and its due date. */
    mois: text("mois").notNull(),
    date: date("date").notNull(),
    base: cents("base").notNull(),
    taux: real("taux").notNull(),
    prime: cents("prime").notNull(),
    createdAt: text("createdAt")
      .notNull()
      .$defaultFn(() => new Date().toISOString()),
  },
  (t) => [
    uniqueIndex("PrimeGli_QuitanceId_uq").on(t.QuitanceId),
    index("PrimeGli_contrat_idx").on(t.ContratGliId, t.date),
  ],
);

/** A claim step done for an unpaid term (POST /Dossier/{id}/sinistre/etapes): once per term and step. */
export const EtapeSinistre = sqliteTable(
  "EtapeSinistre",
  {
    id: id(),
    DossierId: integer("DossierId")
      .notNull()
      .references(() => Dossier.id, { onDelete: "cascade" }),
    QuitanceId: integer("QuitanceId")
      .notNull()
      .references(() => Quitance.id, { onDelete: "cascade" }),
    etape: text("etape", { enum: ETAPES_SINISTRE }).notNull(),
    date: date("date").notNull(),
    auteur: text("auteur").notNull(),
    createdAt: text("createdAt")
      .notNull()
      .$defaultFn(() => new Date().toISOString()),
  },
  (t) => [uniqueIndex("EtapeSinistre_uq").on(t.QuitanceId, t.etape)],
);

/**
 * An insurer's payment of unpaid terms (issue 78 item 5): recorded on the tenant's account as a payment (so the
 * owners are paid as if the tenant had paid, PaiementId), the tenant's debt for those terms now owed to the insurer
 * (subrogation, C. civ. art. 1346), shown apart and out of the agency's reminders. Append-only like the ledgers.
 */
export const Subrogation = sqliteTable(
  "Subrogation",
  {
    id: id(),
    DossierId: integer("DossierId")
      .notNull()
      .references(() => Dossier.id, { onDelete: "cascade" }),
    PaiementId: integer("PaiementId").notNull(),
    date: date("date").notNull(),
    montant: cents("montant").notNull(),
    organisme: text("organisme").notNull(),
    /** The months it pays, "2026-10,2026-11". */
    periodes: text("periodes").notNull(),
    auteur: text("auteur").notNull(),
    createdAt: text("createdAt")
      .notNull()
      .$defaultFn(() => new Date().toISOString()),
  },
  (t) => [
    uniqueIndex("Subrogation_PaiementId_uq").on(t.PaiementId),
    index("Subrogation_DossierId_idx").on(t.DossierId),
  ],
);

/**
 * A tenant's payment of what it owes the insurer after a subrogation (issue 78 item 5, ADR 130): money in on the
 * trust account that is the insurer's, not the owners', so it is kept here rather than on the tenant's or the owners'
 * account, lowers « dû à l'assureur » and stays a liability of the trust check until transferred. Never updated.
 */
export const RecuperationAssureur = sqliteTable(
  "RecuperationAssureur",
  {
    id: id(),
    DossierId: integer("DossierId")
      .notNull()
      .references(() => Dossier.id, { onDelete: "cascade" }),
    date: date("date").notNull(),
    montant: cents("montant").notNull(),
    /** The insurer it is owed to: the subrogation's organisme. */
    organisme: text("organisme").notNull(),
    reference: text("reference"),
    /**
     * The bank line or the direct debit's line it came in by (ADR 153). A debit's line is unique, so a debit replayed
     * never takes the same money twice; a bank line is not (ADR 158): a match undone writes the reversal naming the
     * line too (the line's recoveries sum to nothing) and the line may be matched again; the match's own conditional
     * write (the line still waiting) takes it once. Null for staff's manual record.
     */
    LigneBancaireId: integer("LigneBancaireId"),
    LignePrelevementId: integer("LignePrelevementId"),
    /**
     * A reversal (ADR 157, 158): the recovery it cancels, its amount the opposite, when the money that paid it did not
     * come in or was not the tenant's (a debit rejected, a payment cancelled, a bank match undone). Once per recovery (the unique index below): the row reversed is never updated nor deleted.
     */
    annuleId: integer("annuleId"),
    /**
     * Staff's payment by hand whose batch wrote it beside the payment's rest on the tenant's account (ADR 157): that
     * payment's cancellation reverses this recovery too (the cheque bounced: none of its money came in).
     */
    PaiementId: integer("PaiementId"),
    auteur: text("auteur").notNull(),
    createdAt: text("createdAt")
      .notNull()
      .$defaultFn(() => new Date().toISOString()),
  },
  (t) => [
    index("RecuperationAssureur_DossierId_idx").on(t.DossierId),
    index("RecuperationAssureur_LigneBancaireId_idx").on(t.LigneBancaireId),
    uniqueIndex("RecuperationAssureur_LignePrelevementId_uq").on(t.LignePrelevementId),
    uniqueIndex("RecuperationAssureur_annule_uq").on(t.annuleId).where(sql`"annuleId" is not null`),
    uniqueIndex("RecuperationAssureur_PaiementId_uq")
      .on(t.PaiementId)
      .where(sql`"PaiementId" is not null`),
  ],
);
