import { afterAll, beforeAll, describe, expect, it } from "vitest";
import fc from "fast-check";
import { makeTestApp, JWT_SECRET, type TestApp } from "../support/test-app";
import { RESOURCE_CASES, insertCase } from "../support/resources";
import { valid } from "../support/factories";
import { PDF, PNG } from "../support/http";
import { TABLE_NAMES, routesOf, snapshotTables, changedTables } from "../support/app-tables";
import { domainSchemas, schemaFieldNames } from "../support/domain-schemas";
import {
  LEAK,
  encode,
  fieldName,
  fuzzRuns,
  fuzzSeed,
  nastyBody,
  nastyPath,
  nastySegment,
  nastyString,
  toJsonText,
} from "../support/bad-input";
import { signToken } from "../../worker/auth/token";

// Generated bad input against every POST / PUT route and every path parameter the app registers (read from the app,
// so a route added later is covered): never a 5xx, never a stack trace or a driver message, and an error answer
// writes nothing (every table and the file store compared before and after). FUZZ_SEED replays a run.

const SEED = fuzzSeed("bad-input-routes.test.ts");
const BODY_RUNS = fuzzRuns(420);
const MULTIPART_RUNS = fuzzRuns(60);
const PATH_RUNS = fuzzRuns(200);
const QUERY_RUNS = fuzzRuns(100);
// Generous: the machine may be shared, and FUZZ_SCALE multiplies the cases.
const LONG = { timeout: fuzzRuns(180_000) };
// Counting failed logins and wrong receipt links is the point of the rate limits: written even when refused.
const COUNTERS = ["RateLimit"];

let t: TestApp;
let ids: number[] = [];
/** The ids of each table, and the other values a path names records by (e-mails, receipt links). */
const idsOf: Record<string, string[]> = {};
let keys: string[] = [];
let validBodies: Record<string, unknown>[] = [];
/** The valid bodies of each resource: POST's for POST, the partial update for PUT. */
const bodiesOf: Record<string, Record<string, unknown>[]> = {};
let fields: string[] = [];
let routes: string[] = [];
let token = "";

beforeAll(async () => {
  t = await makeTestApp();
  // Two records of each resource, so that bodies and paths can name records of every kind.
  for (const c of RESOURCE_CASES) for (let i = 0; i < 2; i++) await insertCase(t, c);
  for (const name of TABLE_NAMES) {
    const rows = await t.client.execute(`SELECT * FROM "${name}"`);
    if (rows.columns.includes("id")) idsOf[name] = rows.rows.map((r) => String(r.id));
  }
  ids = [...new Set(Object.values(idsOf).flat().map(Number))];
  const users = await t.client.execute(`SELECT email FROM "User"`);
  const receipts = await t.client.execute(`SELECT uuid FROM "Quitance"`);
  keys = [
    ...users.rows.map((r) => encodeURIComponent(String(r.email))),
    ...receipts.rows.map((r) => String(r.uuid)),
  ];
  for (const c of RESOURCE_CASES) {
    bodiesOf[`POST ${c.name}`] = c.multipart ? [] : [(await c.body(t)) as Record<string, unknown>];
    bodiesOf[`PUT ${c.name}`] = [c.update];
  }
  validBodies = [
    ...Object.values(bodiesOf).flat(),
    { credentials: { email: "admin@agence.test", password: "admin-secret" }, remember: true },
    { password: "un-mot-de-passe" },
    valid.Dossier(ids[0]!, ids[1]!),
  ];
  const columns = (
    await t.client.execute(
      `SELECT DISTINCT p.name FROM sqlite_master m JOIN pragma_table_info(m.name) p WHERE m.type = 'table'`,
    )
  ).rows.map((r) => String(r.name));
  fields = [...new Set([...schemaFieldNames(await domainSchemas()), ...columns])];
  routes = routesOf(t.app);
});
afterAll(() => t.close());

