import { inArray, type SQL } from "drizzle-orm";
import { getTableName } from "drizzle-orm";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import type { Ports } from "../ports";
import { jsonDistinct, parseJsonRows } from "../speed/sql-json/json-select";
import type { DeleteRule, IdRow, ResourceDef } from "./resource-def";
import { jsonBool } from "../speed/sql-rules/day-rules-sql";

// A resource's delete rule answers for a batch of rows, so that the same function refuses a DELETE (one row, in
// the delete's transaction) and computes the `supprimable` flag of a whole list (one query per rule, not per row):
// the web offers Delete exactly where the server accepts it.

/** Above this many ids, read every referencing value rather than bind a long `in (...)` list. */
const MAX_BOUND_IDS = 500;

/** Refuses the rows some row of `table` points at through `column` (an apartment with dossiers...). */
export function referencedBy(
  table: SQLiteTable,
  column: SQLiteColumn,
  message: string,
): DeleteRule {
  const refused: DeleteRule["refused"] = async ({ db }, given, page) => {
    // The referenced ids as one JSON string (speed/sql-json/json-select.ts): a row object per id cost more than the query.
    const query = db.select({ j: jsonDistinct(column) }).from(table);
    let rows: readonly IdRow[];
    let values: { j: string }[];
    if (!(given instanceof Promise)) {
      rows = given;
      const ids = rows.map((r) => r.id);
      if (!ids.length) return new Map();
      values = await (ids.length <= MAX_BOUND_IDS ? query.where(inArray(column, ids)) : query);
    } else {
      // A list's rows still to come: every referencing value (a page's: those of its ids), read before them (one
      // round trip on the edge).
      const read = (page ? query.where(inArray(column, page)) : query).execute();
      [values, rows] = await Promise.all([read, given]);
    }
    const used = new Set(parseJsonRows<unknown>(values));
    return new Map(rows.filter((r) => used.has(r.id)).map((r) => [r.id, message]));
  };
  return {
    refused,
    refusedSql: (idRef) =>
      `exists (select 1 from "${getTableName(table)}" where "${column.name}" = ${idRef})`,
  };
}

/** Refuses the rows a pure rule on the row itself rejects (a running dossier, the tva variable, an admin). */
export function refusedWhen<R extends IdRow>(
  test: (row: R, ports: Ports) => boolean,
  message: string,
): DeleteRule<R> {
  return {
    refused: async (ports, rows) =>
      new Map((await rows).filter((r) => test(r, ports)).map((r) => [r.id, message])),
  };
}

/** Several rules, the first one that refuses a row giving its message. */
export function firstRefusal<R extends IdRow>(...rules: DeleteRule<R>[]): DeleteRule<R> {
  const refusedSql = rules.map((r) => r.refusedSql);
  return {
    async refused(ports, rows, page) {
      const refused = new Map<number, string>();
      // A list's rows still to come: every rule issues its reads at once (one round trip on the edge), the first
      // refusing rule's message wins as below.
      if (rows instanceof Promise) {
        for (const found of await Promise.all(rules.map((rule) => rule.refused(ports, rows, page))))
          for (const [id, message] of found) if (!refused.has(id)) refused.set(id, message);
        return refused;
      }
      // One row in a delete's transaction: one rule after the other, each on the rows not yet refused.
      for (const rule of rules) {
        const pending = rows.filter((r) => !refused.has(r.id));
        for (const [id, message] of await rule.refused(ports, pending)) refused.set(id, message);
      }
      return refused;
    },
    // An SQL form only when every rule has one.
    refusedSql: refusedSql.every((f) => f)
      ? (idRef) => refusedSql.map((f) => f?.(idRef)).join(" or ")
      : undefined,
  };
}

/**
 * The `supprimable` flag as an SQL expression (JSON true / false) for the row whose id is `idRef`, for statements
 * that answer whole: the same rule as withDeletableFlag, in its SQL form, which such a resource must have.
 */
export function supprimableSql(rule: DeleteRule, idRef: string): string {
  const refused = rule.refusedSql?.(idRef);
  if (!refused) throw new Error("La règle de suppression doit avoir sa forme SQL (refusedSql).");
  return jsonBool(`not (${refused})`);
}

/** Why this row may not be deleted (the 409's French message), or null. */
export async function deleteRefusal(
  ports: Ports,
  def: ResourceDef,
  row: IdRow,
): Promise<string | null> {
  if (!def.deleteRule) return null;
  return (await def.deleteRule.refused(ports, [row])).get(row.id) ?? null;
}

/**
 * Adds `supprimable` to each row, false where the resource's delete rule would refuse the DELETE. The rows are the
 * caller's own fresh objects and get the flag in place (copying a 2,000-row list cost more than the rules). A list
 * gives its rows still to come: the rule's reads go with the list's (one round trip on the edge).
 */
export async function withDeletableFlag(
  ports: Ports,
  def: ResourceDef,
  given: IdRow[] | Promise<IdRow[]>,
  page?: SQL,
): Promise<IdRow[]> {
  const refused = def.deleteRule ? await def.deleteRule.refused(ports, given, page) : undefined;
  const rows = await given;
  for (const r of rows) r.supprimable = !refused?.has(r.id);
  return rows;
}
