import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { bool, cents, date, id, timestamps } from "./_columns";

// The register of mandates (loi Hoguet, décret 1972-678 art. 72): every management mission (Mission) and every
// caretaking mission (Intendance of nature "mission") gets, in its creation's transaction, the next number of one
// chronological sequence per professional card and year. A row is never deleted nor renumbered: the mission's
// deletion writes its cancellation date here and copies what the register prints (mandants, property), so the
// number stays, with no gap. The unique index, not a read before the write, is what forbids a number twice.
export const Mandat = sqliteTable(
  "Mandat",
  {
    id: id(),
    /** The agency's card number when the mandate was given ("" without one): one sequence per card. */
    carte: text("carte").notNull(),
    annee: integer("annee").notNull(),
    /** 1, 2, 3... within (carte, annee). */
    sequence: integer("sequence").notNull(),
    /** "2026-0042": the year and the sequence, printed on the orders and invoices. */
    numero: text("numero").notNull(),
    /** "gestion" (a Mission) or "intendance" (a caretaking Intendance). */
    nature: text("nature").notNull(),
    /** The mission it numbers; kept (no foreign key) once the mission is deleted. */
    MissionId: integer("MissionId"),
    IntendanceId: integer("IntendanceId"),
    /** The day it was given (Paris). */
    date: date("date").notNull(),
    /** Copied at cancellation (the live mission is read otherwise): the mandants' names, the property. */
    mandants: text("mandants"),
    bien: text("bien"),
    duree: text("duree"),
    dateFin: date("dateFin"),
    dateAnnulation: date("dateAnnulation"),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("Mandat_carte_annee_sequence_uq").on(t.carte, t.annee, t.sequence),
    uniqueIndex("Mandat_MissionId_uq").on(t.MissionId),
    uniqueIndex("Mandat_IntendanceId_uq").on(t.IntendanceId),
    index("Mandat_annee_idx").on(t.annee),
  ],
);

// The agency's settings (Paramètres > Agence): one row (id 1) overriding, field by field, the AGENCE_* values of the
// host (lib/agence.ts). An empty field falls back to the host's value.
export const AgenceParametres = sqliteTable("AgenceParametres", {
  id: id(),
  nom: text("nom").notNull().default(""),
  adresse: text("adresse").notNull().default(""),
  siret: text("siret").notNull().default(""),
  siren: text("siren").notNull().default(""),
  numeroTVA: text("numeroTVA").notNull().default(""),
  telephone: text("telephone").notNull().default(""),
  email: text("email").notNull().default(""),
  carteProfessionnelle: text("carteProfessionnelle").notNull().default(""),
  cciDelivrance: text("cciDelivrance").notNull().default(""),
  garantFinancier: text("garantFinancier").notNull().default(""),
  montantGarantie: cents("montantGarantie"),
  assureurRCP: text("assureurRCP").notNull().default(""),
  policeRCP: text("policeRCP").notNull().default(""),
  /** The trust account the payouts are made from (SEPA debtor): IBAN without spaces, BIC. */
  iban: text("iban").notNull().default(""),
  bic: text("bic").notNull().default(""),
  /** The monthly job e-mails each owner's compte-rendu de gérance after the payouts. */
  envoiCompteRendu: bool("envoiCompteRendu").notNull().default(false),
  /** The SEPA creditor identifier (ICS) the tenants' direct debits are collected under (issue 41). */
  ics: text("ics").notNull().default(""),
  /** The days between the pre-notification and the debit (the rulebook's default: 14). */
  delaiPrenotification: integer("delaiPrenotification").notNull().default(14),
  /** What an invoice at 0 % VAT prints as its exemption ground ("" : the default, art. 293 B du CGI). */
  mentionExonerationTVA: text("mentionExonerationTVA").notNull().default(""),
  /** Staff without a second factor may only set one up (403 deux_facteurs_requis) while this is on (issue 59). */
  exigerDeuxFacteurs: bool("exigerDeuxFacteurs").notNull().default(false),
  /** How a changed IBAN becomes trusted: confirmed by a second person, or 72 hours after the owner is told. */
  verificationIban: text("verificationIban", { enum: ["deuxieme_personne", "delai"] })
    .notNull()
    .default("deuxieme_personne"),
  /** The trust account's IBAN: "a_verifier" after a change until another admin or comptable confirms it. */
  ibanStatut: text("ibanStatut", { enum: ["a_verifier", "verifie"] })
    .notNull()
    .default("verifie"),
  ibanModifiePar: text("ibanModifiePar"),
  ibanModifieAt: text("ibanModifieAt"),
  /** The last day of the professional card, of the financial guarantee, of the liability insurance (issue 63). */
  carteProfessionnelleFin: date("carteProfessionnelleFin"),
  garantieFinanciereFin: date("garantieFinanciereFin"),
  assuranceRcpFin: date("assuranceRcpFin"),
  ...timestamps,
});
