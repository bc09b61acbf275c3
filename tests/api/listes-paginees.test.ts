import { getTableColumns } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeTestApp, type TestApp } from "../support/test-app";
import {
  insertAppartement,
  insertClient,
  insertDossier,
  insertLocataire,
} from "../support/factories";
import { MSG_PAGE, MSG_TAILLE, msgTri } from "../../worker/domain/liste/pagination";
import { RESOURCES } from "../../worker/services/resources";

// Issue 64: the lists a browser can hold. `?taille=` (and `?page=`) answers one page with the total, `?tri=` its
// order, `?q=` and the filters before paging; without `taille` the answer is today's, byte for byte.
let t: TestApp;
const NOMS = [
  "Émile",
  "emile",
  "Zoé",
  "Ève",
  "Adèle",
  "Éric",
  "eric",
  "Œdipe",
  "Bruno",
  "Çedric",
  "Àlex",
  "Marc",
];
const ids: Record<string, number> = {};
beforeAll(async () => {
  t = await makeTestApp({ now: "2026-11-21T10:00:00Z", listCache: true });
  for (const [i, nom] of NOMS.entries()) {
    const l = await insertLocataire(t, {
      nom,
      prenom: `P${i}`,
      ville: i % 2 ? "Lyon" : "Saint-Étienne",
    });
    ids[nom] = l.id;
  }
  for (const [i, surface] of [30, 12.5, 80, 45].entries())
    ids[`a${i}`] = (
      await insertAppartement(t, { surface, adresse: `${i + 1} rue de l'Église` })
    ).id;
  // The same names as owners (« Monsieur Jean <nom> »: their order is the names'), for the French order.
  for (const nom of NOMS)
    await insertClient(t, { titre: "Monsieur", prenom: "Jean", nom, ville: "Lyon" });
  // One apartment let today, one archived.
  await insertDossier(t, { AppartementId: ids.a1, LocataireId: ids.Marc });
  await t.call("POST", `/api/Appartement/${ids.a3}/archiver`);
});
afterAll(() => t.close());

const get = async (path: string, status = 200) => {
  const r = await t.call("GET", path);
  expect(r.status, JSON.stringify(r.body)).toBe(status);
  return r.body;
};
/** A page's rows without the derived list columns only a page carries: the unpaged list's rows. */
const sansDerivees = (resource: string, rows: Record<string, unknown>[]) => {
  const def = RESOURCES.find((d) => d.name === resource);
  const own = Object.keys(def ? getTableColumns(def.table) : {});
  // Appartement's rows always had statut and preavis (decorate's), and a row keeps its own columns (a tenant's nom,
  // sorted by the name shown): only the ones a page adds go.
  const derivees = Object.keys(def?.listeColonnes ?? {}).filter((k) => !own.includes(k));
  const enPlus = resource === "Appartement" ? [] : derivees;
  return rows.map((r) =>
    Object.fromEntries(Object.entries(r).filter(([k]) => !enPlus.includes(k))),
  );
};
const noms = (body: { data: { nom: string }[] }) => body.data.map((l) => l.nom);

