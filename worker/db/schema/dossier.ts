import { sql } from "drizzle-orm";
import {
  sqliteTable,
  text,
  integer,
  real,
  index,
  primaryKey,
  uniqueIndex,
} from "drizzle-orm/sqlite-core";
import { id, cents, bool, date, timestamps, archived } from "./_columns";
import { Appartement } from "./appartement";
import { Locataire } from "./locataire";
import { EtatLieux } from "./etat-lieux";
import type { clausesSchema, encadrementSchema } from "../../domain/schemas/dossier";
import type { z } from "zod";

// A Dossier is one tenancy: the link between an apartment and a tenant, with the lease terms.
export const Dossier = sqliteTable(
  "Dossier",
  {
    id: id(),
    AppartementId: integer("AppartementId")
      .notNull()
      .references(() => Appartement.id),
    LocataireId: integer("LocataireId")
      .notNull()
      .references(() => Locataire.id),
    typeBail: text("typeBail").notNull().default("nu"),
    // A bail mobilité's reason among those of art. 25-12 of loi 89-462 (MOTIFS_MOBILITE); null for other kinds.
    motifMobilite: text("motifMobilite"),
    dateEntree: date("dateEntree").notNull(),
    dateSortie: date("dateSortie"),
    dateCreationBail: date("dateCreationBail").notNull(),
    dateDebutBail: date("dateDebutBail").notNull(),
    dateFinBail: date("dateFinBail"),
    dateDebutPreavis: date("dateDebutPreavis"),
    dateFinPreavis: date("dateFinPreavis"),
    dateRetourCaution: date("dateRetourCaution"),
    // The day the keys came back (exit inventory signed): opens the deposit's return (services/depot/).
    dateRestitutionCles: date("dateRestitutionCles"),
    depotGarantie: cents("depotGarantie").notNull(),
    edfEntree: text("edfEntree"),
    // Null: not known (an imported lease whose file did not give it): « IRL à renseigner » before any revision.
    indice: real("indice").default(135.84),
    indiceTrim: text("indiceTrim"),
    // The first IRL revision date the lease names (then yearly); null: each anniversary of dateDebutBail (ADR 024).
    dateRevision: date("dateRevision"),
    jourQuitance: integer("jourQuitance").notNull().default(5),
    lieuSignature: text("lieuSignature").notNull().default("Paris"),
    loyerHC: cents("loyerHC").notNull(),
    loyerCharge: cents("loyerCharge").notNull(),
    loyerTTC: cents("loyerTTC").notNull(),
    numFraisDossier: text("numFraisDossier").notNull(),
    fraisDossierHT: cents("fraisDossierHT").notNull().default(0),
    fraisDossierTTC: cents("fraisDossierTTC").notNull().default(0),
    fraisDossierTauxTVA: real("fraisDossierTauxTVA").notNull().default(20),
    fraisDossierTVA: cents("fraisDossierTVA").notNull().default(0),
    dateFraisDossier: date("dateFraisDossier"),
    honorairesBailleurTTC: cents("honorairesBailleurTTC"),
    /** The deposit is kept by the owner, not held by the agency (issue 60: the trust statement tells them apart). */
    depotConserveParProprietaire: bool("depotConserveParProprietaire").notNull().default(false),
    /** How the tenant pays when no direct-debit mandate is active (issue 60: it reads "Prélèvement" while one is). */
    modePaiement: text("modePaiement").notNull().default("Virement"),
    // Optional sections, stored as JSON (money inside in cents); null when the section is off.
    encadrement: text("encadrement", { mode: "json" }).$type<z.output<typeof encadrementSchema>>(),
    clauses: text("clauses", { mode: "json" }).$type<z.output<typeof clausesSchema>>(),
    caution: bool("caution").notNull().default(false),
    // The lease is over (its end date has passed on the Paris day, or the tenant left): a stored copy of the date
    // rule, kept by every write of a dossier and the daily job, so that the index below can hold one open dossier
    // per apartment and tenant (docs/topics/transactions-and-concurrency.md, "Parallel requests").
    clos: bool("clos").notNull().default(false),
    etatIn: integer("etatIn").references(() => EtatLieux.id, { onDelete: "set null" }),
    etatOut: integer("etatOut").references(() => EtatLieux.id, { onDelete: "set null" }),
    /**
     * An imported lease's cut-over day (issue 61): its terms are generated from this day's month on, never for the
     * months before (their balance came in as an opening entry); null for a lease created here.
     */
    dateReprise: date("dateReprise"),
    /**
     * The tenant's home insurance (loi 89-462 art. 7 g, issue 62): its insurer and the end of the certificate in
     * hand, set by staff or by the tenant's upload in the tenant's space; the daily job asks for the next one.
     */
    assuranceAssureur: text("assuranceAssureur"),
    assuranceDateFin: date("assuranceDateFin"),
    /**
     * Issue 63. Rent-level control (loi ELAN art. 140): set by the server when the lot's commune was under it on the
     * signature day (worker/domain/echeances/encadrement.ts); staff may untick it, giving motifHorsEncadrement.
     */
    soumisEncadrement: bool("soumisEncadrement").notNull().default(false),
    motifHorsEncadrement: text("motifHorsEncadrement"),
    /** Staff hand the tenant the diagnostics apart: the lease prints without them (issue 63). */
    annexesFourniesAPart: bool("annexesFourniesAPart").notNull().default(false),
    /** The last yearly boiler maintenance certificate (décret 2009-649), when the lot has a boiler (issue 63). */
    entretienChaudiereDate: date("entretienChaudiereDate"),
    /**
     * The landlord's notice (congé, loi n° 89-462 art. 15, art. 25-8 furnished; issue 73, ADR 103): its reason, the
     * day it was sent and, for a reprise, who will live there. Written only by POST /Dossier/{id}/conge, in time:
     * the lease then ends at its term instead of being tacitly renewed.
     */
    congeMotif: text("congeMotif"),
    congeDateEnvoi: date("congeDateEnvoi"),
    congeBeneficiaire: text("congeBeneficiaire"),
    dernierLoyerPrecedent: cents("dernierLoyerPrecedent"),
    dateDernierLoyerPrecedent: date("dateDernierLoyerPrecedent"),
    /**
     * Issue 73: the case of décret n° 2017-1198 (art. 2 or 4) under which the rent exceeds the previous tenant's in
     * zone tendue (domain/reglementation/relocation.ts), and its justification (the works, the references).
     */
    exceptionLoyer: text("exceptionLoyer"),
    exceptionLoyerMotif: text("exceptionLoyerMotif"),
    contratLocation: text("contratLocation"),
    inventaireEntree: text("inventaireEntree"),
    inventaireSortie: text("inventaireSortie"),
    /** The record's identifier in the software the agency came from (issue 61): a re-import finds it by this. */
    reference: text("reference"),
    ...archived,
    ...timestamps,
  },
  (t) => [
    index("Dossier_AppartementId_idx").on(t.AppartementId),
    index("Dossier_LocataireId_idx").on(t.LocataireId),
    index("Dossier_etatIn_idx").on(t.etatIn),
    index("Dossier_etatOut_idx").on(t.etatOut),
    uniqueIndex("Dossier_reference_uq").on(t.reference).where(sql`"reference" is not null`),
    uniqueIndex("Dossier_ouvert_uq").on(t.AppartementId, t.LocataireId).where(sql`"clos" = 0`),
  ],
);

/**
 * Every tenant a lease names (issue 74, ADR 115): a co-tenancy of three or more (`L02;L03;L04` in an import) has each
 * of them here, in the lease's order (`rang` 1 is the Dossier's own LocataireId). A lease entered by hand has none:
 * its tenant is LocataireId, a couple's second holder is on the tenant's record.
 */
export const Colocataire = sqliteTable(
  "Colocataire",
  {
    DossierId: integer("DossierId")
      .notNull()
      .references(() => Dossier.id, { onDelete: "cascade" }),
    LocataireId: integer("LocataireId")
      .notNull()
      .references(() => Locataire.id),
    rang: integer("rang").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.DossierId, t.LocataireId] }),
    index("Colocataire_LocataireId_idx").on(t.LocataireId),
  ],
);
