import { type SQL, sql } from "drizzle-orm";
import type { Enregistrement } from "../../domain/imports/lire-feuille";
import { TYPE_MANDAT_GESTION, tauxTTC } from "../../domain/mission-type";
import { champ, upsert } from "./upsert";

// The Mandats sheet (issue 74 item 1, ADR 115): each row a management mandate, a Mission « Mandat de gestion »
// keyed by reference, with its mandants (MissionClient) and lots (MissionAppartement): the mission the owners' fee
// on each rent is read from (services/proprietaire/loyers.ts), so the first rent collected after the import is
// charged. A fee signed HT is stored as the mission's form stores it: the HT rate and the TTC rate it makes at the
// VAT rate (mission-type.ts tauxTTC). Its number is the old register's, kept as it was signed: the agency's register
// (Mandat) numbers the mandates it gives from now on.

const TVA_DEFAUT = 20;

const nombre = (v: unknown) => (typeof v === "number" ? v : null);
const refs = (v: unknown) => (Array.isArray(v) ? v.filter((x) => typeof x === "string") : []);

export function mandatsStatements(mandats: readonly Enregistrement[], instant: string): SQL[] {
  if (!mandats.length) return [];
  const rows = mandats.map((r) => {
    const c = r.champs;
    const tva = nombre(c.tauxTva) ?? TVA_DEFAUT;
    const ht = nombre(c.honorairesHT);
    const appartements = refs(c.appartements);
    return {
      reference: c.reference,
      numeroMandat: c.numeroMandat ?? null,
      dateSignature: c.dateSignature ?? null,
      tauxTva: tva,
      honorairesGestionHT: ht,
      honorairesGestion: ht === null ? (nombre(c.honorairesTTC) ?? 0) : tauxTTC(ht, tva),
      dureeMandatMois: nombre(c.dureeMandatMois),
      reconductionsMax: nombre(c.reconductionsMax),
      // Cents, as the sheet's reader gives an amount (issue 76's ceiling, ADR 120).
      plafondTravauxTTC: nombre(c.plafondTravauxTTC),
      nbAppart: Math.max(1, appartements.length),
      proprietaires: refs(c.proprietaires),
      appartements,
    };
  });
  const json = JSON.stringify(rows);
  const liens = (table: string, col: string, cible: string, cle: string) =>
    sql`insert into ${sql.raw(`"${table}"`)} ("MissionId", ${sql.raw(`"${col}"`)})
      select m."id", x."id" from json_each(${json}) j, json_each(j."value", ${`$.${cle}`}) r
      join "Mission" m on m."reference" = ${champ("reference")}
      join ${sql.raw(`"${cible}"`)} x on x."reference" = r."value"
      where true on conflict do nothing`;
  return [
    ...upsert({
      table: "Mission",
      instant,
      lignes: rows,
      colonnes: [
        { col: "reference" },
        { col: "type", expr: sql`${TYPE_MANDAT_GESTION}`, creationSeule: true },
        { col: "nbAppart" },
        { col: "dateSignature" },
        { col: "tauxTva" },
        { col: "honorairesGestion" },
        { col: "honorairesGestionHT" },
        // A management mandate has no fixed price (issue 60): its amounts are 0, as the form stores them.
        ...["accompte1", "accompte2", "reliquat", "valeurMissionAppt", "valeurTotalMission"].map(
          (col) => ({
            col,
            expr: sql`0`,
            creationSeule: true as const,
          }),
        ),
        { col: "numeroMandat" },
        { col: "dureeMandatMois" },
        { col: "reconductionsMax" },
        { col: "plafondTravauxTTC" },
      ],
    }),
    liens("MissionClient", "ClientId", "Client", "proprietaires"),
    liens("MissionAppartement", "AppartementId", "Appartement", "appartements"),
  ];
}
