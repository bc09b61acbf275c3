// The whole apartment list's compact form at the edge (`?forme=compacte`, ADR 154): the same statement as on Node over
// the rows' list form that the triggers write in libSQL, in one round trip; its own slot in the data centre's cache
// and its own ETag (a 304 to it); a field cleared by a write gone from the next compact list; the default answer
// still every field, null included; any other value a 400 on `forme`.
import { beforeAll, describe, expect, it } from "vitest";
import { valid } from "../support/factories";
import { MSG_FORME } from "../../worker/domain/liste/forme";
import { countedGet, type Instance, jsonOf as json, signedInInstance } from "./instance";

let edge: Instance;
beforeAll(async () => {
  edge = await signedInInstance();
});

const COMPACTE = "/api/Appartement?forme=compacte";
const rowOf = (body: string, id: number) =>
  (JSON.parse(body).data as { id: number }[]).find((r) => r.id === id);

describe("the whole apartment list's compact form at the edge", () => {
  it("leaves out null members in one round trip, is cached apart with its ETag, follows a write", async () => {
    const a = await json(
      await edge.call("POST", "/api/Appartement", { ...valid.Appartement(), digicode: "4521" }),
      201,
    );
    for (let i = 0; i < 20; i++)
      await json(await edge.call("POST", "/api/Appartement", valid.Appartement()), 201);
    const first = await countedGet(edge, COMPACTE);
    expect(first.res.status).toBe(200);
    expect(first.trips).toBe(1); // the version and the list with the session check
    const row = rowOf(first.body, a.id);
    expect(row).toMatchObject({
      adresse: "8 boulevard Voltaire",
      digicode: "4521",
      statut: "Vacant",
      enGestion: false,
      supprimable: true,
    });
    expect(row).not.toHaveProperty("syndicNom");
    expect(row).not.toHaveProperty("classeEnergie");

    // The default answer: every field, null included, under an ETag of its own.
    const defaut = await countedGet(edge, "/api/Appartement");
    expect(defaut.trips).toBe(1);
    expect(rowOf(defaut.body, a.id)).toMatchObject({ syndicNom: null, classeEnergie: null });
    expect(defaut.etag).not.toBe(first.etag);
    expect((await countedGet(edge, "/api/Appartement", first.etag)).res.status).toBe(200);

    // Unchanged: a 304 to its ETag, or the cached copy, each in one round trip.
    const unchanged = await countedGet(edge, COMPACTE, first.etag);
    expect(unchanged.res.status).toBe(304);
    expect(unchanged.trips).toBe(1);
    const cached = await countedGet(edge, COMPACTE);
    expect(cached.body).toBe(first.body);
    expect(cached.trips).toBe(1);
    expect(cached.downloaded).toBeLessThan(first.body.length / 4); // from the cache, not from libSQL

    // Cleared by a write: gone from the next compact list; the single read and the default list still say null.
    await json(await edge.call("PUT", `/api/Appartement/${a.id}`, { digicode: null, wip: true }));
    const after = await countedGet(edge, COMPACTE, first.etag);
    expect(after.res.status).toBe(200);
    expect(after.etag).not.toBe(first.etag);
    const changed = rowOf(after.body, a.id);
    expect(changed).not.toHaveProperty("digicode");
    expect(changed).toMatchObject({ statut: "En Travaux", preavis: null, wip: true });
    expect(rowOf((await countedGet(edge, "/api/Appartement")).body, a.id)).toMatchObject({
      digicode: null,
    });
    expect(await json(await edge.call("GET", `/api/Appartement/${a.id}`))).toMatchObject({
      digicode: null,
    });
  });

  it("answers 400 on forme to an unknown value", async () => {
    const r = await countedGet(edge, "/api/Appartement?forme=legere");
    expect(r.res.status).toBe(400);
    expect(JSON.parse(r.body).error.fields).toEqual({ forme: MSG_FORME });
  });
});