describe("paged lists (Node entry)", () => {
  it("answers a page of `taille` rows with the total, in id order by default", async () => {
    const p1 = await get("/api/Locataire?taille=5");
    expect(p1).toMatchObject({ total: 12, page: 1, taille: 5 });
    expect(noms(p1)).toEqual(NOMS.slice(0, 5));
    const p3 = await get("/api/Locataire?taille=5&page=3");
    expect(noms(p3)).toEqual(NOMS.slice(10));
    expect((await get("/api/Locataire?taille=5&page=9")).data).toEqual([]);
  });

  it("keeps the rows' shape: a page's rows are the unpaged list's, flags included", async () => {
    const all = await get("/api/Locataire");
    const page = await get("/api/Locataire?taille=3&page=4");
    // A page's rows carry the derived list columns more (the apartment's label), the unpaged ones never.
    const sans = page.data.map(({ appartement, ...row }: { appartement: unknown }) => row);
    expect(sans).toEqual(all.data.slice(9, 12));
    expect(all.data.some((l: object) => "appartement" in l)).toBe(false);
    expect(page.data.find((l: { id: number }) => l.id === ids.Marc)).toMatchObject({
      dossierEnCours: true,
      supprimable: false,
    });
  });

  it("sorts text in French order (accents and case ignored, NULLs last), both ways, the id breaking ties", async () => {
    const asc = noms(await get("/api/Client?ville=Lyon&taille=500&tri=nom"));
    // The order of fr-FR's collation, the browser's (the server has no Intl: ADR 061).
    expect(asc).toEqual([...NOMS].sort(new Intl.Collator("fr").compare));
    const desc = noms(await get("/api/Client?ville=Lyon&taille=500&tri=-nom"));
    expect(desc).toEqual([...asc].reverse());
  });

  it("sorts owners and tenants by the Nom the list shows (« titre prénom nom », « prénom nom »), not the stored nom", async () => {
    for (const [titre, prenom, nom] of [
      ["Monsieur", "Adam", "Zola"],
      ["Madame", "Zélie", "Abel"],
      ["Madame", "Élise", "Martin"],
    ])
      await insertClient(t, { titre, prenom, nom, ville: "Brest" });
    const clients = await get("/api/Client?ville=Brest&taille=10&tri=nom");
    // « Madame Élise Martin », « Madame Zélie Abel », « Monsieur Adam Zola »; each row keeps its stored nom.
    expect(noms(clients)).toEqual(["Martin", "Abel", "Zola"]);
    expect(noms(await get("/api/Client?ville=Brest&taille=10&tri=-nom"))).toEqual([
      "Zola",
      "Abel",
      "Martin",
    ]);
    // « P1 emile », « P11 Marc », « P3 Ève », « P5 Éric », « P7 Œdipe », « P9 Çedric » (the space before the digits).
    const lyon = await get("/api/Locataire?ville=Lyon&taille=10&tri=nom");
    expect(noms(lyon)).toEqual(["emile", "Marc", "Ève", "Éric", "Œdipe", "Çedric"]);
    // The unpaged list sorted alike.
    expect(noms(await get("/api/Locataire?ville=Lyon&tri=-nom"))).toEqual(noms(lyon).reverse());
  });

  it("sorts numbers as numbers", async () => {
    const surfaces = (b: { data: { surface: number }[] }) => b.data.map((a) => a.surface);
    expect(surfaces(await get("/api/Appartement?taille=10&tri=surface"))).toEqual([12.5, 30, 80]);
    expect(surfaces(await get("/api/Appartement?taille=10&tri=-surface&archives=1"))).toEqual([
      80, 45, 30, 12.5,
    ]);
  });

  it("searches before paging: `?q=x&taille=500` has the rows of `?q=x`", async () => {
    for (const q of [
      "emile",
      "ERIC",
      "saint etienne",
      "lyon p1",
      "œdipe",
      "rue eglise",
      "12.5",
      "zzz",
    ]) {
      const whole = await get(`/api/Locataire?q=${encodeURIComponent(q)}`);
      const paged = await get(`/api/Locataire?q=${encodeURIComponent(q)}&taille=500`);
      expect(sansDerivees("Locataire", paged.data), q).toEqual(whole.data);
      expect(paged.total, q).toBe(whole.data.length);
      const aWhole = await get(`/api/Appartement?q=${encodeURIComponent(q)}&archives=1`);
      const aPaged = await get(`/api/Appartement?q=${encodeURIComponent(q)}&archives=1&taille=500`);
      expect(aPaged.data, q).toEqual(aWhole.data);
    }
    const p = await get("/api/Locataire?q=lyon&taille=2&page=2&tri=nom");
    expect(p).toMatchObject({ total: 6, page: 2 });
  });

  it("carries the labels the web prints on a page's rows, and searches them, paged and unpaged", async () => {
    const page = await get("/api/Dossier?taille=10");
    // apartmentLabel and fullName as the web printed them from the whole lists.
    expect(page.data[0]).toMatchObject({
      appartement: "2 rue de l'Église, 75011 Paris",
      locataire: "P11 Marc",
      statut: "En cours",
    });
    const locataires = await get("/api/Locataire?taille=500");
    const marc = locataires.data.find((l: { id: number }) => l.id === ids.Marc);
    expect(marc.appartement).toBe("2 rue de l'Église, 75011 Paris");
    expect(locataires.data.find((l: { id: number }) => l.id !== ids.Marc).appartement).toBeNull();
    for (const q of ["marc", "p11 marc", "2 rue eglise"]) {
      const whole = await get(`/api/Dossier?q=${encodeURIComponent(q)}`);
      const paged = await get(`/api/Dossier?q=${encodeURIComponent(q)}&taille=500`);
      expect(
        whole.data.map((d: { id: number }) => d.id),
        q,
      ).toEqual([page.data[0].id]);
      expect(paged.total, q).toBe(1);
    }
    // The tenant found by the apartment of his lease (its address is not his own field).
    const parAppart = await get(`/api/Locataire?q=${encodeURIComponent("2 rue de l'église")}`);
    expect(parAppart.data.map((l: { id: number }) => l.id)).toEqual([ids.Marc]);
  });

  it("applies column filters, archives and named filters before paging", async () => {
    expect((await get("/api/Locataire?ville=Lyon&taille=2")).total).toBe(6);
    expect((await get("/api/Appartement?taille=10")).total).toBe(3);
    expect((await get("/api/Appartement?taille=10&archives=1")).total).toBe(4);
  });

  it("sorts and filters by the derived columns the web shows (status, tenant's apartment), before paging", async () => {
    const statuts = await get("/api/Appartement?taille=10&tri=-statut");
    expect(statuts.data.map((a: { statut: string }) => a.statut)).toEqual([
      "Vacant",
      "Vacant",
      "Occupé",
    ]);
    expect((await get("/api/Appartement?taille=10&enGestion=oui")).total).toBe(0);
    expect((await get("/api/Appartement?taille=10&enGestion=non")).total).toBe(3);
    const enCours = await get("/api/Locataire?taille=10&situation=en-cours");
    expect(noms(enCours)).toEqual(["Marc"]);
    expect((await get("/api/Locataire?taille=10&situation=sans-dossier")).total).toBe(11);
    // The tenant with an apartment first, then the others (NULLs last) in id order.
    expect(noms(await get("/api/Locataire?taille=2&tri=appartement"))).toEqual(["Marc", NOMS[0]]);
    expect((await get("/api/Dossier?taille=10&etat=en-cours")).total).toBe(1);
    expect((await get("/api/Dossier?taille=10&etat=clos")).total).toBe(0);
    // The same filters without paging: the rows of the page.
    expect((await get("/api/Locataire?situation=en-cours")).data).toEqual(
      sansDerivees("Locataire", enCours.data),
    );
    const r = await t.call("GET", "/api/Appartement?enGestion=peut-etre");
    expect(r.status).toBe(400);
    expect(r.body.error.fields).toEqual({ enGestion: "Valeur inconnue : oui, non." });
  });

  it("declares no named filter under the name of a table's own column (its column filter)", async () => {
    for (const def of RESOURCES) {
      const own = Object.keys(getTableColumns(def.table));
      for (const name of Object.keys(def.listeFiltres ?? {}))
        expect(own, `${def.name}.${name}`).not.toContain(name);
    }
  });

  it("a derived column under an own column's name only orders: a page's rows keep the stored value", async () => {
    const page = await get("/api/Locataire?taille=500");
    expect(noms(page)).toEqual(NOMS);
  });

  it("every declared derived column sorts both ways, every named filter applies, on every resource", async () => {
    for (const def of RESOURCES) {
      for (const champ of Object.keys(def.listeColonnes ?? {}))
        for (const tri of [champ, `-${champ}`]) await get(`/api/${def.name}?taille=3&tri=${tri}`);
      for (const [param, values] of Object.entries(def.listeFiltres ?? {}))
        for (const value of Object.keys(values)) {
          const paged = await get(`/api/${def.name}?taille=500&${param}=${value}`);
          expect((await get(`/api/${def.name}?${param}=${value}`)).data).toEqual(
            sansDerivees(def.name, paged.data),
          );
        }
    }
  });

  it("answers 400 on its fields for a size, page or order out of bounds", async () => {
    for (const taille of ["0", "501", "abc"]) {
      const r = await t.call("GET", `/api/Locataire?taille=${taille}`);
      expect(r.status).toBe(400);
      expect(r.body.error.fields).toEqual({ taille: MSG_TAILLE });
    }
    expect((await t.call("GET", "/api/Locataire?taille=5&page=0")).body.error.fields).toEqual({
      page: MSG_PAGE,
    });
    for (const tri of [
      "inconnu",
      "-passwordHash",
      encodeURIComponent('nom" desc; drop table "User"; --'),
    ]) {
      const r = await t.call("GET", `/api/User?taille=5&tri=${tri}`);
      expect(r.status).toBe(400);
      expect(r.body.error.fields).toEqual({
        tri: msgTri(decodeURIComponent(tri).replace(/^-/, "")),
      });
    }
  });

  it("without taille answers as before: the same bytes; tri alone sorts the whole list", async () => {
    const before = await t.call("GET", "/api/Locataire");
    expect(Object.keys(before.body)).toEqual(["data"]);
    const sorted = await get("/api/Locataire?tri=-nom");
    expect(Object.keys(sorted)).toEqual(["data"]);
    expect(noms(sorted)[0]).toBe("Çedric"); // « P9 Çedric »
    // A picker's first rows in an order.
    expect(noms(await get("/api/Locataire?tri=-nom&limit=2"))).toEqual(noms(sorted).slice(0, 2));
  });

  it("keeps each page apart in the list cache: its ETag gives 304 until a write changes the page", async () => {
    const ask = (path: string, etag?: string) =>
      t.app.request(path, {
        headers: {
          Authorization: `Token ${t.tokens.admin}`,
          ...(etag ? { "If-None-Match": etag } : {}),
        },
      });
    const p2 = await ask("/api/Locataire?taille=5&page=2");
    const etag = p2.headers.get("ETag") ?? "";
    expect(etag).toMatch(/^W\//);
    expect((await ask("/api/Locataire?taille=5&page=2", etag)).status).toBe(304);
    const p1 = await ask("/api/Locataire?taille=5&page=1");
    expect(p1.headers.get("ETag")).not.toBe(etag);
    expect((await ask("/api/Locataire?taille=5&page=1", etag)).status).toBe(200);
    // Its ETag is made from its bytes (ADR 150): a write to a row of another page leaves it a 304, one of its own
    // rows changed gives it a new one.
    const onPage1 = ((await p1.json()) as { data: { id: number }[] }).data[0]!.id;
    const onPage2 = ((await p2.json()) as { data: { id: number }[] }).data[0]!.id;
    await t.call("PUT", `/api/Locataire/${onPage1}`, "admin", { ville: "Nantes" });
    expect((await ask("/api/Locataire?taille=5&page=2", etag)).status).toBe(304);
    await t.call("PUT", `/api/Locataire/${onPage2}`, "admin", { ville: "Nantes" });
    const after = await ask("/api/Locataire?taille=5&page=2", etag);
    expect(after.status).toBe(200);
    expect(after.headers.get("ETag")).not.toBe(etag);
  });
});

describe("a search beyond French letters (Latin Extended-A)", () => {
  it("finds « Łukasz Wróbel » by `lukasz wrobel`, paged, unpaged, in a picker and in the global search", async () => {
    const app = await makeTestApp();
    try {
      const l = await insertLocataire(app, { prenom: "Łukasz", nom: "Wróbel", ville: "Łódź" });
      await insertLocataire(app, { prenom: "Luc", nom: "Martin" });
      const ids = (body: { data: { id: number }[] }) => body.data.map((r) => r.id);
      for (const q of ["lukasz", "LUKASZ wrobel", "lodz"]) {
        const path = `/api/Locataire?q=${encodeURIComponent(q)}`;
        expect(ids((await app.call("GET", path)).body), q).toEqual([l.id]);
        const page = (await app.call("GET", `${path}&taille=10&tri=nom`)).body;
        expect(ids(page), q).toEqual([l.id]);
        expect(page.total, q).toBe(1);
        expect(ids((await app.call("GET", `${path}&limit=20`)).body), q).toEqual([l.id]);
      }
      const search = (await app.call("GET", "/api/search?q=lukasz")).body;
      expect(JSON.stringify(search)).toContain("Wróbel");
    } finally {
      await app.close();
    }
  });
});

/** A statement the database was sent: its text and its bound values. */
interface Executed {
  sql: string;
  args: unknown;
}
/** A client that notes in `seen` every statement it executes. */
const recording =
  (seen: Executed[]) =>
  <C extends object>(c: C): C =>
    new Proxy(c, {
      get(target, prop, receiver) {
        const v = Reflect.get(target, prop, receiver);
        if (prop !== "execute" || typeof v !== "function") return v;
        return (stmt: unknown, ...rest: unknown[]) => {
          if (typeof stmt === "string") seen.push({ sql: stmt, args: [] });
          else if (stmt && typeof stmt === "object" && "sql" in stmt)
            seen.push({ sql: String(stmt.sql), args: "args" in stmt ? stmt.args : [] });
          return v.call(target, stmt, ...rest);
        };
      },
    });

describe("a picker's search (`?q=x&limit=20`, no page)", () => {
  it("answers at most 20 matching rows, the search's first, cut by the statement's LIMIT", async () => {
    const seen: Executed[] = [];
    const app = await makeTestApp({ wrapClient: recording(seen) });
    try {
      for (let i = 0; i < 22; i++) await insertClient(app, { nom: `Lefèvre ${i}` });
      await insertClient(app, { nom: "Martin" });
      const all = (await app.call("GET", "/api/Client?q=lefevre")).body.data;
      expect(all).toHaveLength(22);
      seen.length = 0;
      const picker = (await app.call("GET", "/api/Client?q=lefevre&limit=20")).body;
      expect(Object.keys(picker)).toEqual(["data"]);
      expect(picker.data).toEqual(all.slice(0, 20));
      // The rows' statement holds the LIMIT (bound): SQLite builds 20 rows, none is cut in JavaScript. Searched from
      // the index (search-index.ts).
      const rows = seen.filter(
        (s) => s.sql.includes('"ClientRecherche"') && s.sql.includes('as "total"'),
      );
      expect(rows).toHaveLength(1);
      expect(rows[0]!.sql).toMatch(/ limit \? offset \?\)\) as "j"\)$/);
      expect(rows[0]!.args).toEqual(expect.arrayContaining([20]));
    } finally {
      await app.close();
    }
  });
});

describe("a page's flags", () => {
  it("are read for the page's rows only: every read of the flags' tables is restricted to the page's ids", async () => {
    const seen: Executed[] = [];
    const app = await makeTestApp({ now: "2026-11-21T10:00:00Z", wrapClient: recording(seen) });
    try {
      for (let i = 0; i < 4; i++) await insertDossier(app);
      seen.length = 0;
      const r = await app.call("GET", "/api/Appartement?taille=2&page=2");
      expect(r.body).toMatchObject({ total: 4, page: 2, taille: 2 });
      const flags = seen.filter((s) =>
        /from "(Dossier|Intendance|MissionAppartement)"/.test(s.sql),
      );
      expect(flags.length).toBeGreaterThan(0);
      for (const s of flags) expect(s.sql).toMatch(/limit \? offset \?/);
    } finally {
      await app.close();
    }
  });
});
