// Paged lists on the edge entry (issue 64): the same contract as the Node entry's (tests/api/listes-paginees.test.ts),
// a page in as few round trips as the whole list, its ETag by page from the shared list cache.
import { beforeAll, describe, expect, it } from "vitest";
import { valid } from "../support/factories";
import { MSG_TAILLE, msgTri } from "../../worker/domain/liste/pagination";
import { countedGet, type Instance, jsonOf as json, signedInInstance } from "./instance";

let edge: Instance;
const NOMS = ["Émile", "Zoé", "Ève", "Adèle", "Éric", "eric", "Œdipe", "Bruno"];
const ids: number[] = [];
beforeAll(async () => {
  edge = await signedInInstance();
  for (const [i, nom] of NOMS.entries()) {
    const res = await edge.call("POST", "/api/Locataire", {
      ...valid.Locataire(),
      nom,
      ville: i % 2 ? "Lyon" : "Saint-Étienne",
    });
    expect(res.status).toBe(201);
    ids.push(((await res.json()) as { id: number }).id);
  }
});

/** A GET, its JSON body and its round trips to libSQL. */
async function get(path: string, etag?: string) {
  const answer = await countedGet(edge, path, etag);
  return { ...answer, body: answer.body ? JSON.parse(answer.body) : null };
}
const noms = (body: { data: { nom: string }[] }) => body.data.map((l) => l.nom);

