// Lists at the edge (issue 22, ADR 017): a list's ETag comes from the version of the tables it reads, read in the
// round trip of the session check; unchanged, it is a 304 or the data centre's cached copy, never the list read
// again; changed by any write it reads (its own rows or a flag's table), it is read fresh, never stale.
import { beforeAll, describe, expect, it } from "vitest";
import { valid } from "../support/factories";
import { countedGet, type Instance, jsonOf as json, signedInInstance } from "./instance";

let edge: Instance;
beforeAll(async () => {
  edge = await signedInInstance();
});

/** A GET, its round trips to libSQL and the bytes libSQL answered it. */
const get = (path: string, etag?: string) => countedGet(edge, path, etag);
const row = (body: string, id: number) =>
  JSON.parse(body).data.find((r: { id: number }) => r.id === id);

describe("lists at the edge: version, ETag, 304, the data centre's cache", () => {
  it("unchanged: 304 or the cached copy in one round trip; a write it reads: fresh at once", async () => {
    const a = await json(await edge.call("POST", "/api/Appartement", valid.Appartement()), 201);
    for (let i = 0; i < 20; i++)
      await json(await edge.call("POST", "/api/Appartement", valid.Appartement()), 201);
    const first = await get("/api/Appartement");
    expect(first.res.status).toBe(200);
    expect(first.etag).toMatch(/^W\/"l[0-9a-f]{32}"$/);
    expect(first.trips).toBe(1); // the version and the list with the session check
    expect(row(first.body, a.id)).toMatchObject({ supprimable: true, statut: "Vacant" });

    const unchanged = await get("/api/Appartement", first.etag);
    expect(unchanged.res.status).toBe(304);
    expect(unchanged.body).toBe("");
    expect(unchanged.etag).toBe(first.etag);
    expect(unchanged.trips).toBe(1);
    expect(unchanged.downloaded).toBeLessThan(first.body.length / 4); // the list was not read

    const cached = await get("/api/Appartement");
    expect(cached.res.status).toBe(200);
    expect(cached.body).toBe(first.body);
    expect(cached.etag).toBe(first.etag);
    expect(cached.trips).toBe(1);
    expect(cached.downloaded).toBeLessThan(first.body.length / 4); // from the cache, not from libSQL

    // A table the list does not read: still the same version.
    await json(await edge.call("POST", "/api/Client", valid.Client()), 201);
    expect((await get("/api/Appartement", first.etag)).res.status).toBe(304);

    // A dossier: the apartment is no longer deletable, and occupied. Never the old answer, with or without ETag.
    const l = await json(await edge.call("POST", "/api/Locataire", valid.Locataire()), 201);
    await json(
      await edge.call(
        "PUT",
        `/api/Appartement/${a.id}/tenant/add/${l.id}`,
        valid.Dossier(a.id, l.id),
      ),
    );
    const afterFlag = await get("/api/Appartement", first.etag);
    expect(afterFlag.res.status).toBe(200);
    expect(afterFlag.etag).not.toBe(first.etag);
    expect(row(afterFlag.body, a.id)).toMatchObject({ supprimable: false, statut: "Occupé" });
    const again = await get("/api/Appartement");
    expect(again.body).toBe(afterFlag.body);

    // Its own rows: an update shows at once.
    await json(await edge.call("PUT", `/api/Appartement/${a.id}`, { wip: true }));
    const afterUpdate = await get("/api/Appartement", afterFlag.etag);
    expect(afterUpdate.res.status).toBe(200);
    expect(row(afterUpdate.body, a.id).statut).toBe("En Travaux");
    expect((await get("/api/Appartement", afterUpdate.etag)).res.status).toBe(304);
  });

  it("a list without declared tables (tenants, flags from dossiers) moves with any write; a query has its own key", async () => {
    const l = await json(await edge.call("POST", "/api/Locataire", valid.Locataire()), 201);
    const first = await get("/api/Locataire");
    expect(row(first.body, l.id)).toMatchObject({ supprimable: true, dossierEnCours: false });
    const filtered = await get(`/api/Locataire?id=${l.id}`);
    expect(JSON.parse(filtered.body).data).toHaveLength(1);
    expect(filtered.etag).not.toBe(first.etag);
    expect((await get("/api/Locataire", first.etag)).res.status).toBe(304);
    const a = await json(await edge.call("POST", "/api/Appartement", valid.Appartement()), 201);
    await json(
      await edge.call(
        "PUT",
        `/api/Appartement/${a.id}/tenant/add/${l.id}`,
        valid.Dossier(a.id, l.id),
      ),
    );
    const after = await get("/api/Locataire", first.etag);
    expect(after.res.status).toBe(200);
    expect(row(after.body, l.id)).toMatchObject({ supprimable: false, dossierEnCours: true });
    // Another isolate (its own guesses): the same answer from the data centre's cache, one round trip.
    edge.coldIsolate();
    await get("/api/Locataire"); // a cold isolate's first-start checks
    const other = await get("/api/Locataire");
    expect(other.body).toBe(after.body);
    expect(other.trips).toBe(1);
  });

  it("searches and per-caller lists are not kept", async () => {
    const searched = await get("/api/Appartement?q=rue");
    expect(searched.res.status).toBe(200);
    expect(searched.etag).toBe("");
    const users = await get("/api/User");
    expect(users.res.status).toBe(200);
    expect(users.etag).toBe("");
  });
});