/** The admin's token, signed again if a generated request changed the account (a reset, a new token version). */
async function adminToken() {
  const [row] = (
    await t.client.execute({
      sql: `SELECT role, tokenVersion FROM "User" WHERE id = ?`,
      args: [t.ids.admin],
    })
  ).rows;
  if (row?.role !== "admin")
    await t.client.execute({
      sql: `UPDATE "User" SET role = 'admin' WHERE id = ?`,
      args: [t.ids.admin],
    });
  // Its session open and just confirmed (issue 59): the money moves' inputs are checked too, not only refused.
  await t.client.execute({
    sql: `UPDATE "Session" SET "revoqueAt" = NULL, "confirmeAt" = ? WHERE id = ?`,
    args: [t.ports.clock.now().toISOString(), t.sids.admin],
  });
  token = await signToken(
    t.ids.admin,
    JWT_SECRET,
    false,
    t.ports.clock.now(),
    Number(row?.tokenVersion ?? 0),
    undefined,
    0,
    t.sids.admin,
  );
  return token;
}

/** One generated request, and everything it must respect. */
async function expectSafe(
  method: string,
  path: string,
  body: BodyInit | undefined,
  contentType?: string,
) {
  const headers: Record<string, string> = { Authorization: `Token ${await adminToken()}` };
  if (contentType) headers["Content-Type"] = contentType;
  const before = await snapshotTables(t.client, COUNTERS);
  const filesBefore = t.files.keys().sort().join();
  const res = await t.app.request(path, { method, headers, body });
  const text = await res.text();
  const what = `${method} ${path.slice(0, 200)} -> ${res.status} ${text.slice(0, 300)}`;
  expect(res.status, what).toBeLessThan(500);
  expect(text, what).not.toMatch(LEAK);
  if (res.status < 400) return;
  const err = JSON.parse(text) as { error?: { code?: unknown; message?: unknown } };
  expect(typeof err.error?.code, what).toBe("string");
  expect(typeof err.error?.message, what).toBe("string");
  expect(changedTables(before, await snapshotTables(t.client, COUNTERS)), what).toEqual([]);
  expect(t.files.keys().sort().join(), what).toBe(filesBefore);
}

const writeRoutes = () => routes.filter((r) => /^(POST|PUT) /.test(r));
/**
 * A route's path with its parameters set to existing records, so that the body is what gets tested: after a table's
 * name its ids, a parameter with alternatives ({true|false}) one of them, otherwise any id, e-mail or receipt link.
 */
function plausiblePath(route: string) {
  const segs = route.split(" ")[1]!.split("/");
  return fc
    .tuple(
      ...segs.map((p, i) => {
        if (!p.startsWith(":") && p !== "*") return fc.constant(p);
        const choices = /\{(\w+(?:\|\w+)+)\}$/.exec(p)?.[1]?.split("|");
        if (choices) return fc.constantFrom(...choices);
        const own = idsOf[segs[i - 1] ?? ""];
        if (own?.length) return fc.constantFrom(...own);
        return /^:(\w*Id|id)\b/.test(p)
          ? fc.constantFrom(...ids.map(String))
          : fc.constantFrom(...ids.map(String), ...keys);
      }),
    )
    .map((s) => s.join("/"));
}
/** Valid bodies to break: mostly the route's own resource's, sometimes any. */
function basesFor(route: string) {
  const [method, path] = route.split(" ") as [string, string];
  const own = bodiesOf[`${method} ${path.split("/")[2]}`] ?? [];
  return own.length
    ? fc.oneof(
        { weight: 3, arbitrary: fc.constant(own) },
        { weight: 1, arbitrary: fc.constant(validBodies) },
      )
    : fc.constant(validBodies);
}

it("covers the write routes and the parameters the app registers", () => {
  expect(writeRoutes().length).toBeGreaterThan(20);
  expect(routes.filter((r) => /[:*]/.test(r)).length).toBeGreaterThan(30);
});

