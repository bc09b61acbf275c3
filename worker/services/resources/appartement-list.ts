import { getTableName as t } from "drizzle-orm";
import { Appartement } from "../../db/schema";
import type { Ports } from "../../ports";
import { jsonCast, readJsonBytes } from "../../speed/sql-json/read-rows";
import { today } from "../../lib/dates";
import type { DeleteRule } from "../resource-def";
import { supprimableSql } from "../delete-rules";
import { closedTextSql, objectTextSqlAfter } from "../../speed/sql-json/json-text-sql";
import { joinListRowJson, joinRowJson } from "../../speed/sql-json/row-json";
import type { FormeListe } from "../../domain/liste/forme";
import {
  enGestionSql,
  jsonBool,
  preavisAppartementSql,
  statutAppartementSql,
} from "../../speed/sql-rules/day-rules-sql";

// `GET /api/Appartement` without filter, search or limit: the 2,000-row list as SQLite builds it, in one statement
// whose result is the answer's text, like the read (appartement-read.ts). The row objects, the flags set in
// JavaScript (list-flags.ts), JSON.parse and JSON.stringify of 2 MB cost three times the statement, and the
// garbage they left made the server's memory grow. The same rules as the JS path, which searches and pickers still
// take (tests/api/apartment-list-sql.test.ts holds the two answers equal). Each row's own object is its stored JSON
// (ADR 064, speed/sql-json/row-json.ts), the day's flags put after it. The compact form (`?forme=compacte`, ADR 154)
// is the same statement over each row's list form, stored open and without its null members by the row's triggers
// (row-json.ts STORED_FOR_LIST): half of the default answer's bytes were `"key":null`, which every client decoded
// and parsed for nothing. The day's four flags are in both, null included: they are the list's own answer.

/** The answer when no row is listed (the aggregate then gives null). */
const EMPTY = `{"data":[]}`;

/**
 * The statement; its parameter: today. The whole answer as one value, a blob (text over HTTP: jsonCast): the rows'
 * objects joined by group_concat, in the id order of the FROM subquery (kept for an aggregate, json-text-sql.ts
 * arrayTextSql), the first one opening `{"data":[` and the last one closing `]}` (the lowest and highest id listed,
 * each a constant subquery SQLite runs once), so that the joined text is the answer with no copy more (ADR 144).
 * One blob rather than one per row: 2,000 buffers of the driver, a row object each and their join were about a
 * fifth of the rebuild's CPU, and garbage the collector freed late, in the middle of malloc's heap; SQLite's one
 * buffer is freed as the statement ends, and the driver's copy is the answer the cache keeps.
 */
export function listSql(
  deleteRule: DeleteRule,
  cast: "blob" | "text",
  archives = false,
  forme: FormeListe = "complete",
): string {
  const day = `p."today"`;
  const listed = archives ? "" : ` where "archiveLe" is null`;
  const bound = (fn: "min" | "max") => `(select ${fn}("id") from "${t(Appartement)}"${listed})`;
  const compacte = forme === "compacte";
  // The compact row's stored text is left open: the flags follow it with no rtrim.
  const row = (compacte ? closedTextSql : objectTextSqlAfter)(`aj."j"`, [
    ["statut", statutAppartementSql("a", day)],
    ["preavis", preavisAppartementSql("a", day)],
    ["enGestion", jsonBool(enGestionSql("a", day))],
    ["supprimable", supprimableSql(deleteRule, `a."id"`)],
  ]);
  return `with p("today") as (select ?)
select cast(group_concat(case when r."id" = ${bound("min")} then '{"data":[' else '' end || r."j" || case when r."id" = ${bound("max")} then ']}' else '' end, ',') as ${cast}) as j
from (select a."id" as "id", ${row} as "j"
from "${t(Appartement)}" a ${(compacte ? joinListRowJson : joinRowJson)("Appartement", `a."id"`, "aj")}, p${archives ? "" : ` where a."archiveLe" is null`} order by a."id") r`;
}

/** The reader of the whole apartment list, in either form: the answer's UTF-8 bytes. */
export function appartementListReader(deleteRule: DeleteRule) {
  // One text per cast, archives and form (speed/sql-json/read-rows.ts, jsonCast): each found prepared at once.
  const statements = new Map<string, string>();
  return async (
    ports: Ports,
    archives: boolean,
    forme: FormeListe,
  ): Promise<Uint8Array<ArrayBuffer>> => {
    const cast = jsonCast(ports.db);
    const key = `${cast}|${archives}|${forme}`;
    let statement = statements.get(key);
    if (!statement) statements.set(key, (statement = listSql(deleteRule, cast, archives, forme)));
    return (
      (await readJsonBytes(ports.db, statement, [today(ports.clock)])) ??
      new TextEncoder().encode(EMPTY)
    );
  };
}
