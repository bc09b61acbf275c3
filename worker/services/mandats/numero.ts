import { sql } from "drizzle-orm";
import type { Intendance, Mission } from "../../db/schema";
import { dureeMois, type NatureMandat } from "../../domain/mandats/registre";
import { today } from "../../lib/dates";
import type { Ports } from "../../ports";
import { bienSql, mandantsSql } from "./sql";
import { present } from "../../domain/present";

// The numbers of the register of mandates (ADR 027). Called inside the creation's or deletion's transaction.

type Cible =
  | { MissionId: number; IntendanceId?: never }
  | { IntendanceId: number; MissionId?: never };

/**
 * Gives the mission its mandate: the next number of the sequence of (the agency's card, this year), computed in
 * the INSERT itself. The creation's transaction holds the write lock, so parallel creations take turns; and the
 * unique index on (carte, annee, sequence) would refuse a number twice even if they did not. Answers the number.
 */
async function attribuer(ports: Ports, nature: NatureMandat, cible: Cible): Promise<string> {
  const jour = today(ports.clock);
  const annee = Number(jour.slice(0, 4));
  const now = ports.clock.now().toISOString();
  const carteHote = ports.config.agence?.carteProfessionnelle ?? "";
  const [row] = await ports.db.all<{ numero: string }>(sql`
    insert into "Mandat" ("carte", "annee", "sequence", "numero", "nature", "MissionId", "IntendanceId", "date",
      "createdAt", "updatedAt")
    select n."carte", ${annee}, n."seq", printf('%d-%04d', ${annee}, n."seq"), ${nature}, ${cible.MissionId ?? null},
      ${cible.IntendanceId ?? null}, ${jour}, ${now}, ${now}
    from (
      select k."carte", coalesce((select max("sequence") from "Mandat" where "carte" = k."carte" and "annee" = ${annee}), 0) + 1 as "seq"
      from (select coalesce(nullif((select "carteProfessionnelle" from "AgenceParametres" where "id" = 1), ''), ${carteHote}) as "carte") k
    ) n
    returning "numero"`);
  return present(row, "numéro de mandat").numero;
}

/**
 * A new management mission's number. The register row's insert trigger writes it on the mission too (migration
 * 0021: its API answers carry it), in the same statement; answers the row as it now is.
 */
export async function numeroterMission(ports: Ports, row: typeof Mission.$inferSelect) {
  return { ...row, numeroMandat: await attribuer(ports, "gestion", { MissionId: row.id }) };
}

/** A new caretaking mission's number (an expense has none), written on it as a mission's is. */
export async function numeroterIntendance(ports: Ports, row: typeof Intendance.$inferSelect) {
  if (row.nature !== "mission") return row;
  return { ...row, numeroMandat: await attribuer(ports, "intendance", { IntendanceId: row.id }) };
}

/**
 * The mission goes, its mandate stays: the register's row gets its cancellation day and a copy of what it printed
 * (mandants, property, period), read before the mission's links go with it. Never a deletion: no gap.
 */
export async function annulerMandat(
  ports: Ports,
  cible: Cible,
  periode: { debut: string | null; fin: string | null } = { debut: null, fin: null },
) {
  const where =
    cible.MissionId != null
      ? sql`m."MissionId" = ${cible.MissionId}`
      : sql`m."IntendanceId" = ${cible.IntendanceId}`;
  await ports.db.run(sql`
    update "Mandat" as m set "dateAnnulation" = ${today(ports.clock)}, "mandants" = ${mandantsSql},
      "bien" = ${bienSql}, "duree" = ${dureeMois(periode.debut, periode.fin)}, "dateFin" = ${periode.fin},
      "updatedAt" = ${ports.clock.now().toISOString()}
    where ${where}`);
}
