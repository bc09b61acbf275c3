// The dashboard's arrears beside the terms' (ADR 126, after ADR 099): the opening debts an import took over
// (services/arrieres/tableau.ts, ADR 114) and the housing aid still awaited in tiers payant (services/arrieres/aides.ts,
// ADR 123), kept by the writes that move them instead of read from every such lease at each request. Each is made
// again for a whole lease whenever one of its rows changes (its terms, its ledger, its aid, the organisme's shares),
// by the plain statements' own rules, and summed by day in "TableauCompte" like the terms' arrears:
// - "repris" by the opening debt's day: what is left of it (the account's balance less its open terms, never more
//   than the debt, never below 0). Every opening debt has a row, paid or not: a later debit may reopen it.
// - "aide" by the term's day and "aideNonRecue" by the day the aid was expected: the aid still missing on each open
//   term of a lease in tiers payant.
import { SQLiteSyncDialect } from "drizzle-orm/sqlite-core";
import type { SQL } from "drizzle-orm";
import { aideManquante, jourAideAttendue } from "../../services/aides-logement/hors-dette";
import { add, JOURS } from "./sommes";
import { changed, trigger, updateOf } from "./declencheurs";

export const TABLES_ARRIERES = {
  TableauReprise: `("EcritureId" integer PRIMARY KEY NOT NULL, "DossierId" integer NOT NULL, "date" text NOT NULL, "r" integer NOT NULL)`,
  TableauAide: `("QuitanceId" integer PRIMARY KEY NOT NULL, "DossierId" integer NOT NULL, "date" text NOT NULL, "attendue" text, "m" integer NOT NULL)`,
} as const;

export const INDEXES_ARRIERES = [
  `CREATE INDEX "TableauReprise_DossierId_idx" ON "TableauReprise" ("DossierId")`,
  `CREATE INDEX "TableauAide_DossierId_idx" ON "TableauAide" ("DossierId")`,
];

const dialect = new SQLiteSyncDialect();

/** A rule's SQL as text for a trigger: it must carry no parameter. */
function texte(rule: SQL): string {
  const { sql, params } = dialect.sqlToQuery(rule);
  if (params.length > 0) throw new Error("Une règle d'un déclencheur ne prend pas de paramètre.");
  return sql;
}

/** The opening debts of the leases `ids` lists (an SQL list or SELECT), made again and summed. */
export function repris(ids: string): string[] {
  const sums = (s: 1 | -1) =>
    add(
      `SELECT 'repris' AS "serie", t."date" AS "k", ${s} * t."r" AS "x" FROM "TableauReprise" t WHERE t."DossierId" IN (${ids})`,
      JOURS,
    );
  return [
    sums(-1),
    `DELETE FROM "TableauReprise" WHERE "DossierId" IN (${ids});`,
    `INSERT INTO "TableauReprise" ("EcritureId", "DossierId", "date", "r") SELECT e."id", e."DossierId", e."date", min(e."debit", max(0,
        (SELECT sum(x."debit" - x."credit") FROM "Ecriture" x WHERE x."DossierId" = e."DossierId")
        - coalesce((SELECT sum(q."prixHC" + q."charge" - coalesce(q."montantRegle", 0)) FROM "Quitance" q
            WHERE q."DossierId" = e."DossierId" AND q."regle" = 0), 0)))
      FROM "Ecriture" e WHERE e."DossierId" IN (${ids}) AND e."type" = 'reprise' AND e."debit" > 0 AND e."date" IS NOT NULL;`,
    sums(1),
  ];
}

/** The aid still missing on the open terms of the leases `ids` lists, made again and summed. */
export function aides(ids: string): string[] {
  const sums = (s: 1 | -1) =>
    add(
      `SELECT 'aide' AS "serie", t."date" AS "k", ${s} * t."m" AS "x" FROM "TableauAide" t WHERE t."DossierId" IN (${ids})
       UNION ALL SELECT 'aideNonRecue', t."attendue", ${s} * t."m" FROM "TableauAide" t WHERE t."DossierId" IN (${ids})`,
      JOURS,
    );
  return [
    sums(-1),
    `DELETE FROM "TableauAide" WHERE "DossierId" IN (${ids});`,
    `INSERT INTO "TableauAide" ("QuitanceId", "DossierId", "date", "attendue", "m") SELECT * FROM (
        SELECT q."id", q."DossierId", q."date", ${texte(jourAideAttendue("q"))}, ${texte(aideManquante("q"))} AS "m" FROM "Quitance" q
        WHERE q."DossierId" IN (${ids}) AND q."regle" = 0 AND q."date" IS NOT NULL
          AND q."DossierId" IN (SELECT "DossierId" FROM "AideLogement" WHERE "tiersPayant" = 1)) WHERE "m" > 0;`,
    sums(1),
  ];
}

