// Speed layer (ADR 012, ADR 059, ADR 063). Speeds up: the apartment read, whose 15 kB answer SQLite built through JSONB
// (each relation's objects parsed into jsonb_group_array, the two halves of the record parsed again by json_patch,
// everything rendered back to text): here the answer is text put end to end, never parsed.
// Plain form it mirrors: json_object / json_group_array, which render every value with the same routine as
// json_quote (SQLite's jsonAppendSqlValue): numbers, strings escaped, NULL as null, JSON text as it is.
// Held equal by: tests/api/apartment-read-sql.test.ts (the whole answer against the JavaScript path) and
// json-text-sql.test.ts (these forms against json_object and json_group_array on edge values).

/**
 * A member of an object: its key and its SQL value. A value is rendered as json_object renders it (json_quote),
 * unless it is `json`: text that is JSON already but carries no JSON subtype (a relation's array read by a scalar
 * subquery: a subquery's result loses its subtype), put in as it is. A `scalar` one is rendered like an unmarked one
 * and says more: its value is never JSON (a text, a number or NULL), so its rendering never ends in `}`.
 */
export type Member = readonly [key: string, value: string, as?: "json" | "scalar"];

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

/** json_object takes at most 127 arguments (SQLITE_MAX_FUNCTION_ARG): 63 key-value pairs. */
const MAX_PAIRS = 63;

/**
 * objectTextSql([...head, ...rest])'s very text, its head written by ONE json_object call: json_object puts its
 * values in one buffer, where each json_quote of objectTextSql made a string of its own (ADR 063). rtrim then takes
 * json_object's closing brace off, and the rest is put after it as objectTextSql puts it. rtrim takes every `}` at
 * the end: the head's last member must be `scalar` (its rendering ends in a quote, a digit or `null`), and a `json`
 * member has no place in it (json_object would quote a subquery's JSON text as a string).
 */
export function objectTextSqlWithHead(head: readonly Member[], rest: readonly Member[]): string {
  if (head.length === 0 || head.length > MAX_PAIRS)
    throw new Error(
      `objectTextSqlWithHead : de 1 à ${MAX_PAIRS} membres en tête, ${head.length} donnés`,
    );
  if (head.at(-1)?.[2] !== "scalar")
    throw new Error("objectTextSqlWithHead : le dernier membre de la tête doit être « scalar »");
  if (head.some(([, , as]) => as === "json"))
    throw new Error("objectTextSqlWithHead : un membre « json » ne peut pas être en tête");
  const pairs = head.map(([key, value]) => `${literal(key)}, ${value}`).join(", ");
  return objectTextSqlAfter(`json_object(${pairs})`, rest);
}

/**
 * The JSON text of `object` (an SQL expression giving a non-empty JSON object's text: json_object, a row's stored
 * object, row-json.ts) with the `rest` members after its own, rendered as objectTextSql renders them. rtrim opens the
 * object by taking every `}` at its end: the object's last value must never end in one (a string, a number, null,
 * true or false; not an object, nor an array of them), which the callers hold (objectTextSqlWithHead, rowObjectSql).
 */
export function objectTextSqlAfter(object: string, rest: readonly Member[]): string {
  const parts = [`rtrim(${object}, '}')`];
  for (const [key, value, as] of rest) {
    parts.push(literal(`,${JSON.stringify(key)}:`));
    parts.push(as === "json" ? value : `json_quote(${value})`);
  }
  parts.push(literal("}"));
  return concatSql(parts);
}

/**
 * The rows' items as one JSON array's text (`[]` when there is none): a scalar subquery of `from` (its FROM and
 * WHERE) concatenating each `item`, a JSON text (json_object, objectTextSql), in `orderBy`'s order. A Member of
 * kind `json` in objectTextSql.
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
