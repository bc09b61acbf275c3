// Speed layer (ADR 012, ADR 059). Speeds up: the apartment read, whose 15 kB answer SQLite built through JSONB
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
 * The object's JSON text, as json_object(key, value, ...) gives it (the same keys in the same order, the same
 * rendering of each value), built by concat(): one buffer, no argument limit, and a `json` member is taken as it
 * is where json_object would need it parsed first (json()) to embed it.
 */
export function objectTextSql(members: readonly Member[]): string {
  const parts: string[] = [];
  members.forEach(([key, value, as], i) => {
    // The keys are the API's names: JSON.stringify quotes them as json_object would.
    parts.push(literal(`${i ? "," : "{"}${JSON.stringify(key)}:`));
    parts.push(as === "json" ? value : `json_quote(${value})`);
  });
  parts.push(literal(members.length ? "}" : "{}"));
  return concatSql(parts);
}

/**
 * The rows' items as one JSON array's text (`[]` when there is none): a scalar subquery of `from` (its FROM and
 * WHERE) concatenating each `item`, a JSON text (json_object, objectTextSql), in `orderBy`'s order. A Member of
 * kind `json` in objectTextSql.
 */
export const arrayTextSql = (item: string, from: string, orderBy?: string) =>
  `(select coalesce('[' || group_concat(${item}, ','${orderBy ? ` order by ${orderBy}` : ""}) || ']', '[]') from ${from})`;
