import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { makeTestApp, type TestApp } from "../support/test-app";
import { insertAppartement, insertDossier, insertLocataire, valid } from "../support/factories";
import { memoryListCache } from "../../worker/ports";
import { createRecord } from "../../worker/services/crud";
import { RESOURCES } from "../../worker/services/resources";

let t: TestApp;
beforeEach(async () => (t = await makeTestApp({ now: "2026-11-21T20:00:00Z", listCache: true })));
afterEach(() => t.close());

const statutOf = async (id: number) =>
  (await t.call("GET", "/api/Appartement")).body.data.find((a: any) => a.id === id).statut;

describe("cached lists (Node entry) never serve stale data", () => {
  it("a write of any resource refreshes every list", async () => {
    const a = await insertAppartement(t);
    expect(await statutOf(a.id)).toBe("Vacant");
    await insertDossier(t, { AppartementId: a.id }); // a write on another resource changes this list's flags
    expect(await statutOf(a.id)).toBe("Occupé");
    await t.call("PUT", `/api/Appartement/${a.id}`, "user", { wip: true });
    expect(await statutOf(a.id)).toBe("En Travaux");
  });

  it("a write outside any request (the daily job's) refreshes the lists at its commit", async () => {
    const a = await insertAppartement(t);
    const l = await insertLocataire(t);
    expect(await statutOf(a.id)).toBe("Vacant");
    await createRecord(
      t.ports,
      RESOURCES.find((d) => d.name === "Dossier")!,
      valid.Dossier(a.id, l.id),
    );
    expect(await statutOf(a.id)).toBe("Occupé");
  });

  it("never keeps a list built while a write cleared the cache (its rows may predate the write, its flags not)", () => {
    const cache = memoryListCache();
    const before = cache.generation;
    cache.clear(); // a write commits while the list is being built
    const answered = cache.set("Appartement|2026-11-21", '{"data":[]}', before);
    expect(answered.etag).toMatch(/^W\//);
    expect(cache.get("Appartement|2026-11-21")).toBeUndefined();
    cache.set("Appartement|2026-11-21", '{"data":[]}', cache.generation);
    expect(cache.get("Appartement|2026-11-21")).toBeDefined();
  });

  it("keeps at most its bound in bytes: the oldest lists go first, a list larger than the bound is answered, not kept", () => {
    const cache = memoryListCache(10_000);
    const body = (n: number) => JSON.stringify({ data: "é".repeat(n) }); // é: 2 bytes in UTF-8
    for (const k of ["A", "B", "C"]) cache.set(k, body(1500), cache.generation); // ~3 kB each
    expect(["A", "B", "C"].map((k) => !!cache.get(k))).toEqual([true, true, true]);
    const d = cache.set("D", body(2500), cache.generation); // ~5 kB: A then B make room
    expect(cache.get("D")).toBe(d);
    expect(["A", "B", "C"].map((k) => !!cache.get(k))).toEqual([false, false, true]);
    cache.set("C", body(100), cache.generation); // replaced, counted once
    cache.set("E", body(1800), cache.generation);
    expect(["C", "D", "E"].map((k) => !!cache.get(k))).toEqual([true, true, true]);
    const huge = cache.set("F", body(6000), cache.generation);
    expect(new TextDecoder().decode(huge.body)).toBe(body(6000));
    expect(cache.get("F")).toBeUndefined();
    expect(cache.get("D")).toBeDefined();
  });

  it("a new day recomputes date-based flags", async () => {
    const a = await insertAppartement(t);
    await insertDossier(t, { AppartementId: a.id, dateFinBail: "2026-11-22" });
    expect(await statutOf(a.id)).toBe("Occupé");
    t.setNow("2026-11-21T23:30:00Z"); // 00:30 on 22 November in Paris: the lease has ended
    expect(await statutOf(a.id)).toBe("Vacant");
  });

  it("keeps query filters apart and the caller-specific user list out of the cache", async () => {
    const a = await insertAppartement(t);
    await insertAppartement(t, { ville: "Lyon" });
    expect((await t.call("GET", "/api/Appartement?ville=Lyon")).body.data).toHaveLength(1);
    expect((await t.call("GET", "/api/Appartement")).body.data).toHaveLength(2);
    const asAdmin = (await t.call("GET", "/api/User", "admin")).body.data.map((u: any) => u.email);
    expect(asAdmin).toEqual([
      "user@agence.test",
      "user_delete@agence.test",
      "comptable@agence.test",
    ]);
    expect(a.id).toBeGreaterThan(0);
  });
});

describe("list revalidation", () => {
  it("answers 304 to the ETag it gave, and a fresh body after a write", async () => {
    await insertAppartement(t);
    const first = await t.app.request("/api/Appartement", {
      headers: { Authorization: `Token ${t.tokens.user}` },
    });
    const etag = first.headers.get("etag")!;
    expect(etag).toMatch(/^W\//);
    const again = await t.app.request("/api/Appartement", {
      headers: { Authorization: `Token ${t.tokens.user}`, "If-None-Match": etag },
    });
    expect(again.status).toBe(304);
    await insertAppartement(t);
    const after = await t.app.request("/api/Appartement", {
      headers: { Authorization: `Token ${t.tokens.user}`, "If-None-Match": etag },
    });
    expect(after.status).toBe(200);
    expect(((await after.json()) as any).data).toHaveLength(2);
  });
});

describe("an ETag made from the list's content (Node entry)", () => {
  it("a write elsewhere keeps the list's ETag (a 304); a change of the list gives it a new one", async () => {
    const a = await insertAppartement(t);
    const headers = { Authorization: `Token ${t.tokens.user}` };
    const first = await t.app.request("/api/Appartement", { headers });
    const etag = first.headers.get("etag")!;
    // A write the apartment list does not show: the cache is cleared, the list built again, the same ETag.
    expect((await t.call("POST", "/api/Equipement", "admin", { nom: "Lave-linge" })).status).toBe(
      201,
    );
    const unchanged = await t.app.request("/api/Appartement", {
      headers: { ...headers, "If-None-Match": etag },
    });
    expect(unchanged.status).toBe(304);
    expect(unchanged.headers.get("etag")).toBe(etag);
    // A change of one of its rows: a new ETag, and the old one no longer a 304.
    await t.call("PUT", `/api/Appartement/${a.id}`, "user", { digicode: "4521" });
    const changed = await t.app.request("/api/Appartement", {
      headers: { ...headers, "If-None-Match": etag },
    });
    expect(changed.status).toBe(200);
    expect(changed.headers.get("etag")).not.toBe(etag);
    expect(((await changed.json()) as any).data[0].digicode).toBe("4521");
  });
});

describe("searches and the cache", () => {
  it("typing in pickers does not push the full lists out of the cache", async () => {
    await insertAppartement(t);
    const headers = { Authorization: `Token ${t.tokens.user}` };
    const etag = (await t.app.request("/api/Appartement", { headers })).headers.get("etag")!;
    // Each pause in typing is a new query; a hundred of them is one busy morning.
    for (let i = 0; i < 100; i++)
      expect((await t.call("GET", `/api/Appartement?q=rue${i}&limit=20`, "user")).status).toBe(200);
    const again = await t.app.request("/api/Appartement", {
      headers: { ...headers, "If-None-Match": etag },
    });
    expect(again.status).toBe(304);
  });
});

describe("request hygiene", () => {
  it("refuses a JSON body over 1 MB with 413 and sends security headers", async () => {
    const big = { nom: "x".repeat(1_100_000) };
    const r = await t.call("POST", "/api/Equipement", "admin", big);
    expect(r.status).toBe(413);
    expect(r.body.error.message).toMatch(/trop volumineuse/);
    expect(r.headers.get("x-content-type-options")).toBe("nosniff");
    expect(r.headers.get("x-frame-options")).toBe("DENY");
  });
});

describe("amounts typed as the app shows them", () => {
  it("reads '1 234,56' (with normal, no-break or thin spaces) as 1234.56", async () => {
    for (const loyerHC of ["1 234,56", "1\u00a0234,56", "1\u202f234,56"]) {
      const r = await t.call("POST", "/api/Appartement", "user", {
        adresse: "1 rue A",
        codePostal: "75001",
        ville: "Paris",
        loyerHC,
      });
      expect(r.status).toBe(201);
      expect(r.body.loyerHC).toBe(1234.56);
    }
    const bad = await t.call("POST", "/api/Appartement", "user", {
      adresse: "1 rue A",
      codePostal: "75001",
      ville: "Paris",
      loyerHC: "12 a",
    });
    expect(bad.status).toBe(400);
  });
});
