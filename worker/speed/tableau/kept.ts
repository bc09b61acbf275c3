// Speed layer (ADR 099). Speeds up: the dashboard's first request after a write (GET /api/dashboard), whose plain
// statement recounted every apartment, a year of terms and payments and every unpaid term (about 84 ms at 20,000
// leases).
// Plain form it mirrors: the statement of worker/services/dashboard.ts (`tableauDeBordRecompte`), kept as the
// reference.
// Held equal by: tests/api/dashboard-kept.test.ts and tests/edge/dashboard-kept.test.ts (the kept figures against the
// recount after writes of every kind that move one, and on the next days and months).
//
// The dashboard's figures are kept by SQLite triggers in the transaction of every write that moves one, whoever
// writes (services, jobs, an import, a restore), so they are never older than the rows, unlike a cache. Nothing
// here knows "today": what depends on the day is kept by day, and the read (./read.ts) sums a few rows up to it.
// Not in the drizzle schema: no backup, no version counter, no journal; a restore rewrites the rows, whose
// triggers rewrite these. Made by the migration runner from this definition (worker/db/derived, ADR 097).
//
// - "TableauCompte" (serie, niveau, cle, n): sums by key at four levels, so that a sum of the keys before a day
//   reads the years before it, the months of its year before it and the days of its month: a few dozen rows
//   whatever the number of leases. Level 0 is the serie's total (key ''), 1 the year (the key's first 4
//   characters), 2 the month (7), 3 the whole key. The series:
//   - the apartments' statuses ("gestion", "travaux", "louee", "vacant"): +1 on the first day of each period
//     ("segment") an apartment has that status, -1 on the day after it ends, so that the sum up to a day counts
//     the apartments with that status on that day;
//   - "du", "encaisse", "annule" by month (level 2 only): the terms' due and the move-in charges, the payments,
//     the reversed payments by their payment's month, in cents;
//   - "impaye" by the term's day: what is left of each term not settled, in cents;
//   - "finIntendance" by the caretaking mission's last day; "intendances", "nonRenouvelees", "depenses",
//     "missions": plain counts (level 0).
// - "TableauSegment": each apartment's periods of one status, from the days its status may change (a caretaking
//   mission's first day and the day after its last, a lease's end), each period's status computed by the plain
//   form's rules on its first day. Kept to take an apartment's old periods out of the sums when it changes.
// - "TableauVacance": the apartments not in works from the day they are no longer let (their leases' last end, ''
//   when they have none); those let without an end have no row. With what the list shows of them.
// - "TableauPreavis": the notices (a lease with a notice start), by their end. With what the list shows of them.
// - "TableauDepot": the leases whose keys are back and whose deposit is not yet paid back, by the keys' day.
// - "TableauListe": each apartment's periods on the list of notices and vacancies (ADR 126), summed as "liste"
//   for the list's count and read in the apartments' order for its page, so neither grows with the list.
import { appartements, depots, LISTE } from "./appartements";
import { add, JOURS, MOIS, TOTAL, TOUT } from "./sommes";
import { changed, trigger, updateOf } from "./declencheurs";
import { aides, INDEXES_ARRIERES, repris, TABLES_ARRIERES, triggersArrieres } from "./arrieres";

/** The summary tables, each dropped and made again by the definition (its rows are made again anyway). */
const TABLES = {
  TableauCompte: `("serie" text NOT NULL, "niveau" integer NOT NULL, "cle" text NOT NULL, "n" integer NOT NULL, PRIMARY KEY ("serie", "niveau", "cle")) WITHOUT ROWID`,
  TableauSegment: `("AppartementId" integer NOT NULL, "du" text NOT NULL, "au" text, "statut" text NOT NULL, PRIMARY KEY ("AppartementId", "du")) WITHOUT ROWID`,
  TableauVacance: `("AppartementId" integer PRIMARY KEY NOT NULL, "fin" text NOT NULL, ${LISTE})`,
  TableauPreavis: `("DossierId" integer PRIMARY KEY NOT NULL, "AppartementId" integer NOT NULL, "debut" text NOT NULL, "fin" text NOT NULL, ${LISTE})`,
  TableauDepot: `("DossierId" integer PRIMARY KEY NOT NULL, "cles" text NOT NULL)`,
  TableauListe: `("AppartementId" integer NOT NULL, "du" text NOT NULL, "au" text, PRIMARY KEY ("AppartementId", "du")) WITHOUT ROWID`,
  ...TABLES_ARRIERES,
} as const;