describe("paged lists at the edge", () => {
  it("answers a page with its total, sorted in French order, searched before paging", async () => {
    const p2 = await get("/api/Locataire?taille=3&page=2");
    expect(p2.body).toMatchObject({ total: 8, page: 2, taille: 3 });
    expect(noms(p2.body)).toEqual(NOMS.slice(3, 6));
    const sorted = await get("/api/Locataire?taille=500&tri=-nom");
    expect(noms(sorted.body)).toEqual([...NOMS].sort(new Intl.Collator("fr").compare).reverse());
    for (const q of ["eric", "saint etienne", "lyon", "œdipe"]) {
      const whole = await get(`/api/Locataire?q=${encodeURIComponent(q)}`);
      const paged = await get(`/api/Locataire?q=${encodeURIComponent(q)}&taille=500`);
      // A page's rows carry the derived list columns more (the tenant's apartment), the unpaged ones never.
      const sans = paged.body.data.map(({ appartement, ...l }: { appartement: unknown }) => l);
      expect(sans, q).toEqual(whole.body.data);
      expect(paged.body.total, q).toBe(whole.body.data.length);
    }
    expect(Object.keys((await get("/api/Locataire")).body)).toEqual(["data"]);
  });

  it("sorts owners and tenants by the Nom the list shows (« titre prénom nom », « prénom nom »), not the stored nom", async () => {
    const add = async (resource: "Client" | "Locataire", fields: Record<string, string>) =>
      json(await edge.call("POST", `/api/${resource}`, { ...valid[resource](), ...fields }), 201);
    await add("Client", { titre: "Monsieur", prenom: "Adam", nom: "Zola", ville: "Brest" });
    await add("Client", { titre: "Madame", prenom: "Zélie", nom: "Abel", ville: "Brest" });
    await add("Client", { titre: "Madame", prenom: "Élise", nom: "Martin", ville: "Brest" });
    await add("Locataire", { prenom: "Zoé", nom: "Abel", ville: "Brest" });
    await add("Locataire", { prenom: "Émile", nom: "Zola", ville: "Brest" });
    // « Madame Élise Martin », « Madame Zélie Abel », « Monsieur Adam Zola »; each row keeps its stored nom.
    expect(noms((await get("/api/Client?ville=Brest&taille=10&tri=nom")).body)).toEqual([
      "Martin",
      "Abel",
      "Zola",
    ]);
    // « Émile Zola », « Zoé Abel ».
    expect(noms((await get("/api/Locataire?ville=Brest&taille=10&tri=nom")).body)).toEqual([
      "Zola",
      "Abel",
    ]);
    expect(noms((await get("/api/Locataire?ville=Brest&tri=-nom")).body)).toEqual(["Abel", "Zola"]);
  });

  it("a picker's search (`?q=x&limit=20`) answers at most 20 matching rows, the search's first", async () => {
    for (let i = 0; i < 22; i++)
      await json(
        await edge.call("POST", "/api/Client", { ...valid.Client(), nom: `Lefèvre ${i}` }),
        201,
      );
    const all = (await get("/api/Client?q=lefevre")).body.data;
    expect(all).toHaveLength(22);
    const picker = await get("/api/Client?q=lefevre&limit=20");
    expect(Object.keys(picker.body)).toEqual(["data"]);
    expect(picker.body.data).toEqual(all.slice(0, 20));
  });

  it("finds « Łukasz Wróbel » by `lukasz` (Latin Extended-A folded), paged and unpaged", async () => {
    const l = await json(
      await edge.call("POST", "/api/Locataire", {
        ...valid.Locataire(),
        prenom: "Łukasz",
        nom: "Wróbel",
        ville: "Łódź",
      }),
      201,
    );
    const ids = (body: { data: { id: number }[] }) => body.data.map((r) => r.id);
    for (const q of ["lukasz", "LUKASZ wrobel", "lodz"]) {
      const path = `/api/Locataire?q=${encodeURIComponent(q)}`;
      expect(ids((await get(path)).body), q).toEqual([l.id]);
      const page = (await get(`${path}&taille=10&tri=nom`)).body;
      expect(ids(page), q).toEqual([l.id]);
      expect(page.total, q).toBe(1);
    }
  });

  it("answers 400 on its fields", async () => {
    const r = await edge.call("GET", "/api/Locataire?taille=501");
    expect((await json(r, 400)).error.fields).toEqual({ taille: MSG_TAILLE });
    const s = await edge.call("GET", "/api/User?taille=5&tri=passwordHash");
    expect((await json(s, 400)).error.fields).toEqual({ tri: msgTri("passwordHash") });
  });

  it("a page costs no more round trips than the whole list; its ETag gives 304 until a write moves the version", async () => {
    const counts: Record<string, number> = {};
    for (const path of [
      "/api/Locataire",
      "/api/Locataire?taille=3&page=2",
      "/api/Locataire?taille=3&page=2&tri=nom",
      "/api/Locataire?taille=3&q=lyon",
      "/api/Locataire?q=lyon",
      "/api/Dossier?taille=3&tri=locataire",
      "/api/Appartement?taille=3&tri=statut",
      "/api/Mission?taille=3",
      "/api/Intendance?taille=3&vue=missions",
    ]) {
      await get(path); // the isolate knows the session and the list's guess
      const again = await get(`${path}${path.includes("?") ? "&" : "?"}x=1`);
      expect(again.res.status, path).toBe(200);
      counts[path] = again.trips;
    }
    console.log(`[edge] allers-retours des listes paginées : ${JSON.stringify(counts)}`);
    for (const [path, trips] of Object.entries(counts))
      expect(trips, path).toBeLessThanOrEqual(counts["/api/Locataire"] ?? 1);

    const page = await get("/api/Locataire?taille=3&page=3");
    expect(page.etag).toMatch(/^W\//);
    const unchanged = await get("/api/Locataire?taille=3&page=3", page.etag);
    expect(unchanged.res.status).toBe(304);
    expect(unchanged.trips).toBe(1);
    expect((await get("/api/Locataire?taille=3&page=2")).etag).not.toBe(page.etag);
    await json(await edge.call("PUT", `/api/Locataire/${ids[0]}`, { ville: "Nantes" }));
    const after = await get("/api/Locataire?taille=3&page=3", page.etag);
    expect(after.res.status).toBe(200);
    expect(after.etag).not.toBe(page.etag);
  });
});
