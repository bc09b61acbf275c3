import { type SQL, sql } from "drizzle-orm";
import { estMandatGestionSql } from "../mandat-gestion-sql";
import type { Ports } from "../../ports";

// The export's reads of issue 74 item 1 (ADR 115), in lirePortefeuille's one trip: a lease's co-tenants in their
// order, and the live management mandates with their mandants and lots (ids, named by the export's references).

/** A lease's co-tenants' ids as a JSON array in their order, null when it has none. */
export const colocatairesSql = (dossierId: SQL) =>
  sql`(select json_group_array(k."LocataireId") from (select "LocataireId" from "Colocataire"
    where "DossierId" = ${dossierId} order by "rang") k having count(*) > 0)`;

export interface MandatLu {
  id: number;
  reference: string | null;
  numeroMandat: string | null;
  dateSignature: string | null;
  tauxTva: number;
  honorairesGestion: number;
  honorairesGestionHT: number | null;
  dureeMandatMois: number | null;
  reconductionsMax: number | null;
  /** Cents. */
  plafondTravauxTTC: number | null;
  /** JSON arrays of ids. */
  clients: string;
  appartements: string;
}

export const mandatsLus = (ports: Ports) =>
  ports.db.all<MandatLu>(sql`select m."id", m."reference", m."numeroMandat", m."dateSignature", m."tauxTva",
      m."honorairesGestion", m."honorairesGestionHT", m."dureeMandatMois", m."reconductionsMax",
      m."plafondTravauxTTC",
      (select json_group_array("ClientId") from (select "ClientId" from "MissionClient"
        where "MissionId" = m."id" order by "ClientId")) as "clients",
      (select json_group_array("AppartementId") from (select "AppartementId" from "MissionAppartement"
        where "MissionId" = m."id" order by "AppartementId")) as "appartements"
    from "Mission" m where m."archiveLe" is null and ${estMandatGestionSql(sql`m."type"`)}
    order by m."id"`);
