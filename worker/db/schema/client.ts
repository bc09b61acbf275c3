import { sqliteTable, text, integer, index } from "drizzle-orm/sqlite-core";
import { id, cents, date, timestamps, archived } from "./_columns";

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
    /** Where the owner's payouts go: IBAN stored without spaces (mod-97 checked), BIC of 8 or 11 characters. */
    iban: text("iban"),
    bic: text("bic"),
    /** Kept back from each payout (cents). */
    reserve: cents("reserve").notNull().default(0),
    // The linked (married / attached) client; nom2 only makes sense when it is set.
    // biome-ignore lint/suspicious/noExplicitAny: drizzle's documented form of a table referencing itself
    mariage: integer("mariage").references((): any => Client.id, { onDelete: "set null" }),
    ...archived,
    ...timestamps,
  },
  (t) => [index("Client_mariage_idx").on(t.mariage), index("Client_nom_idx").on(t.nom)],
);
