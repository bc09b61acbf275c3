// Speed layer (ADR 012, ADR 059, ADR 063, ADR 064). Speeds up: the apartment read, whose 15 kB answer SQLite built through JSONB
// (each relation's objects parsed into jsonb_group_array, the two halves of the record parsed again by json_patch,
// everything rendered back to text): here the answer is text put end to end, never parsed.
// Plain form it mirrors: json_object / json_group_array, which render every value with the same routine as
// json_quote (SQLite's jsonAppendSqlValue): numbers, strings escaped, NULL as null, JSON text as it is.
// Held equal by: tests/api/apartment-read-sql.test.ts (the whole answer against the JavaScript path) and
// json-text-sql.test.ts (these forms against json_object and json_group_array on edge values).

/**
 * A member of an object: its key and its SQL value. A value is rendered as json_object renders it (json_quote),
 * unless it is `json`: text that is JSON already but carries no JSON subtype (a relation's array read by a scalar
 * subquery: a subquery's result loses its subtype), put in as it is.
 */
export type Member = readonly [key: string, value: string, as?: "json"];

/** concat() takes at most 127 arguments (SQLITE_MAX_FUNCTION_ARG): longer lists are concatenated in groups. */
const MAX_ARGS = 100;

/** An SQL string literal of `text`. */
const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;

/** `concat(...)` of the parts, in groups of at most MAX_ARGS arguments (one copy of each group's text more). */
function concatSql(parts: string[]): string {
  if (parts.length <= MAX_ARGS) return `concat(${parts.join(", ")})`;
  const groups: string[] = [];
  for (let i = 0; i < parts.length; i += MAX_ARGS)
    groups.push(concatSql(parts.slice(i, i + MAX_ARGS)));
  return concatSql(groups);
}

/**
 * The JSON text of `object` (an SQL expression giving a non-empty JSON object's text: json_object, a row's stored
 * object, row-json.ts) with the `rest` members after its own, each rendered as json_object renders it. rtrim opens
 * the object by taking every `}` at its end: the object's last value must never end in one (a string, a number, null,
 * true or false; not an object, nor an array of them), which row-json.ts rowObjectSql holds for a row's stored one.
 * Written by concat(): one buffer, no argument limit, and a `json` member is taken as it is where json_object would
 * need it parsed first (json()) to embed it.
 */
export const objectTextSqlAfter = (object: string, rest: readonly Member[]): string =>
  closedTextSql(`rtrim(${object}, '}')`, rest);

/**
 * An open object's text (no closing `}`: openObjectTextSqlWithoutNulls) with the `rest` members after its own, each
 * rendered as json_object renders it (NULL as null), then closed.
 */
export function closedTextSql(open: string, rest: readonly Member[]): string {
  const parts = [open];
  for (const [key, value, as] of rest) {
    parts.push(literal(`,${JSON.stringify(key)}:`));
    parts.push(as === "json" ? value : `json_quote(${value})`);
  }
  parts.push(literal("}"));
  return concatSql(parts);
}

/**
 * A member's text, `,"key":value`, or NULL when the value is NULL: concat() skips NULL arguments, so the member is
 * left out. json_quote renders NULL as the text `null` (and the string "null" as `"null"`), hence nullif.
 */
const memberOrNothing = (key: string, value: string) =>
  `${literal(`,${JSON.stringify(key)}:`)} || nullif(json_quote(${value}), 'null')`;

/**
 * An object's text without its members whose value is NULL, and left open (no closing `}`), so that a reader puts
 * more members after it with no copy (closedTextSql). The first member must be the row's id, never NULL: it
 * opens the object without a comma. The values are rendered as json_object renders them (json_quote).
 */
export function openObjectTextSqlWithoutNulls(members: readonly Member[]): string {
  const [first, ...rest] = members;
  if (first?.[0] !== "id") throw new Error("le premier membre doit être l'id");
  return concatSql([
    literal(`{"id":`),
    `json_quote(${first[1]})`,
    ...rest.map(([key, value]) => memberOrNothing(key, value)),
  ]);
}

/**
 * The rows' items as one JSON array's text (`[]` when there is none): a scalar subquery of `from` (its FROM and
 * WHERE) concatenating each `item`, a JSON text (json_object, objectTextSqlAfter), in `orderBy`'s order. A Member
 * of kind `json` in objectTextSqlAfter.
 *
 * Ordered, the items come from a subquery of the FROM clause with that ORDER BY, not from group_concat's own
 * ORDER BY argument: that one sorts through a temporary B-tree opened for each aggregate (its pages allocated and
 * zeroed on every run: a sixth of the apartment read's instructions for its five relations, ADR 063), where the
 * subquery's rows go through the sorter, or come in the index's order. SQLite keeps a FROM subquery's ORDER BY
 * when the outer query has an aggregate other than count(), min() and max() (select.c, the conditions of its
 * "omit superfluous ORDER BY" step) and feeds group_concat the rows in that order; json-text-sql.test.ts and
 * apartment-read-sql.test.ts check the order against rows stored in another one.
 */
export const arrayTextSql = (item: string, from: string, orderBy?: string) =>
  orderBy
    ? `(select coalesce('[' || group_concat(ordered."item", ',') || ']', '[]') from (select ${item} as "item" from ${from} order by ${orderBy}) ordered)`
    : `(select coalesce('[' || group_concat(${item}, ',') || ']', '[]') from ${from})`;
