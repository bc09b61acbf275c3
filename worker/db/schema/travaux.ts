import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import type { Decennale, RcPro } from "../../domain/travaux/types";
import { ETATS_INTERVENTION, METIERS } from "../../domain/travaux/types";
import { archived, bool, date, id, timestamps } from "./_columns";
import { Appartement } from "./appartement";
import { Demande } from "./espace";

// Works and repairs (issue 76, ADR 119): the agency's suppliers (Fournisseur), their IBAN history, the work orders
// (Intervention) and each change of an order's state (InterventionEtat, append-only).

/** A supplier: a company the agency sends to a lot; archived, never deleted, once an order names it. */
export const Fournisseur = sqliteTable(
  "Fournisseur",
  {
    id: id(),
    raisonSociale: text("raisonSociale").notNull(),
    siret: text("siret"),
    metiers: text("metiers", { mode: "json" }).$type<(typeof METIERS)[number][]>().notNull(),
    contact: text("contact"),
    tel: text("tel"),
    mail: text("mail"),
    adresse: text("adresse"),
    codePostal: text("codePostal"),
    ville: text("ville"),
    iban: text("iban"),
    bic: text("bic"),
    /** A new or changed IBAN is "a_verifier" (never paid) until a second person confirms it, as an owner's. */
    ibanStatut: text("ibanStatut", { enum: ["a_verifier", "verifie"] })
      .notNull()
      .default("verifie"),
    /** The compulsory décennale insurance (C. assur. L241-1): insurer, policy, validity and covered trades. */
    decennale: text("decennale", { mode: "json" }).$type<Decennale>(),
    rcPro: text("rcPro", { mode: "json" }).$type<RcPro>(),
    ...archived,
    ...timestamps,
  },
  (t) => [
    index("Fournisseur_raisonSociale_idx").on(t.raisonSociale),
    uniqueIndex("Fournisseur_siret_uq").on(t.siret).where(sql`"siret" is not null`),
  ],
);

/** Every IBAN a supplier has had, and how it became trusted: the same history as an owner's (IbanClient). */
export const IbanFournisseur = sqliteTable(
  "IbanFournisseur",
  {
    id: id(),
    FournisseurId: integer("FournisseurId")
      .notNull()
      .references(() => Fournisseur.id, { onDelete: "cascade" }),
    iban: text("iban").notNull(),
    bic: text("bic"),
    statut: text("statut", { enum: ["a_verifier", "verifie", "remplace"] }).notNull(),
    auteur: text("auteur").notNull(),
    createdAt: text("createdAt").notNull(),
    verifieApres: text("verifieApres"),
    informeA: text("informeA"),
    confirmePar: text("confirmePar"),
    confirmeAt: text("confirmeAt"),
  },
  (t) => [index("IbanFournisseur_FournisseurId_idx").on(t.FournisseurId, t.createdAt)],
);

/** A work order on a lot, from a tenant's request or typed by staff. */
export const Intervention = sqliteTable(
  "Intervention",
  {
    id: id(),
    AppartementId: integer("AppartementId")
      .notNull()
      .references(() => Appartement.id),
    DemandeId: integer("DemandeId").references(() => Demande.id, { onDelete: "set null" }),
    FournisseurId: integer("FournisseurId").references(() => Fournisseur.id),
    metier: text("metier", { enum: METIERS }).notNull(),
    objet: text("objet").notNull(),
    description: text("description").notNull().default(""),
    urgence: bool("urgence").notNull().default(false),
    /** The tenant agreed to be called by the supplier: the order of service prints their contact (ADR 120). */
    contactLocataire: bool("contactLocataire").notNull().default(false),
    /** The order's day: the décennale is checked on it. */
    date: date("date").notNull(),
    /** The day the supplier comes, shown to the tenant. */
    datePassage: date("datePassage"),
    etat: text("etat", { enum: ETATS_INTERVENTION }).notNull().default("ouverte"),
    /** An admin let the invoice be paid despite the décennale's warning (journaled by the table's triggers). */
    decennaleForceePar: text("decennaleForceePar"),
    decennaleForceeAt: text("decennaleForceeAt"),
    /** The supplier accepted the order from its space (issue 76 item 6); a refusal clears FournisseurId instead. */
    accepteeAt: text("accepteeAt"),
    auteur: text("auteur").notNull(),
    ...timestamps,
  },
  (t) => [
    index("Intervention_AppartementId_idx").on(t.AppartementId),
    index("Intervention_FournisseurId_idx").on(t.FournisseurId),
    // One order per tenant's request: the one-click order twice is one order (held by the database).
    uniqueIndex("Intervention_DemandeId_uq").on(t.DemandeId).where(sql`"DemandeId" is not null`),
  ],
);

/** Each state an order took, who moved it and when: never updated or deleted. */
export const InterventionEtat = sqliteTable(
  "InterventionEtat",
  {
    id: id(),
    InterventionId: integer("InterventionId")
      .notNull()
      .references(() => Intervention.id, { onDelete: "cascade" }),
    de: text("de", { enum: ETATS_INTERVENTION }),
    etat: text("etat", { enum: ETATS_INTERVENTION }).notNull(),
    par: text("par").notNull(),
    at: text("at").notNull(),
    commentaire: text("commentaire"),
  },
  (t) => [index("InterventionEtat_InterventionId_idx").on(t.InterventionId, t.id)],
);

/**
 * A photo the supplier took before or after the work (issue 76 item 6), from its space: its key in the file store.
 * Never updated; staff read them on the order.
 */
export const InterventionPhoto = sqliteTable(
  "InterventionPhoto",
  {
    id: id(),
    InterventionId: integer("InterventionId")
      .notNull()
      .references(() => Intervention.id, { onDelete: "cascade" }),
    moment: text("moment", { enum: ["avant", "apres"] }).notNull(),
    cle: text("cle").notNull(),
    nom: text("nom").notNull(),
    type: text("type").notNull(),
    taille: integer("taille").notNull(),
    par: text("par").notNull(),
    createdAt: text("createdAt").notNull(),
  },
  (t) => [index("InterventionPhoto_InterventionId_idx").on(t.InterventionId, t.id)],
);
