// Issue 72 item 2 (ADR 098) on the edge entry: `?q=` (unpaged, pages, pickers) and GET /api/search answered from the
// FTS5 index through libSQL over HTTP give what the plain form gives on the same database (every row's text folded,
// every record scanned: the services called with `pli` here, in the test), in no more round trips. The whole corpus
// and every list form: tests/api/recherche-index.test.ts.
import { beforeAll, describe, expect, it } from "vitest";
import { portsFor, stateFor } from "../../worker/entry/edge-isolate";
import { listRecords } from "../../worker/services/crud";
import { RESOURCES } from "../../worker/services/resources";
import { globalSearch } from "../../worker/services/search";
import {
  ADMIN,
  buildCorpus,
  CHERCHEES,
  changeCorpus,
  formes,
  REQUETES,
  REQUETES_APRES,
} from "../support/recherche-corpus";
import { countedGet, type Instance, signedInInstance } from "./instance";

let edge: Instance;
let ids: Awaited<ReturnType<typeof buildCorpus>>;
const call = async (method: string, path: string, body?: unknown) => {
  const r = await edge.call(method, path, body);
  const text = await r.text();
  return { status: r.status, body: text ? JSON.parse(text) : null };
};

beforeAll(async () => {
  edge = await signedInInstance();
  ids = await buildCorpus(call);
}, 120_000);

/**
 * The queries asked at the edge: a part of the corpus's (a test's libSQL requests are bounded in workerd), each
 * kind of word there: Polish and Hungarian letters, several words, short words, hyphens, apostrophes, the global
 * search's foldText-only texts, derived columns.
 */
const REQUETES_EDGE = [
  "Łódź",
  "lukasz wrobel",
  "erdos",
  "saint-etienne",
  "l'eglise",
  "oedipe",
  "lo",
  "é",
  "nguyen",
  "elodie",
  "piotrkowska",
  "fd-2026",
];

/** The plain form's answer on the instance's database, through the edge's ports (libSQL over HTTP). */
async function plainList(ports: ReturnType<typeof portsFor>, path: string) {
  const url = new URL(path, "http://x");
  const def = RESOURCES.find((d) => d.name === url.pathname.split("/").at(-1));
  if (!def) throw new Error(path);
  const body = await listRecords(ports, def, Object.fromEntries(url.searchParams), ADMIN, "pli");
  return JSON.parse(typeof body === "string" ? body : new TextDecoder().decode(body));
}

async function sameBothWays(queries: readonly string[]) {
  let found = 0;
  // One client for the test's reads (the worker makes its own per request).
  const ports = portsFor(edge.env, stateFor(edge.env));
  for (const resource of CHERCHEES)
    for (const q of queries)
      for (const path of formes(resource, q).filter((_, i) => i === 0 || i === 2)) {
        const plain = await plainList(ports, path);
        const answer = await call("GET", path);
        expect(answer.status, path).toBe(200);
        expect(answer.body, path).toEqual(plain);
        found += plain.data.length;
      }
  for (const q of queries) {
    const answer = await call("GET", `/api/search?q=${encodeURIComponent(q)}`);
    expect(answer.body.data, q).toEqual(await globalSearch(ports, q, ADMIN, "pli"));
  }
  return found;
}

describe("the search from the FTS5 index at the edge", () => {
  it("answers what the fold of every row answered, before and after writes that move derived texts", async () => {
    expect(REQUETES_EDGE.filter((q) => !REQUETES.includes(q))).toEqual([]);
    expect(await sameBothWays(REQUETES_EDGE)).toBeGreaterThan(40);
    await changeCorpus(call, ids);
    await sameBothWays(REQUETES_APRES);
  }, 600_000);

  it("costs no more round trips than the whole list", async () => {
    const counts: Record<string, number> = {};
    for (const path of [
      "/api/Locataire",
      "/api/Locataire?q=lodz",
      "/api/Locataire?q=lodz&taille=3",
      "/api/Locataire?q=lo&limit=20",
      "/api/Dossier?q=wrobel lodz&taille=3&tri=locataire",
      "/api/Appartement?q=łódź&taille=3",
      "/api/search?q=lukasz",
    ]) {
      await countedGet(edge, path); // the isolate knows the session and the list's guess
      counts[path] = (await countedGet(edge, `${path}${path.includes("?") ? "&" : "?"}x=1`)).trips;
    }
    console.log(`[edge] allers-retours des recherches : ${JSON.stringify(counts)}`);
    for (const [path, trips] of Object.entries(counts))
      expect(trips, path).toBeLessThanOrEqual(counts["/api/Locataire"] ?? 1);
  });
});
