import { type SQL, sql } from "drizzle-orm";

// One table's rows of an import as ONE statement whatever their number (issue 61, ADR 079): the rows go as a JSON
// array bound to one parameter and `json_each` turns them back into rows inside SQLite, so 2,000 leases stay one
// statement, not 2,000. Keyed by `reference` (the record's identifier in the old software, unique where not null):
// a row met again updates the record, only when one of its cells says something new, so the same file imported
// twice creates nothing and touches nothing.

export interface ColonneSql {
  /** The table's column. */
  col: string;
  /** Its value for row `j` (one element of json_each); default: the JSON key of the same name. */
  expr?: SQL;
  /** Written when the record is created only (its links, its cut-over day): a re-import leaves it. */
  creationSeule?: true;
  /** On a re-import, the column's new value (old row: the table's name; new: `excluded`), in place of the cell's. */
  miseAJour?: SQL;
  /** NOT NULL without a default the import can leave blank: '' in its place (a first name, a company owner). */
  vide?: string | number;
}

export const champ = (cle: string) => sql`json_extract(j."value", ${`$.${cle}`})`;

/**
 * The rows as JSON without their blank cells: `json_extract` reads a missing key as the NULL it was. An apartment's
 * row is some fifty columns, most of them blank: 2,000 of them were 1.4 MB of `"digicode":null` held by the server
 * and copied twice by the driver and SQLite (issue 72, ADR 143). An array's null stays (its place matters).
 */
export const jsonDesLignes = (lignes: readonly Record<string, unknown>[]) =>
  JSON.stringify(lignes, function (this: unknown, _cle, valeur) {
    return valeur === null && !Array.isArray(this) ? undefined : valeur;
  });

const q = (nom: string) => sql.raw(`"${nom.replace(/"/g, '""')}"`);

/**
 * Two statements: an `UPDATE … FROM (rows of json_each)` of the records met again, only where a cell says something
 * new, then an `INSERT … SELECT … WHERE NOT EXISTS` of the others (the partial unique index on `reference` holding
 * the rule under parallel writes). Not one `INSERT … ON CONFLICT DO UPDATE`: an upsert's ABORT policy overrides the
 * `INSERT OR REPLACE` of the row-JSON triggers (ADR 064), which then fail on a row they already keep.
 * A blank cell never erases what the record holds (coalesce): the old software's export often leaves out what it
 * does not know. `instant` is this import's: the created rows carry it as createdAt, the changed ones as updatedAt,
 * which is how the same batch finds them again afterwards (elements.ts). In `miseAJour`, `n` is the row read.
 */
export function upsert(p: {
  table: string;
  colonnes: readonly ColonneSql[];
  lignes: readonly Record<string, unknown>[];
  instant: string;
}): SQL[] {
  const t = q(p.table);
  const valeur = (c: ColonneSql) => {
    const e = c.expr ?? champ(c.col);
    return c.vide === undefined ? e : sql`coalesce(${e}, ${c.vide})`;
  };
  const lus = sql`(select ${sql.join(
    p.colonnes.map((c) => sql`${valeur(c)} as ${q(c.col)}`),
    sql`, `,
  )} from json_each(${jsonDesLignes(p.lignes)}) j)`;
  const cols = sql.join(
    [...p.colonnes.map((c) => q(c.col)), q("createdAt"), q("updatedAt")],
    sql`, `,
  );
  const modifiables = p.colonnes.filter((c) => !c.creationSeule && c.col !== "reference");
  // The cell as the file gave it: the value put for a blank NOT NULL cell is a blank again.
  const nouveau = (c: ColonneSql) =>
    c.vide === undefined ? sql`n.${q(c.col)}` : sql`nullif(n.${q(c.col)}, ${c.vide})`;
  const set = sql.join(
    [
      ...modifiables.map(
        (c) => sql`${q(c.col)} = ${c.miseAJour ?? sql`coalesce(${nouveau(c)}, ${t}.${q(c.col)})`}`,
      ),
      sql`"updatedAt" = ${p.instant}`,
    ],
    sql`, `,
  );
  const change = sql.join(
    modifiables
      .filter((c) => !c.miseAJour)
      .map((c) => sql`(${nouveau(c)} is not null and ${nouveau(c)} is not ${t}.${q(c.col)})`),
    sql` or `,
  );
  return [
    sql`update ${t} set ${set} from ${lus} n where ${t}."reference" = n."reference" and (${change})`,
    sql`insert into ${t} (${cols}) select n.*, ${p.instant}, ${p.instant} from ${lus} n
      where not exists (select 1 from ${t} x where x."reference" = n."reference")`,
  ];
}
