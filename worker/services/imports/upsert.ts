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

const q = (nom: string) => sql.raw(`"${nom.replace(/"/g, '""')}"`);

/**
 * `INSERT … SELECT … FROM json_each(?) … ON CONFLICT(reference) DO UPDATE … WHERE <a cell changed>`. A blank cell
 * never erases what the record holds (coalesce): the old software's export often leaves out what it does not know.
 * `instant` is this import's: the created rows carry it as createdAt, the changed ones as updatedAt, which is how
 * the same batch finds them again afterwards (elements.ts). `jointure`: the tables the expressions read (a link
 * resolved by reference), `filtre` what a row needs to be written.
 */
export function upsert(p: {
  table: string;
  colonnes: readonly ColonneSql[];
  lignes: readonly Record<string, unknown>[];
  instant: string;
  jointure?: SQL;
  filtre?: SQL;
}): SQL {
  const t = q(p.table);
  const valeur = (c: ColonneSql) => {
    const e = c.expr ?? champ(c.col);
    return c.vide === undefined ? e : sql`coalesce(${e}, ${c.vide})`;
  };
  const cols = sql.join(
    [...p.colonnes.map((c) => q(c.col)), q("createdAt"), q("updatedAt")],
    sql`, `,
  );
  const exprs = sql.join(
    [...p.colonnes.map(valeur), sql`${p.instant}`, sql`${p.instant}`],
    sql`, `,
  );
  const modifiables = p.colonnes.filter((c) => !c.creationSeule && c.col !== "reference");
  // The cell as the file gave it: the '' put for a blank NOT NULL cell is a blank again.
  const nouveau = (c: ColonneSql) =>
    c.vide === undefined ? sql`excluded.${q(c.col)}` : sql`nullif(excluded.${q(c.col)}, ${c.vide})`;
  const set = sql.join(
    [
      ...modifiables.map(
        (c) => sql`${q(c.col)} = ${c.miseAJour ?? sql`coalesce(${nouveau(c)}, ${t}.${q(c.col)})`}`,
      ),
      sql`"updatedAt" = excluded."updatedAt"`,
    ],
    sql`, `,
  );
  const change = sql.join(
    modifiables
      .filter((c) => !c.miseAJour)
      .map((c) => sql`(${nouveau(c)} is not null and ${nouveau(c)} is not ${t}.${q(c.col)})`),
    sql` or `,
  );
  // "where true": SQLite reads "select … from … on conflict" as a join's ON without a WHERE before it.
  return sql`insert into ${t} (${cols})
    select ${exprs} from json_each(${JSON.stringify(p.lignes)}) j ${p.jointure ?? sql``}
    where ${p.filtre ?? sql`true`}
    on conflict("reference") where "reference" is not null do update set ${set}
    where ${change}`;
}
