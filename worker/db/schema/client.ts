import { sql } from "drizzle-orm";
import { sqliteTable, text, integer, index, uniqueIndex } from "drizzle-orm/sqlite-core";
import { id, bool, cents, date, timestamps, archived } from "./_columns";

export const Client = sqliteTable(
  "Client",
  {
    id: id(),
    titre: text("titre").notNull().default("Monsieur"),
    nom: text("nom").notNull(),
    prenom: text("prenom").notNull(),
    nomJeuneFille: text("nomJeuneFille"),
    sexe: text("sexe").notNull().default("Non défini"),
    lieuNaissance: text("lieuNaissance"),
    cpNaissance: text("cpNaissance"),
    naissance: date("naissance"),
    nom2: text("nom2"),
    numEdf: text("numEdf"),
    numEnedis: text("numEnedis"),
    adresse: text("adresse"),
    codePostal: text("codePostal"),
    ville: text("ville"),
    adresseFiscale: text("adresseFiscale"),
    codePostalFiscale: text("codePostalFiscale"),
    villeFiscale: text("villeFiscale"),
    adresseDefaut: text("adresseDefaut").notNull().default("adresse"),
    mailPerso: text("mailPerso"),
    mailPro: text("mailPro"),
    mailDefaut: text("mailDefaut").notNull().default("mailPerso"),
    fixePerso: text("fixePerso"),
    fixePro: text("fixePro"),
    mobilePerso: text("mobilePerso"),
    mobilePro: text("mobilePro"),
    telDefaut: text("telDefaut").notNull().default("mobilePerso"),
    creationPOI: date("creationPOI"),
    dateDepotPOI: date("dateDepotPOI"),
    numSiret: text("numSiret"),
    /**
     * The owner is a legal person (an SCI, a company): an unfurnished lease of its lot runs, and is tacitly renewed,
     * for six years instead of three (loi n° 89-462, art. 10; issue 73, ADR 103).
     */
    personneMorale: bool("personneMorale").notNull().default(false),
    /**
     * A legal person's name (« SCI Les Tilleuls »): every print names the owner by it, with no civilité nor prénom
     * (issue 74, ADR 115); null for a natural person.
     */
    raisonSociale: text("raisonSociale"),
    /** Where the owner's payouts go: IBAN stored without spaces (mod-97 checked), BIC of 8 or 11 characters. */
    iban: text("iban"),
    bic: text("bic"),
    /** A new or changed IBAN is "a_verifier" (no payout) until confirmed (issue 59, history in IbanClient). */
    ibanStatut: text("ibanStatut", { enum: ["a_verifier", "verifie"] })
      .notNull()
      .default("verifie"),
    /** Kept back from each payout (cents). */
    reserve: cents("reserve").notNull().default(0),
    // The linked (married / attached) client; nom2 only makes sense when it is set.
    // biome-ignore lint/suspicious/noExplicitAny: drizzle's documented form of a table referencing itself
    mariage: integer("mariage").references((): any => Client.id, { onDelete: "set null" }),
    /** The record's identifier in the software the agency came from (issue 61): a re-import finds it by this. */
    reference: text("reference"),
    ...archived,
    ...timestamps,
  },
  (t) => [
    index("Client_mariage_idx").on(t.mariage),
    index("Client_nom_idx").on(t.nom),
    uniqueIndex("Client_reference_uq").on(t.reference).where(sql`"reference" is not null`),
  ],
);

/**
 * Every IBAN an owner has had (issue 59): who set it and when, and how it became trusted: confirmed by another admin
 * or comptable, or by the delay after the owner was told at the address known before the change.
 */
export const IbanClient = sqliteTable(
  "IbanClient",
  {
    id: id(),
    ClientId: integer("ClientId")
      .notNull()
      .references(() => Client.id, { onDelete: "cascade" }),
    iban: text("iban").notNull(),
    bic: text("bic"),
    statut: text("statut", { enum: ["a_verifier", "verifie", "remplace"] }).notNull(),
    auteur: text("auteur").notNull(),
    createdAt: text("createdAt").notNull(),
    /** In the "delai" mode: the moment the IBAN becomes trusted unless refused before (72 hours after the e-mail). */
    verifieApres: text("verifieApres"),
    /** The address the owner was told at (the one known before the change). */
    informeA: text("informeA"),
    confirmePar: text("confirmePar"),
    confirmeAt: text("confirmeAt"),
    /** The import that brought this IBAN (ADR 116): « IBAN importé le … », confirmed with the import's others. */
    ImportId: integer("ImportId"),
  },
  (t) => [index("IbanClient_ClientId_idx").on(t.ClientId, t.createdAt)],
);
