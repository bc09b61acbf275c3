// The dashboard's kept rows of an apartment (ADR 099, ./kept.ts): its periods of one status, its vacancy, its
// notices; and a lease's deposit still to pay back. Each made again from the rows whenever one of them changes.
import { add, JOURS } from "./sommes";

/**
 * What the dashboard's list of notices and vacancies shows of an apartment, kept with its rows: the list then reads
 * these small tables alone, not one wide Appartement row per line (about 1.5 ms at 815 lines, most of it pages
 * read again from the file at 20,000 apartments).
 */
export const LISTE = `"adresse" text, "codePostal" text, "ville" text, "loyerTCC" integer`;
const LISTE_COLONNES = `"adresse", "codePostal", "ville", "loyerTCC"`;
const LISTE_DE = (a: string) => `${a}."adresse", ${a}."codePostal", ${a}."ville", ${a}."loyerTCC"`;

/** The greatest string: "no next day" in a min() of next days. */
const NONE = `char(1114111)`;

const MANDAT = `'mandat de gestion'`; // estMandatGestionSql's test (worker/services/mandat-gestion-sql.ts), lower-cased

// ---- The apartments: statuses, vacancies, notices ----

/**
 * The statements that make an apartment's kept rows again, for the apartments whose ids `ids` lists (an SQL list
 * or SELECT, inside IN (...)): their periods taken out of the sums, made again from their rows, added; their
 * vacancy and notices written again. An archived or deleted apartment keeps nothing: it is in no figure.
 */
export function appartements(ids: string): string[] {
  const segments = (sign: 1 | -1) =>
    add(
      `SELECT s."statut" AS "serie", s."du" AS "k", ${sign} AS "x" FROM "TableauSegment" s WHERE s."AppartementId" IN (${ids})
       UNION ALL SELECT s."statut", s."au", ${-sign} FROM "TableauSegment" s WHERE s."AppartementId" IN (${ids}) AND s."au" IS NOT NULL`,
      JOURS,
    );
  // The days its status may change: '' (before any day), a caretaking mission's first day and the day after its
  // last (intendanceCouvre: first <= day <= last), a lease's end (dossierEnCours: the end after the day).
  const jours = `SELECT a."id" AS "A", '' AS "j" FROM "Appartement" a WHERE a."id" IN (${ids}) AND a."archiveLe" IS NULL
    UNION SELECT n."AppartementId", n."dateDepart" FROM "Intendance" n WHERE n."AppartementId" IN (${ids}) AND n."nature" = 'mission' AND n."dateDepart" IS NOT NULL
    UNION SELECT n."AppartementId", date(n."dateFin", '+1 day') FROM "Intendance" n WHERE n."AppartementId" IN (${ids}) AND n."nature" = 'mission' AND date(n."dateFin", '+1 day') IS NOT NULL
    UNION SELECT d."AppartementId", d."dateFinBail" FROM "Dossier" d WHERE d."AppartementId" IN (${ids}) AND d."dateFinBail" <> ''`;
  // The next of those days (a period's end, excluded), the greatest string standing for "none".
  const apres = (j: string) => `nullif(min(
      coalesce((SELECT min(n."dateDepart") FROM "Intendance" n WHERE n."AppartementId" = p."A" AND n."nature" = 'mission' AND n."dateDepart" > ${j}), ${NONE}),
      coalesce((SELECT min(date(n."dateFin", '+1 day')) FROM "Intendance" n WHERE n."AppartementId" = p."A" AND n."nature" = 'mission' AND date(n."dateFin", '+1 day') > ${j}), ${NONE}),
      coalesce((SELECT min(d."dateFinBail") FROM "Dossier" d WHERE d."AppartementId" = p."A" AND d."dateFinBail" <> '' AND d."dateFinBail" > ${j}), ${NONE})), ${NONE})`;
  // The status on day `j`: the plain form's rules (statutTableauDeBord's precedence), the day being `j`.
  const statut = (j: string) => `CASE
      WHEN EXISTS (SELECT 1 FROM "Intendance" n WHERE n."AppartementId" = a."id" AND n."nature" = 'mission' AND n."dateDepart" <= ${j} AND n."dateFin" >= ${j})
        OR EXISTS (SELECT 1 FROM "MissionAppartement" ma JOIN "Mission" mi ON mi."id" = ma."MissionId" WHERE ma."AppartementId" = a."id" AND mi."archiveLe" IS NULL AND lower(trim(mi."type")) = ${MANDAT}) THEN 'gestion'
      WHEN a."wip" THEN 'travaux'
      WHEN EXISTS (SELECT 1 FROM "Dossier" d WHERE d."AppartementId" = a."id" AND (d."dateFinBail" IS NULL OR d."dateFinBail" = '' OR d."dateFinBail" > ${j})) THEN 'louee'
      ELSE 'vacant' END`;
  return [
    ...liste(ids, -1),
    segments(-1),
    `DELETE FROM "TableauSegment" WHERE "AppartementId" IN (${ids});`,
    `INSERT INTO "TableauSegment" ("AppartementId", "du", "au", "statut") SELECT p."A", p."j", ${apres(`p."j"`)}, ${statut(`p."j"`)} FROM (${jours}) p JOIN "Appartement" a ON a."id" = p."A" WHERE a."archiveLe" IS NULL;`,
    segments(1),
    `DELETE FROM "TableauVacance" WHERE "AppartementId" IN (${ids});`,
    // Let on a day while a lease has no end or ends after it: vacant from its leases' last end ('' without any).
    `INSERT INTO "TableauVacance" ("AppartementId", "fin", ${LISTE_COLONNES}) SELECT v."id", v."fin", ${LISTE_DE("v")} FROM (SELECT a."id", ${LISTE_DE("a")},
        CASE WHEN EXISTS (SELECT 1 FROM "Dossier" d WHERE d."AppartementId" = a."id" AND (d."dateFinBail" IS NULL OR d."dateFinBail" = '')) THEN NULL
          ELSE coalesce((SELECT max(d."dateFinBail") FROM "Dossier" d WHERE d."AppartementId" = a."id"), '') END AS "fin"
      FROM "Appartement" a WHERE a."id" IN (${ids}) AND a."archiveLe" IS NULL AND NOT a."wip") v WHERE v."fin" IS NOT NULL;`,
    `DELETE FROM "TableauPreavis" WHERE "AppartementId" IN (${ids});`,
    `INSERT INTO "TableauPreavis" ("DossierId", "AppartementId", "debut", "fin", ${LISTE_COLONNES}) SELECT d."id", d."AppartementId", d."dateDebutPreavis", d."dateFinPreavis", ${LISTE_DE("a")}
      FROM "Dossier" d JOIN "Appartement" a ON a."id" = d."AppartementId"
      WHERE d."AppartementId" IN (${ids}) AND a."archiveLe" IS NULL AND d."dateDebutPreavis" <> '' AND d."dateFinPreavis" IS NOT NULL;`,
    ...liste(ids, 1),
  ];
}