const INDEXES = [
  `CREATE INDEX "TableauVacance_fin_idx" ON "TableauVacance" ("fin")`,
  `CREATE INDEX "TableauPreavis_fin_idx" ON "TableauPreavis" ("fin", "debut", "AppartementId")`,
  `CREATE INDEX "TableauDepot_cles_idx" ON "TableauDepot" ("cles")`,
  `CREATE INDEX "TableauPreavis_AppartementId_idx" ON "TableauPreavis" ("AppartementId", "fin", "debut")`,
  ...INDEXES_ARRIERES,
];

/** The statuses' series, by the dashboard's names. */
export const STATUTS = {
  gestion: "En gestion",
  travaux: "En Travaux",
  louee: "Louée",
  vacant: "Vacant",
} as const;

// ---- The sums of a row: each source's rows for the row `r` (`new` or `old` in a trigger), signed ----

/** A term's due in its month, and what is left of it unpaid on its day. */
const quitance = (r: string, s: 1 | -1, from = ""): [string, string] => [
  add(
    `SELECT 'du' AS "serie", ${r}."mois" AS "k", ${s} * (${r}."prixHC" + ${r}."charge") AS "x" ${from}`,
    MOIS,
    !from,
  ),
  add(
    `SELECT 'impaye' AS "serie", ${r}."date" AS "k", ${s} * (${r}."prixHC" + ${r}."charge" - coalesce(${r}."montantRegle", 0)) AS "x" ${from}
     WHERE ${r}."regle" = 0 AND ${r}."prixHC" + ${r}."charge" - coalesce(${r}."montantRegle", 0) > 0`,
    JOURS,
    !from,
  ),
];

/** A payment's month; its reversal, when there is one, counts in the same month (`annule`). */
const paiement = (r: string, s: 1 | -1, from = "") =>
  add(
    `SELECT 'encaisse' AS "serie", substr(${r}."date", 1, 7) AS "k", ${s} * ${r}."montant" AS "x" ${from}`,
    MOIS,
    !from,
  );
const annulationsDuPaiement = (r: string, s: 1 | -1) =>
  add(
    `SELECT 'annule' AS "serie", substr(${r}."date", 1, 7) AS "k",
      ${s} * ${r}."montant" * (SELECT count(*) FROM "Ecriture" e WHERE e."PaiementId" = ${r}."id" AND e."type" = 'annulation') AS "x"`,
    MOIS,
    true,
  );

/** An entry's due (the move-in charges) and, for a reversal, its payment's amount when the payment is there. */
const ecriture = (r: string, s: 1 | -1, from = "") => [
  add(
    `SELECT 'du' AS "serie", substr(${r}."date", 1, 7) AS "k", ${s} * ${r}."debit" AS "x" ${from} WHERE ${r}."type" IN ('depot', 'honorairesLocation')`,
    MOIS,
    !from,
  ),
  add(
    `SELECT 'annule' AS "serie", substr(p."date", 1, 7) AS "k", ${s} * p."montant" AS "x" ${from ? `${from} JOIN "Paiement" p ON` : `FROM "Paiement" p WHERE`} p."id" = ${r}."PaiementId" AND ${r}."type" = 'annulation'`,
    MOIS,
    !from,
  ),
];

const intendance = (r: string, s: 1 | -1, from = "") => [
  add(
    [
      `SELECT 'intendances' AS "serie", '' AS "k", ${s} AS "x" ${from} WHERE ${r}."nature" = 'mission'`,
      `SELECT 'nonRenouvelees', '', ${s} ${from} WHERE ${r}."nature" = 'mission' AND ${r}."renouvele" = 0`,
      `SELECT 'depenses', '', ${s} ${from} WHERE ${r}."nature" = 'depense'`,
    ].join(" UNION ALL "),
    TOTAL,
    !from,
  ),
  add(
    `SELECT 'finIntendance' AS "serie", ${r}."dateFin" AS "k", ${s} AS "x" ${from} WHERE ${r}."nature" = 'mission'`,
    TOUT,
    !from,
  ),
];

