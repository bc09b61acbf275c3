import fc from "fast-check";

// Generated bad input for the property tests (tests/api/bad-input-*.test.ts): values of every wrong kind, bodies
// built from valid ones with some fields broken, and path parameters. Strings never contain what LEAK looks for,
// so a match in an answer comes from the server, not from an echo of the input.

/** A stack trace or a driver's message in an answer. */
export const LEAK =
  /SQLITE|drizzle|libsql|hrana|Error:|\bat [\w$.<>[\] ]+ \(|\bat (?:file|node):|\bat \/|\.(?:ts|js|mjs):\d+|node_modules|\bstack\b/i;

/** The seed of this run: FUZZ_SEED replays one; printed either way. */
export function fuzzSeed(file: string): number {
  const given = process.env.FUZZ_SEED;
  const seed = given ? Number(given) : Math.floor(Math.random() * 2 ** 31);
  console.log(
    `[${file}] seed ${seed}${given ? " (FUZZ_SEED)" : ""} : rejouer avec FUZZ_SEED=${seed} npx vitest run tests/api/${file}`,
  );
  return seed;
}

/** A test's number of cases, times FUZZ_SCALE for a longer hunt (FUZZ_SCALE=10 npx vitest run tests/api/bad-input-*). */
export const fuzzRuns = (n: number) =>
  Math.max(1, Math.round(n * Number(process.env.FUZZ_SCALE ?? 1)));

/** A number literal JSON.stringify cannot write (1e400, -0, 30 digits): sent as is in the JSON text. */
export class RawJson {
  constructor(readonly text: string) {}
}
/** JSON text of a value that may hold RawJson parts. */
export function toJsonText(value: unknown): string {
  const raws: string[] = [];
  const text = JSON.stringify(value, (_k, v) =>
    v instanceof RawJson ? `\u0001${raws.push(v.text) - 1}\u0001` : v,
  );
  return text === undefined
    ? ""
    : text.replace(/"\u0001(\d+)\u0001"/g, (_m, i: string) => raws[Number(i)]!);
}

const clean = (s: string) => !LEAK.test(s);
const NASTY_TEXT = [
  "",
  " ",
  "\t\n",
  "\u0000",
  "null",
  "undefined",
  "NaN",
  "Infinity",
  "-1",
  "0",
  "1e309",
  "0x1F",
  "1 234,56 €",
  "12,5.3",
  "<script>alert(1)</script>",
  '\'; DROP TABLE "Client"; --',
  '" OR 1=1 --',
  "%00",
  "%",
  "%E9",
  "../../etc/passwd",
  "\uD800",
  "\uDFFF\uD800",
  "\u202Eevil",
  "𝕳é🏠👨‍👩‍👧",
  "Ωmega\u0301",
  "\uFEFF",
  "a\u0000b",
  "true",
  "false",
  "[]",
  "{}",
  "__proto__",
  "constructor",
  "admin",
  "user",
  "user_delete",
  "mailPerso",
  "adresse",
  "Gestion locative",
  "depense",
];
export const DATES = [
  "2026-02-30",
  "2026-13-01",
  "2026-00-10",
  "0000-00-00",
  "2026-1-1",
  "31/12/2026",
  "+275760-09-13",
  "-000001-01-01",
  "2026-11-01T25:00:00Z",
  "2026-11-01T10:00:00+99:00",
  "9999-12-31",
  "1900-02-29",
  "2024-02-29",
  "2026-11-01 ",
  "2026-W45",
];
export const NUMBERS = [
  -1,
  0,
  -0,
  0.1 + 0.2,
  1e308,
  -1e308,
  2 ** 53 + 2,
  -(2 ** 31),
  2 ** 63,
  1e-320,
  1_000_000_000.01,
  99.999,
  12.345,
];
export const RAW_NUMBERS = [
  "1e400",
  "-1e400",
  "-0",
  "123456789012345678901234567890",
  "1E-400",
  "0.000000000000000000001",
];

export const nastyString = fc
  .oneof(
    fc.constantFrom(...NASTY_TEXT, ...DATES),
    fc.string({ maxLength: 40 }),
    fc.string({ unit: "grapheme", maxLength: 30 }),
    fc.string({ unit: "binary", maxLength: 30 }),
    // Huge: past the schemas' limits (2,000 / 20,000 characters), within the 1 MB body.
    fc.integer({ min: 2001, max: 60_000 }).map((n) => "é".repeat(n)),
  )
  .filter(clean);

export const nastyNumber = fc.oneof(
  fc.constantFrom(...NUMBERS),
  fc.double(), // NaN and infinities become null in JSON
  fc.integer(),
  fc.constantFrom(...RAW_NUMBERS).map((s) => new RawJson(s)),
);

/** A value of any kind a JSON field may receive; `ids` are existing records of any table. */
export const nastyValue = (ids: number[]) =>
  fc.letrec<{ value: unknown }>((tie) => ({
    value: fc.oneof(
      { depthSize: "small", withCrossShrink: true },
      nastyString,
      nastyNumber,
      fc.constantFrom(null, true, false, "", [] as unknown[], {} as Record<string, unknown>),
      fc.constantFrom(...(ids.length ? ids : [1]), 0, -1, 2 ** 31, 1.5),
      fc.array(tie("value"), { maxLength: 4 }),
      fc.dictionary(fc.string({ maxLength: 8 }).filter(clean), tie("value"), { maxKeys: 4 }),
    ),
  })).value;

/** Field names: those of the schemas and tables, and odd ones. */
export const fieldName = (known: string[]) =>
  fc.oneof(
    fc.constantFrom(...known),
    fc.constantFrom(
      "__proto__",
      "constructor",
      "id",
      "createdAt",
      "passwordHash",
      "cle",
      "tokenVersion",
      "",
    ),
    fc.string({ maxLength: 12 }).filter(clean),
  );

/** A whole request body: a valid one with broken fields, an object of random fields, or not an object at all. */
export function nastyBody(valid: Record<string, unknown>[], known: string[], ids: number[]) {
  const value = nastyValue(ids);
  // A field to change: a known name or odd one, or (a number) one of the valid body's own fields.
  const target = fc.oneof(fieldName(known), fc.nat());
  const broken = fc
    .record({
      base: fc.constantFrom(...valid),
      changes: fc.array(fc.tuple(target, value), { minLength: 1, maxLength: 4 }),
      drop: fc.array(fc.nat(), { maxLength: 3 }),
    })
    .map(({ base, changes, drop }) => {
      const o: Record<string, unknown> = { ...base };
      const keys = Object.keys(base);
      for (const d of drop) if (keys.length) delete o[keys[d % keys.length]!];
      for (const [k, v] of changes) {
        const name = typeof k === "number" ? (keys[k % Math.max(keys.length, 1)] ?? "x") : k;
        // defineProperty: "__proto__" becomes an own field that JSON.stringify writes, as a client could send it.
        Object.defineProperty(o, name, {
          value: v,
          enumerable: true,
          writable: true,
          configurable: true,
        });
      }
      return o;
    });
  const random = fc.dictionary(fieldName(known), value, { maxKeys: 8 });
  const deep = fc
    .integer({ min: 50, max: 3000 })
    .map((n) => new RawJson("[".repeat(n) + "]".repeat(n)));
  const notObject = fc.oneof(
    value,
    deep,
    fc.constantFrom(
      new RawJson("{"),
      new RawJson('{"a":'),
      new RawJson("\u0000"),
      new RawJson("{'a':1}"),
      new RawJson('{"a":1}{"b":2}'),
      undefined,
    ),
  );
  return fc.oneof(
    { weight: 5, arbitrary: broken },
    { weight: 3, arbitrary: random },
    { weight: 2, arbitrary: notObject },
  );
}

/** encodeURIComponent, or the (invalid) UTF-8 bytes of a lone surrogate, which it refuses. */
export const encode = (s: string) => {
  try {
    return encodeURIComponent(s);
  } catch {
    return "%ED%A0%80";
  }
};
/** One path segment: an id of another record, a wrong number, percent-encoded text, malformed escapes. */
export const nastySegment = (ids: number[]) =>
  fc.oneof(
    fc.constantFrom(...(ids.length ? ids : [1])).map(String),
    fc.constantFrom(
      "0",
      "-1",
      "1.5",
      "1e3",
      "01",
      "+1",
      "0x10",
      "9007199254740993",
      "99999999999999999999",
      "2147483648",
      "NaN",
      "true",
      "false",
    ),
    fc.constantFrom(
      "%",
      "%2",
      "%zz",
      "%E9",
      "%C3",
      "%00",
      "%2F",
      "..",
      "%2E%2E",
      "%2E%2E%2F%2E%2E%2Fpatrimoine.db",
      "%252F",
      "%C0%AF",
      "%FF%FE",
      ".",
      "~",
    ),
    fc.uuid().map(String),
    nastyString.map(encode),
  );

/** A route's path ("/api/X/:id{[0-9]+}/y/:other", "/files/*") with each parameter replaced. */
export function nastyPath(route: string, ids: number[]) {
  const parts = route.split("/");
  return fc
    .tuple(
      ...parts.map((p) => (p.startsWith(":") || p === "*" ? nastySegment(ids) : fc.constant(p))),
    )
    .map((segs) => segs.join("/"));
}