describe("generated bodies", () => {
  it(
    "JSON: wrong types, huge strings, unicode, nesting, nulls, odd numbers and dates, ids of other records",
    LONG,
    async () => {
      const arb = fc.constantFrom(...writeRoutes()).chain((route) =>
        basesFor(route).chain((bases) =>
          fc.record({
            route: fc.constant(route),
            path: plausiblePath(route),
            body: nastyBody(bases, fields, ids),
          }),
        ),
      );
      await fc.assert(
        fc.asyncProperty(arb, async ({ route, path, body }) => {
          const text = toJsonText(body);
          await expectSafe(
            route.split(" ")[0]!,
            path,
            text === "" ? undefined : text,
            "application/json",
          );
        }),
        { seed: SEED, numRuns: BODY_RUNS },
      );
    },
  );

  it("multipart: odd fields, names and bytes on every write route", LONG, async () => {
    const file = fc.record({
      name: nastyString,
      bytes: fc.oneof(
        fc.constantFrom(PNG, PDF, new Uint8Array(0)),
        fc.uint8Array({ maxLength: 64 }),
      ),
      type: fc.constantFrom(
        "image/png",
        "application/pdf",
        "text/html",
        "",
        "application/octet-stream",
      ),
    });
    const part = fc.tuple(
      fc.oneof(fc.constantFrom("file", "url", "nom", "AppartementId", "fichier"), nastyString),
      fc.oneof(nastyString, file),
    );
    const arb = fc.constantFrom(...writeRoutes()).chain((route) =>
      fc.record({
        route: fc.constant(route),
        path: plausiblePath(route),
        parts: fc.array(part, { maxLength: 5 }),
      }),
    );
    await fc.assert(
      fc.asyncProperty(arb, async ({ route, path, parts }) => {
        const form = new FormData();
        for (const [k, v] of parts)
          form.append(
            k,
            typeof v === "string" ? v : new File([v.bytes as BlobPart], v.name, { type: v.type }),
          );
        await expectSafe(route.split(" ")[0]!, path, form);
      }),
      { seed: SEED + 1, numRuns: MULTIPART_RUNS },
    );
  });
});

it(
  "generated path parameters on every route: percent-encoding, wrong numbers, ids of other records",
  LONG,
  async () => {
    const withParams = routes.filter((r) => /[:*]/.test(r));
    const arb = fc.constantFrom(...withParams).chain((route) =>
      fc.record({
        route: fc.constant(route),
        path: nastyPath(route.split(" ")[1]!, ids),
        body: fc.option(fc.constantFrom(...validBodies), { nil: undefined }),
        extra: fc.option(nastySegment(ids), { nil: undefined, freq: 8 }),
      }),
    );
    await fc.assert(
      fc.asyncProperty(arb, async ({ route, path, body, extra }) => {
        const method = route.split(" ")[0]!;
        const json = body && method !== "GET" ? toJsonText(body) : undefined;
        await expectSafe(
          method,
          extra ? `${path}/${extra}` : path,
          json,
          json ? "application/json" : undefined,
        );
      }),
      { seed: SEED + 2, numRuns: PATH_RUNS },
    );
  },
);

it("generated query strings on every list and read", LONG, async () => {
  const reads = routes.filter((r) => r.startsWith("GET "));
  const query = fc.array(
    fc.tuple(
      fc.oneof(fieldName(fields), fc.constantFrom("q", "limit")),
      fc.oneof(nastyString, nastySegment(ids)),
    ),
    { minLength: 1, maxLength: 4 },
  );
  const arb = fc
    .constantFrom(...reads)
    .chain((route) => fc.record({ path: plausiblePath(route), query }));
  await fc.assert(
    fc.asyncProperty(arb, async ({ path, query }) => {
      const qs = query
        .map(([k, v]) => `${encode(k)}=${/%|^[\w.~-]*$/.test(v) ? v : encode(v)}`)
        .join("&");
      await expectSafe("GET", `${path}?${qs}`, undefined);
    }),
    { seed: SEED + 3, numRuns: QUERY_RUNS },
  );
});
