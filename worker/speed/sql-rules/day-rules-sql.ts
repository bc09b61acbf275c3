// Speed layer (ADR 013). Speeds up: the apartment read and list, whose day flags and status are computed in the
// statement that builds the answer rather than on row objects afterwards.
// Plain form it mirrors: domain/statut-appartement.ts (dossierEnCours, enPreavis, intendanceCouvre...).
// Held equal by: worker/speed/sql-rules/day-rules-sql.test.ts (property test on generated dates) and
// tests/api/apartment-list-sql.test.ts (the composed status and flags, field for field).
import { TYPE_MANDAT_GESTION } from "../../domain/mission-type";

// The day rules of domain/statut-appartement.ts as SQL conditions, for statements that answer whole (the apartment
// read) or count (the dashboard). `day` is an SQL expression holding today's YYYY-MM-DD; dates are ISO text, so
// comparing them as text is comparing days, in SQLite as in JavaScript. day-rules-sql.test.ts checks each one
// against its JavaScript rule on generated dates: the two must never disagree.

/** dossierEnCours: no end date, or one after today. */
export const dossierEnCoursSql = (d: string, day: string) =>
  `(${d}."dateFinBail" is null or ${d}."dateFinBail" = '' or ${d}."dateFinBail" > ${day})`;

/** enPreavis: today within the notice period, bounds included. */
export const enPreavisSql = (d: string, day: string) =>
  `(coalesce(${d}."dateDebutPreavis", '') <> '' and coalesce(${d}."dateFinPreavis", '') <> '' and ${d}."dateDebutPreavis" <= ${day} and ${day} <= ${d}."dateFinPreavis")`;

/** intendanceEnCours: an end date after today. */
export const intendanceEnCoursSql = (n: string, day: string) =>
  `(coalesce(${n}."dateFin", '') <> '' and ${n}."dateFin" > ${day})`;

/** intendanceCouvre: both dates set, today within them (bounds included): the apartment is 'En gestion'. */
export const intendanceCouvreSql = (n: string, day: string) =>
  `(coalesce(${n}."dateDepart", '') <> '' and coalesce(${n}."dateFin", '') <> '' and ${n}."dateDepart" <= ${day} and ${day} <= ${n}."dateFin")`;

/** statutAppartement: 'En Travaux' (wip), 'Occupé' (a running dossier), else 'Vacant'. `a`: the apartment's alias. */
export const statutAppartementSql = (
  a: string,
  day: string,
) => `case when ${a}."wip" = 1 then 'En Travaux'
    when exists (select 1 from "Dossier" d where d."AppartementId" = ${a}."id" and ${dossierEnCoursSql("d", day)}) then 'Occupé'
    else 'Vacant' end`;

/** The notice list's column: 'En préavis' (a dossier in its notice period), else 'Vacant' for a vacant apartment. */
export const preavisAppartementSql = (a: string, day: string) => `case
    when exists (select 1 from "Dossier" d where d."AppartementId" = ${a}."id" and ${enPreavisSql("d", day)}) then 'En préavis'
    when ${statutAppartementSql(a, day)} = 'Vacant' then 'Vacant' end`;

/**
 * 'En gestion': a caretaking mission (never an expense) covers today, or a management mandate holds the apartment
 * (issue 60; estMandatGestion of worker/domain/mission-type.ts, the type being ASCII).
 */
export const enGestionSql = (a: string, day: string) =>
  `(exists (select 1 from "Intendance" n where n."AppartementId" = ${a}."id" and n."nature" = 'mission' and ${intendanceCouvreSql("n", day)})
    or exists (select 1 from "MissionAppartement" ma join "Mission" mi on mi."id" = ma."MissionId"
      where ma."AppartementId" = ${a}."id" and mi."archiveLe" is null
        and lower(trim(mi."type")) = '${TYPE_MANDAT_GESTION.toLowerCase()}'))`;

/**
 * A condition as a JSON true / false (never null). json('true') has constant arguments: SQLite computes it once per
 * statement, not once per row (a 2,000-row list has several flags a row).
 */
export const jsonBool = (condition: string) => `iif(${condition}, json('true'), json('false'))`;