/** A lease `d` (an SQL expression) with an opening debt, or with an aid in tiers payant. */
export const aReprise = (d: string) =>
  `EXISTS (SELECT 1 FROM "TableauReprise" t WHERE t."DossierId" = ${d})`;
export const aAide = (d: string) =>
  `EXISTS (SELECT 1 FROM "AideLogement" a WHERE a."DossierId" = ${d} AND a."tiersPayant" = 1)`;

/**
 * Their triggers. A lease's rows are made again only when it has an opening debt or an aid in tiers payant: the
 * other leases' writes pay one index probe each.
 */
export function triggersArrieres(): string[] {
  const both = (d: string) => [...repris(d), ...aides(d)];
  const either = (d: string) => `(${aReprise(d)} OR ${aAide(d)})`;
  const qCols = ["prixHC", "charge", "date", "mois", "regle", "montantRegle", "DossierId"];
  const eCols = ["type", "date", "debit", "credit", "DossierId"];
  const aCols = ["DossierId", "tiersPayant", "montantMensuel", "depuis", "organisme"];
  const vCols = ["DossierId", "mois", "montant"];
  return [
    ...trigger(
      "Arrieres_Quitance_insert",
      "AFTER INSERT",
      "Quitance",
      both(`new."DossierId"`),
      either(`new."DossierId"`),
    ),
    ...trigger(
      "Arrieres_Quitance_update",
      updateOf(...qCols),
      "Quitance",
      both(`old."DossierId", new."DossierId"`),
      `(${changed(...qCols)}) AND (${either(`old."DossierId"`)} OR ${either(`new."DossierId"`)})`,
    ),
    ...trigger(
      "Arrieres_Quitance_delete",
      "AFTER DELETE",
      "Quitance",
      both(`old."DossierId"`),
      `(${either(`old."DossierId"`)} OR EXISTS (SELECT 1 FROM "TableauAide" t WHERE t."QuitanceId" = old."id"))`,
    ),
    // An opening debt's own entry brings its lease in; the rest of the ledger only for a lease that has one.
    ...trigger(
      "Arrieres_Ecriture_insert",
      "AFTER INSERT",
      "Ecriture",
      repris(`new."DossierId"`),
      `(new."type" = 'reprise' OR ${aReprise(`new."DossierId"`)})`,
    ),
    ...trigger(
      "Arrieres_Ecriture_update",
      updateOf(...eCols),
      "Ecriture",
      repris(`old."DossierId", new."DossierId"`),
      `(${changed(...eCols)}) AND (new."type" = 'reprise' OR old."type" = 'reprise' OR ${aReprise(`old."DossierId"`)} OR ${aReprise(`new."DossierId"`)})`,
    ),
    ...trigger(
      "Arrieres_Ecriture_delete",
      "AFTER DELETE",
      "Ecriture",
      repris(`old."DossierId"`),
      aReprise(`old."DossierId"`),
    ),
    ...trigger(
      "Arrieres_AideLogement_insert",
      "AFTER INSERT",
      "AideLogement",
      aides(`new."DossierId"`),
    ),
    ...trigger(
      "Arrieres_AideLogement_update",
      updateOf(...aCols),
      "AideLogement",
      aides(`old."DossierId", new."DossierId"`),
      changed(...aCols),
    ),
    ...trigger(
      "Arrieres_AideLogement_delete",
      "AFTER DELETE",
      "AideLogement",
      aides(`old."DossierId"`),
    ),
    ...trigger(
      "Arrieres_VersementAide_insert",
      "AFTER INSERT",
      "VersementAide",
      aides(`new."DossierId"`),
      aAide(`new."DossierId"`),
    ),
    ...trigger(
      "Arrieres_VersementAide_update",
      updateOf(...vCols),
      "VersementAide",
      aides(`old."DossierId", new."DossierId"`),
      changed(...vCols),
    ),
    ...trigger(
      "Arrieres_VersementAide_delete",
      "AFTER DELETE",
      "VersementAide",
      aides(`old."DossierId"`),
      aAide(`old."DossierId"`),
    ),
  ];
}