const mission = (r: string, s: 1 | -1, from = "") =>
  add(
    `SELECT 'missions' AS "serie", '' AS "k", ${s} AS "x" ${from} WHERE ${r}."archiveLe" IS NULL`,
    TOTAL,
    !from,
  );

// ---- The triggers ----

function triggers(): string[] {
  const qDu = ["prixHC", "charge", "mois"];
  const qCols = ["prixHC", "charge", "date", "regle", "montantRegle"];
  // Only the move-in charges and the reversals count: the rest of the ledger runs nothing.
  const compte = (r: string) => `${r}."type" IN ('depot', 'honorairesLocation', 'annulation')`;
  const eCols = ["type", "date", "debit", "PaiementId"];
  const nCols = ["nature", "renouvele", "dateFin", "dateDepart", "AppartementId"];
  const dCols = ["AppartementId", "dateFinBail", "dateDebutPreavis", "dateFinPreavis"];
  const aCols = ["wip", "archiveLe", "adresse", "codePostal", "ville", "loyerTCC"];
  return [
    ...trigger("Quitance_insert", "AFTER INSERT", "Quitance", quitance("new", 1)),
    // A term's due moves with its amounts and month; what is left unpaid with its amounts, day and settlement,
    // while it is unsettled before or after (an account's replay rewrites the settled terms too).
    ...trigger(
      "Quitance_update_du",
      updateOf(...qDu),
      "Quitance",
      [quitance("old", -1)[0], quitance("new", 1)[0]],
      changed(...qDu),
    ),
    ...trigger(
      "Quitance_update_impaye",
      updateOf(...qCols),
      "Quitance",
      [quitance("old", -1)[1], quitance("new", 1)[1]],
      `(${changed(...qCols)}) AND (old."regle" = 0 OR new."regle" = 0)`,
    ),
    ...trigger("Quitance_delete", "AFTER DELETE", "Quitance", quitance("old", -1)),
    // A payment added after its reversal's entry (a restore's order) brings the reversal with it.
    ...trigger("Paiement_insert", "AFTER INSERT", "Paiement", [
      paiement("new", 1),
      annulationsDuPaiement("new", 1),
    ]),
    ...trigger(
      "Paiement_update",
      updateOf("montant", "date"),
      "Paiement",
      [
        paiement("old", -1),
        annulationsDuPaiement("old", -1),
        paiement("new", 1),
        annulationsDuPaiement("new", 1),
      ],
      changed("montant", "date"),
    ),
    // Before: a payment's deletion deletes its entries (ON DELETE CASCADE) before any AFTER trigger runs, and the
    // reversal's entry then no longer finds its payment; its reversal is taken out here, while both are there.
    ...trigger("Paiement_delete", "BEFORE DELETE", "Paiement", [
      paiement("old", -1),
      annulationsDuPaiement("old", -1),
    ]),
    ...trigger("Ecriture_insert", "AFTER INSERT", "Ecriture", ecriture("new", 1), compte("new")),
    ...trigger(
      "Ecriture_update",
      updateOf(...eCols),
      "Ecriture",
      [...ecriture("old", -1), ...ecriture("new", 1)],
      `(${changed(...eCols)}) AND (${compte("old")} OR ${compte("new")})`,
    ),
    ...trigger("Ecriture_delete", "AFTER DELETE", "Ecriture", ecriture("old", -1), compte("old")),
    ...trigger("Intendance_insert", "AFTER INSERT", "Intendance", [
      ...intendance("new", 1),
      ...appartements(`new."AppartementId"`),
    ]),
    ...trigger(
      "Intendance_update",
      updateOf(...nCols),
      "Intendance",
      [
        ...intendance("old", -1),
        ...intendance("new", 1),
        ...appartements(`old."AppartementId", new."AppartementId"`),
      ],
      changed(...nCols),
    ),
    ...trigger("Intendance_delete", "AFTER DELETE", "Intendance", [
      ...intendance("old", -1),
      ...appartements(`old."AppartementId"`),
    ]),
    ...trigger("Mission_insert", "AFTER INSERT", "Mission", [mission("new", 1)]),
    ...trigger(
      "Mission_update",
      updateOf("type", "archiveLe"),
      "Mission",
      [
        mission("old", -1),
        mission("new", 1),
        ...appartements(
          `SELECT ma."AppartementId" FROM "MissionAppartement" ma WHERE ma."MissionId" = new."id"`,
        ),
      ],
      changed("type", "archiveLe"),
    ),
    // Its apartments' links go with it (ON DELETE CASCADE), and their triggers make those apartments again.
    ...trigger("Mission_delete", "AFTER DELETE", "Mission", [mission("old", -1)]),
    ...trigger(
      "MissionAppartement_insert",
      "AFTER INSERT",
      "MissionAppartement",
      appartements(`new."AppartementId"`),
    ),
    ...trigger(
      "MissionAppartement_update",
      "AFTER UPDATE",
      "MissionAppartement",
      appartements(`old."AppartementId", new."AppartementId"`),
    ),
    ...trigger(
      "MissionAppartement_delete",
      "AFTER DELETE",
      "MissionAppartement",
      appartements(`old."AppartementId"`),
    ),
    ...trigger("Appartement_insert", "AFTER INSERT", "Appartement", appartements(`new."id"`)),
    ...trigger(
      "Appartement_update",
      updateOf(...aCols),
      "Appartement",
      appartements(`new."id"`),
      changed(...aCols),
    ),
    ...trigger("Appartement_delete", "AFTER DELETE", "Appartement", appartements(`old."id"`)),
    ...trigger("Dossier_insert", "AFTER INSERT", "Dossier", [
      ...appartements(`new."AppartementId"`),
      ...depots(`new."id"`),
    ]),
    ...trigger(
      "Dossier_update",
      updateOf(...dCols),
      "Dossier",
      appartements(`old."AppartementId", new."AppartementId"`),
      changed(...dCols),
    ),
    ...trigger(
      "Dossier_update_cles",
      updateOf("dateRestitutionCles"),
      "Dossier",
      depots(`new."id"`),
      changed("dateRestitutionCles"),
    ),
    ...trigger("Dossier_delete", "AFTER DELETE", "Dossier", [
      ...appartements(`old."AppartementId"`),
      ...depots(`old."id"`),
    ]),
    ...trigger(
      "RestitutionDepot_insert",
      "AFTER INSERT",
      "RestitutionDepot",
      depots(`new."DossierId"`),
    ),
    ...trigger(
      "RestitutionDepot_update",
      updateOf("DossierId", "dateRestitution"),
      "RestitutionDepot",
      depots(`old."DossierId", new."DossierId"`),
      changed("DossierId", "dateRestitution"),
    ),
    ...trigger(
      "RestitutionDepot_delete",
      "AFTER DELETE",
      "RestitutionDepot",
      depots(`old."DossierId"`),
    ),
  ];
}

