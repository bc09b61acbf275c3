// The worker exactly as `wrangler deploy` would upload it (--dry-run --outdir), run on plain workerd (Miniflare,
// without wrangler dev's proxy): zod's French locale alone and minified (issue 22), its validation messages still
// French, and a refused body that leaves the connection usable there too.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { Miniflare } from "miniflare";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startEdgeDatabase } from "../support/edge-db";
import { REFUSED_BODIES, oneConnection } from "./connections";
import { configWithoutBuild, ensureWebBuild } from "./web-build";

// 395 KB gzipped when written (566 KB before issue 22): room for the app to grow, not for zod's 60 locales again.
// Issue 25 embeds the documents' font (fonts.ts): fontkit (369 KB gzipped) and DejaVu Sans Condensed in base64
// (227 KB gzipped) came on top, 421 KB -> 1 027 KB measured (docs/topics/documents-pdf.md). Issue 26's bank
// statements (fast-xml-parser, the five readers, the matching) and issue 23's référentiels: 1 074 KB measured.
// Issues 38 to 41 (the owner's side, its PDFs and the FEC, archives, document versions, SEPA collections and their
// mandate form): 1 140 KB measured before the direct debits; the budget keeps 60 KB of room above the whole.
// Issue 59's passkeys (ADR 072): @simplewebauthn/server brings its ASN.1 readers (asn1js, @peculiar/*), about 87 KB
// gzipped whatever it is asked for (its signature check parses DER with them): 1 287 KB measured, 90 KB more.
// Issue 61's workbooks (ADR 078): read-excel-file (its XML reader, saxen) and write-excel-file, with the import's
// readers and issue 60's transliteration table: 1 328 KB measured, 60 KB more.
// Issue 61's import itself (its write, undo, bounds, the edge's queue) and the portfolio out (ADRs 079 to 082):
// 1 361 KB measured, 40 KB more. Issue 63's diagnostics, decency, rent-control table and calendar, and issue 64's
// paged lists (their SQL search and sort), typed readers and library adapters: 1 400 KB measured, 40 KB more.
// Issue 73's lease law (the 1,434 communes of zone tendue: 13 KB gzipped; the rule tables, tacit renewal, the
// complete calendar and its L215-1 letter, the attestations and the CAF sheet), issue 75's doors and issue 74's
// import defaults: 1 442 KB measured, 50 KB more. Issue 74's import (every field a column, undo's restore), issue 76's
// suppliers, work orders, quotes, invoices and their pain.001, issue 77's housing aid and issue 78's guarantees:
// 1 498 KB measured, 50 KB more. Issue 72's route groups behind stand-ins (ADR 149: the groups' list and their
// registration, which the edge loads eagerly, and drizzle's view and SQL helpers they now reach), the insurer's share
// of a bank line or a direct debit and the import's undo of a spent credit (ADR 153): 1 531 -> 1 555 KB measured,
// 40 KB more.
const GZIP_BUDGET =
  450 * 1000 +
  620 * 1000 +
  60 * 1000 +
  80 * 1000 +
  90 * 1000 +
  60 * 1000 +
  40 * 1000 +
  40 * 1000 +
  50 * 1000 +
  50 * 1000 +
  40 * 1000;

let outDir = "";
let script = "";
let db: Awaited<ReturnType<typeof startEdgeDatabase>>;
let mf: Miniflare;
let origin = "";

beforeAll(async () => {
  ensureWebBuild();
  outDir = mkdtempSync(join(tmpdir(), "patrimoine-deploy-"));
  execFileSync(
    "npx",
    ["wrangler", "deploy", "--dry-run", "--outdir", outDir, "--config", configWithoutBuild()],
    { stdio: "pipe", env: { ...process.env, WRANGLER_SEND_METRICS: "false" } },
  );
  script = readFileSync(join(outDir, "cloudflare.js"), "utf8");
  db = await startEdgeDatabase();
  mf = new Miniflare({
    modules: true,
    script,
    compatibilityDate: readFileSync("wrangler.toml", "utf8").match(
      /^compatibility_date = "(.+)"$/m,
    )![1],
    host: "127.0.0.1",
    port: 0,
    r2Buckets: ["FILES"],
    bindings: {
      LIBSQL_URL: db.url,
      JWT_SECRET: "edge-bundle-secret-assez-long-pour-hs256",
      ADMIN_EMAIL: "admin@edge.test",
      ADMIN_PASSWORD: "edge-admin-secret",
    },
  });
  origin = (await mf.ready).origin;
}, 120_000);

afterAll(async () => {
  await mf?.dispose();
  await db?.close();
  if (outDir) rmSync(outDir, { recursive: true, force: true });
});

describe("the deploy bundle", () => {
  it("carries zod's French locale and no other (English stays: zod's default, loaded by zod itself)", () => {
    const { sources } = JSON.parse(readFileSync(join(outDir, "cloudflare.js.map"), "utf8")) as {
      sources: string[];
    };
    const locales = sources
      .filter((s) => s.includes("zod/v4/locales/"))
      .map((s) => s.replace(/^.*zod\/v4\/locales\//, ""));
    expect(locales.sort()).toEqual(["en.js", "fr.js"]);
  });

  it("is minified, within its gzip budget", () => {
    // Unminified, the bundle had ~68,000 lines; minified, ~240 (the line breaks inside template literals).
    expect(script.split("\n").length).toBeLessThan(5000);
    expect(gzipSync(script).byteLength).toBeLessThan(GZIP_BUDGET);
  });
});

describe("the deploy bundle on plain workerd", () => {
  it("answers a zod-generated message in French (a field of the wrong type)", async () => {
    const res = await fetch(`${origin}/api/user/login`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ credentials: "pas un objet" }),
    });
    expect(res.status).toBe(400);
    const { error } = (await res.json()) as { error: { fields: Record<string, string> } };
    // zod's own invalid_type message (the schema gives none), from its French locale: not "Invalid input...".
    expect(error.fields.credentials).toBe(
      "Entrée invalide : objet attendu, chaîne de caractères reçu",
    );
  });

  it("keeps the connection usable after a refused body", async () => {
    const connection = oneConnection(origin);
    try {
      for (const refused of Object.values(REFUSED_BODIES)) {
        const answer = await connection.send("POST", refused.path, refused.headers, refused.body);
        expect(answer.status).toBe(refused.status);
        expect(await connection.send("GET", "/api/version")).toMatchObject({
          status: 200,
          reused: true,
        });
      }
    } finally {
      connection.close();
    }
  });
});
