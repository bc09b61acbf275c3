import { sql } from "drizzle-orm";
import { sqliteTable, text, integer, real, index, uniqueIndex } from "drizzle-orm/sqlite-core";
import { id, cents, bool, date, timestamps, archived } from "./_columns";
import { Client } from "./client";

export const Appartement = sqliteTable(
  "Appartement",
  {
    id: id(),
    adresse: text("adresse").notNull(),
    codePostal: text("codePostal").notNull(),
    ville: text("ville").notNull(),
    situation: text("situation"),
    typeImmeuble: text("typeImmeuble").notNull().default("collectif"),
    destination: text("destination").notNull().default("usage d'habitation"),
    // Null: unknown (an imported lot whose file did not say); its lead and asbestos reports are then « à vérifier ».
    periodeConstruction: text("periodeConstruction").default("1971-1990"),
    numeroClef: text("numeroClef"),
    detailClef: text("detailClef"),
    detailTelecomande: text("detailTelecomande"),
    digicode: text("digicode"),
    pdl: text("pdl"),
    etage: text("etage"),
    nbPiece: integer("nbPiece"),
    surface: real("surface"),
    cave: bool("cave").notNull().default(false),
    caveNum: integer("caveNum"),
    chauffage: text("chauffage").notNull().default("collective"),
    eauChaude: text("eauChaude").notNull().default("collective"),
    wip: bool("wip").notNull().default(false),
    quitanceAuto: bool("quitanceAuto").notNull().default(false),
    loyerHC: cents("loyerHC").notNull().default(0),
    charge: cents("charge").notNull().default(0),
    loyerTCC: cents("loyerTCC").notNull().default(0),
    autresInfo: text("autresInfo"),
    elementEquipement: text("elementEquipement"),
    elementEquipementImportant: text("elementEquipementImportant"),
    copropriete: bool("copropriete").notNull().default(false),
    syndicNom: text("syndicNom"),
    syndicMail: text("syndicMail"),
    syndicTel: text("syndicTel"),
    gestionnaireSyndicNom: text("gestionnaireSyndicNom"),
    gestionnaireSyndicTel: text("gestionnaireSyndicTel"),
    gestionnaireSyndicMail: text("gestionnaireSyndicMail"),
    conseillerSyndical: text("conseillerSyndical"),
    autreSyndic: text("autreSyndic"),
    gardiennage: bool("gardiennage").notNull().default(false),
    gardienNom: text("gardienNom"),
    gardienTel: text("gardienTel"),
    /** The commune's INSEE code (COG, "75056", "2A004"): its zone comes from the list of Paramètres > Référentiels. */
    codeInsee: text("codeInsee"),
    zoneLoyer: text("zoneLoyer"),
    /**
     * Issue 73: the commune is in zone tendue (décret n° 2013-392's annex, worker/domain/reglementation/): set from
     * the commune when staff leave it blank, editable. Null on rows made before: read from the commune then.
     */
    zoneTendue: bool("zoneTendue"),
    /** The previous tenant's last rent and the day it was set, typed when a lot is taken over (art. 18 decree). */
    loyerPrecedent: cents("loyerPrecedent"),
    dateLoyerPrecedent: date("dateLoyerPrecedent"),
    classeEnergie: text("classeEnergie"),
    classeClimat: text("classeClimat"),
    depenseEnergieMin: cents("depenseEnergieMin"),
    depenseEnergieMax: cents("depenseEnergieMax"),
    anneeReferenceEnergie: integer("anneeReferenceEnergie"),
    identifiantFiscal: text("identifiantFiscal"),
    /**
     * What decides which diagnostics a lease needs (issue 63, worker/domain/diagnostics/): the building permit's
     * date (amiante before 1 July 1997; CREP when built before 1949, read from periodeConstruction or this date),
     * the year the electricity and gas installations were made (a diagnostic when over 15 years; no gas: null),
     * and whether the lot has its own boiler (the tenant's yearly maintenance certificate).
     */
    datePermisConstruire: date("datePermisConstruire"),
    anneeInstallationElectricite: integer("anneeInstallationElectricite"),
    anneeInstallationGaz: integer("anneeInstallationGaz"),
    chaudiere: bool("chaudiere").notNull().default(false),
    /**
     * The commune is exposed to a risk (a plan de prévention des risques, seismic or radon zone...): the lease
     * annexes an état des risques (C. env., art. L125-5). True by default: unknown is asked rather than left out.
     */
    zoneRisques: bool("zoneRisques").notNull().default(true),
    /** The lot lies in an airport noise zone (C. urb., art. L112-6): the lease annexes its notice (loi LOM). */
    zoneBruit: bool("zoneBruit").notNull().default(false),
    equipementsTic: text("equipementsTic"),
    defaultContact: integer("defaultContact").references(() => Client.id, { onDelete: "set null" }),
    /** The record's identifier in the software the agency came from (issue 61): a re-import finds it by this. */
    reference: text("reference"),
    ...archived,
    ...timestamps,
  },
  (t) => [
    index("Appartement_defaultContact_idx").on(t.defaultContact),
    index("Appartement_ville_idx").on(t.ville),
    uniqueIndex("Appartement_reference_uq").on(t.reference).where(sql`"reference" is not null`),
  ],
);

/**
 * The part of a year's co-ownership provisions that the syndic's approved accounts make non-deductible (issue 60),
 * entered by staff per lot and year: line 230 of the next year's 2044 adds it back (BOI-RFPI-BASE-20-70).
 */
export const CoproprieteAnnee = sqliteTable(
  "CoproprieteAnnee",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    AppartementId: integer("AppartementId")
      .notNull()
      .references(() => Appartement.id, { onDelete: "cascade" }),
    annee: integer("annee").notNull(),
    nonDeductible: cents("nonDeductible").notNull().default(0),
    auteur: text("auteur").notNull(),
    updatedAt: text("updatedAt").notNull(),
  },
  (t) => [uniqueIndex("CoproprieteAnnee_uq").on(t.AppartementId, t.annee)],
);
