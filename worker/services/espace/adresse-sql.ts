import { type SQL, sql } from "drizzle-orm";
import { AccesEspace, Client, Fournisseur, Locataire } from "../../db/schema";
import type { Espace } from "../../db/schema/espace";

// The SQL the spaces' access shares (issue 62, 75): the access's column of its record, and the record's address as
// the invitation reads it (domain/espace/adresse.ts says the same in TypeScript, for the Client's write hook).

/** The access's column of the record it opens. */
export const colonneAcces = (espace: Espace) =>
  espace === "proprietaire"
    ? AccesEspace.ClientId
    : espace === "locataire"
      ? AccesEspace.LocataireId
      : AccesEspace.FournisseurId;

const MAIL_CLIENT = sql`coalesce(nullif(trim(case ${Client.mailDefaut} when 'mailPro' then ${Client.mailPro} else ${Client.mailPerso} end), ''), nullif(trim(${Client.mailPerso}), ''), nullif(trim(${Client.mailPro}), ''))`;

/** The record's address (lower case, trimmed, null when none), a scalar subquery. */
export const adresseFicheSql = (espace: Espace, id: number | SQL): SQL =>
  espace === "proprietaire"
    ? sql`(select lower(${MAIL_CLIENT}) from ${Client} where ${Client.id} = ${id})`
    : espace === "locataire"
      ? sql`(select lower(nullif(trim(${Locataire.mail}), '')) from ${Locataire} where ${Locataire.id} = ${id})`
      : sql`(select lower(nullif(trim(${Fournisseur.mail}), '')) from ${Fournisseur} where ${Fournisseur.id} = ${id})`;
