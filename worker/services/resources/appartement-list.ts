import { getTableName as t } from "drizzle-orm";
import { Appartement } from "../../db/schema";
import type { Ports } from "../../ports";
import { jsonCast, readJsonArrayBytes } from "../../speed/sql-json/read-rows";
import { today } from "../../lib/dates";
import type { DeleteRule } from "../resource-def";
import { supprimableSql } from "../delete-rules";
import { objectTextSqlAfter } from "../../speed/sql-json/json-text-sql";
import { joinRowJson } from "../../speed/sql-json/row-json";
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
// (ADR 064, speed/sql-json/row-json.ts), the day's flags put after it.

/**
 * The statement; its parameter: today. One JSON object per row, as a blob (text over HTTP: jsonCast), joined by
 * readJsonArrayBytes into the answer: an aggregate of 2 MB grew by doubling in SQLite and was copied twice more,
 * blocks that malloc kept after every rebuilt list (-14 MB of resident memory measured). ORDER BY the id is the
 * table's own order.
 */
export function listSql(deleteRule: DeleteRule, cast: "blob" | "text", archives = false): string {
  const day = `p."today"`;
  return `with p("today") as (select ?)
select cast(${objectTextSqlAfter(`aj."j"`, [
    ["statut", statutAppartementSql("a", day)],
    ["preavis", preavisAppartementSql("a", day)],
    ["enGestion", jsonBool(enGestionSql("a", day))],
    ["supprimable", supprimableSql(deleteRule, `a."id"`)],
  ])} as ${cast}) as j
from "${t(Appartement)}" a ${joinRowJson("Appartement", `a."id"`, "aj")}, p${archives ? "" : ` where a."archiveLe" is null`} order by a."id"`;
}

/** The reader of the whole apartment list: the answer's UTF-8 bytes (an aggregate always gives its one row). */
export function appartementListReader(deleteRule: DeleteRule) {
  // One text per cast (speed/sql-json/read-rows.ts, jsonCast): each found prepared at once.
  const statements = { blob: "", text: "", "blob+archives": "", "text+archives": "" };
  return async (ports: Ports, archives: boolean): Promise<Uint8Array<ArrayBuffer>> => {
    const cast = jsonCast(ports.db);
    const key = archives ? (`${cast}+archives` as const) : cast;
    const statement = (statements[key] ||= listSql(deleteRule, cast, archives));
    return readJsonArrayBytes(ports.db, statement, [today(ports.clock)], `{"data":[`, "]}");
  };
}