/**
 * The periods an apartment is on the list of notices and vacancies (in notice, or vacant), read from its kept
 * notices and vacancy: -1, their old periods taken out of the "liste" sums and deleted (before those rows are
 * written again); 1, made again from them and added. The list's count on a day is then the sum up to it (a few
 * dozen rows), and its page the periods running that day, in the apartments' order (ADR 126).
 */
function liste(ids: string, sign: 1 | -1): string[] {
  const sums = add(
    `SELECT 'liste' AS "serie", s."du" AS "k", ${sign} AS "x" FROM "TableauListe" s WHERE s."AppartementId" IN (${ids})
     UNION ALL SELECT 'liste', s."au", ${-sign} FROM "TableauListe" s WHERE s."AppartementId" IN (${ids}) AND s."au" IS NOT NULL`,
    JOURS,
  );
  if (sign === -1) return [sums, `DELETE FROM "TableauListe" WHERE "AppartementId" IN (${ids});`];
  // The days its presence may change: a notice's first day and the day after its last, a vacancy's first day.
  const jours = `SELECT p."AppartementId" AS "A", p."debut" AS "j" FROM "TableauPreavis" p WHERE p."AppartementId" IN (${ids})
    UNION SELECT p."AppartementId", date(p."fin", '+1 day') FROM "TableauPreavis" p WHERE p."AppartementId" IN (${ids}) AND date(p."fin", '+1 day') IS NOT NULL
    UNION SELECT v."AppartementId", v."fin" FROM "TableauVacance" v WHERE v."AppartementId" IN (${ids})`;
  // On the list on day `j` by the read's own test (./read.ts): a notice running, or vacant since.
  const present = (
    j: string,
  ) => `(EXISTS (SELECT 1 FROM "TableauPreavis" p WHERE p."AppartementId" = c."A" AND p."fin" >= ${j} AND p."debut" <= ${j})
      OR EXISTS (SELECT 1 FROM "TableauVacance" v WHERE v."AppartementId" = c."A" AND v."fin" <= ${j}))`;
  // The next of those days, each from its table by the apartment's key.
  const apres = `nullif(min(
      coalesce((SELECT min(p."debut") FROM "TableauPreavis" p WHERE p."AppartementId" = c."A" AND p."debut" > c."j"), ${NONE}),
      coalesce((SELECT min(date(p."fin", '+1 day')) FROM "TableauPreavis" p WHERE p."AppartementId" = c."A" AND date(p."fin", '+1 day') > c."j"), ${NONE}),
      coalesce((SELECT min(v."fin") FROM "TableauVacance" v WHERE v."AppartementId" = c."A" AND v."fin" > c."j"), ${NONE})), ${NONE})`;
  return [
    `INSERT INTO "TableauListe" ("AppartementId", "du", "au") SELECT c."A", c."j", ${apres} FROM (${jours}) c WHERE ${present(`c."j"`)};`,
    sums,
  ];
}

/** The deposits still to pay back of the dossiers `ids` lists, written again. */
export function depots(ids: string): string[] {
  return [
    `DELETE FROM "TableauDepot" WHERE "DossierId" IN (${ids});`,
    `INSERT INTO "TableauDepot" ("DossierId", "cles") SELECT d."id", d."dateRestitutionCles" FROM "Dossier" d
      WHERE d."id" IN (${ids}) AND d."dateRestitutionCles" <> ''
        AND NOT EXISTS (SELECT 1 FROM "RestitutionDepot" r WHERE r."DossierId" = d."id" AND r."dateRestitution" IS NOT NULL);`,
  ];
}