/** Every figure made again from the rows (the triggers' sums, over all of them). */
function refill(): string[] {
  return [
    ...quitance("q", 1, `FROM "Quitance" q`),
    paiement("p", 1, `FROM "Paiement" p`),
    ...ecriture("e", 1, `FROM "Ecriture" e`),
    ...intendance("n", 1, `FROM "Intendance" n`),
    mission("m", 1, `FROM "Mission" m`),
    ...appartements(`SELECT "id" FROM "Appartement"`),
    ...depots(`SELECT "id" FROM "Dossier"`),
    ...repris(`SELECT "DossierId" FROM "Ecriture" WHERE "type" = 'reprise'`),
    ...aides(`SELECT "DossierId" FROM "AideLogement" WHERE "tiersPayant" = 1`),
  ];
}

/**
 * The dashboard's kept figures as derived objects (worker/db/derived, ADR 097): the tables dropped and made again
 * (their columns are this definition's), their triggers dropped and made again, every figure made from the rows.
 * The migration runner runs them again whenever this definition changes, and after any migration.
 */
export function tableauStatements(): string[] {
  return [
    ...Object.entries(TABLES).flatMap(([name, columns]) => [
      `DROP TABLE IF EXISTS "${name}";`,
      `CREATE TABLE "${name}" ${columns};`,
    ]),
    ...INDEXES.map((i) => `${i};`),
    ...triggers(),
    ...triggersArrieres(),
    ...refill(),
  ];
}
