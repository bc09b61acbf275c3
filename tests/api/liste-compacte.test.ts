import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { makeTestApp, type TestApp } from "../support/test-app";
import { create, insertAppartement, insertLocataire, valid } from "../support/factories";
import { API } from "../../worker/domain/contract";
import {
  MSG_FORME,
  MSG_FORME_LISTE_ENTIERE,
  MSG_FORME_SANS_COMPACTE,
} from "../../worker/domain/liste/forme";

// Issue 72, ADR 154: the whole apartment list asked by name in its compact form (`?forme=compacte`) leaves out each
// row's members whose value is null; without the parameter the answer is what it always was, every field with its
// null. Same rows, same values otherwise; its own cache entry and ETag; any other value, or the form asked of a page,
// a search or another resource, a 400 on the field `forme`.
let t: TestApp;
beforeEach(async () => (t = await makeTestApp({ now: "2026-11-21T10:00:00Z", listCache: true })));
afterEach(() => t.close());

type Row = Record<string, unknown> & { id: number };
const FLAGS = ["statut", "preavis", "enGestion", "supprimable"];
const headers = () => ({ Authorization: `Token ${t.tokens.user}` });
const get = (path: string, etag?: string) =>
  t.app.request(path, { headers: etag ? { ...headers(), "If-None-Match": etag } : headers() });
const rows = async (res: Response) => {
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: Row[] }).data;
};

describe("GET /api/Appartement?forme=compacte", () => {
  it("gives the default list's rows and values without their null members; the default keeps them", async () => {
    const plein = await insertAppartement(t, {
      digicode: "4521",
      surface: 45.35,
      cave: true,
      caveNum: 12,
    });
    const vide = await insertAppartement(t, { surface: null, digicode: null });
    const l = await insertLocataire(t);
    await create(t, "Dossier", valid.Dossier(plein.id, l.id));

    const defaut = await get("/api/Appartement");
    const texte = await defaut.clone().text();
    const complete = await rows(defaut);
    const compacte = await rows(await get("/api/Appartement?forme=compacte"));

    // The default answer: every field, the blank ones as null (what a client outside the web reads).
    expect(complete.find((r) => r.id === vide.id)).toMatchObject({ surface: null, digicode: null });
    expect(texte).toContain('"digicode":null');
    // The compact one: the same rows in the same order, the blank fields absent, the filled ones equal.
    expect(compacte.map((r) => r.id)).toEqual([plein.id, vide.id]);
    const vu = compacte.find((r) => r.id === vide.id)!;
    expect(vu).not.toHaveProperty("surface");
    expect(vu).not.toHaveProperty("digicode");
    expect(compacte.find((r) => r.id === plein.id)).toMatchObject({
      digicode: "4521",
      surface: 45.35,
      caveNum: 12,
      statut: "Occupé",
    });
    const sansNull = (r: Row) =>
      Object.fromEntries(Object.entries(r).filter(([k, v]) => v !== null || FLAGS.includes(k)));
    expect(compacte).toEqual(complete.map(sansNull));
    expect(compacte.map(Object.keys)).toEqual(complete.map((r) => Object.keys(sansNull(r))));
    // The day's flags stay, null included: the vacant lot is listed with no notice.
    expect(vu).toMatchObject({ statut: "Vacant", enGestion: false, supprimable: true });
    expect(compacte.find((r) => r.id === plein.id)).toHaveProperty("preavis", null);

    // The contract describes both answers.
    const ok = API["GET /Appartement"]!.ok[200]!.json!;
    expect(ok.safeParse({ data: compacte }).success).toBe(true);
    expect(ok.safeParse({ data: complete }).success).toBe(true);
    expect(ok.safeParse({ data: [{ ...vu, supprimable: undefined }] }).success).toBe(false);
  });

  it("has its own ETag, answers 304 to it, and shows a field cleared by a write in the next list", async () => {
    const a = await insertAppartement(t, { digicode: "4521" });
    const premiere = await get("/api/Appartement?forme=compacte");
    const etag = premiere.headers.get("etag")!;
    expect(etag).toMatch(/^W\//);
    expect((await rows(premiere))[0]).toMatchObject({ id: a.id, digicode: "4521" });
    // Not the default list's answer, nor its ETag.
    const defaut = await get("/api/Appartement");
    expect(defaut.headers.get("etag")).not.toBe(etag);
    expect(((await rows(defaut))[0] as Row).digicode).toBe("4521");
    expect((await get("/api/Appartement?forme=compacte", etag)).status).toBe(304);
    expect((await get("/api/Appartement", etag)).status).toBe(200);

    // The field cleared: the next compact list no longer has it (the row's list form follows its triggers).
    expect(
      (await t.call("PUT", `/api/Appartement/${a.id}`, "user", { digicode: null })).status,
    ).toBe(200);
    const apres = await get("/api/Appartement?forme=compacte", etag);
    expect(apres.status).toBe(200);
    expect(apres.headers.get("etag")).not.toBe(etag);
    expect((await rows(apres))[0]).not.toHaveProperty("digicode");
    expect(((await rows(await get("/api/Appartement")))[0] as Row).digicode).toBeNull();
    // Filled again: back in the compact list.
    await t.call("PUT", `/api/Appartement/${a.id}`, "user", { digicode: "9876" });
    expect((await rows(await get("/api/Appartement?forme=compacte")))[0]).toMatchObject({
      digicode: "9876",
    });
  });

  it("lists the archived apartments too with ?archives=1", async () => {
    const [garde, archive] = [await insertAppartement(t), await insertAppartement(t)];
    expect((await t.call("POST", `/api/Appartement/${archive.id}/archiver`, "admin")).status).toBe(
      200,
    );
    const ids = async (q: string) =>
      (await rows(await get(`/api/Appartement${q}`))).map((r) => r.id);
    expect(await ids("?forme=compacte")).toEqual([garde.id]);
    expect(await ids("?forme=compacte&archives=1")).toEqual([garde.id, archive.id]);
  });

  it("refuses an unknown form, the form asked of a part of the list or of another resource (400 on forme)", async () => {
    await insertAppartement(t);
    for (const [path, message] of [
      ["/api/Appartement?forme=compact", MSG_FORME],
      ["/api/Appartement?forme=", MSG_FORME],
      ["/api/Appartement?forme=complete", MSG_FORME],
      ["/api/Appartement?forme=compacte&taille=50", MSG_FORME_LISTE_ENTIERE],
      ["/api/Appartement?forme=compacte&q=voltaire", MSG_FORME_LISTE_ENTIERE],
      ["/api/Appartement?forme=compacte&limit=1&id=1", MSG_FORME_LISTE_ENTIERE],
      ["/api/Appartement?forme=compacte&tri=ville", MSG_FORME_LISTE_ENTIERE],
      ["/api/Client?forme=compacte", MSG_FORME_SANS_COMPACTE],
    ] as const) {
      const r = await t.call("GET", path, "user");
      expect(r.status, path).toBe(400);
      expect(r.body.error.fields, path).toEqual({ forme: message });
    }
    expect(MSG_FORME).toBe("Forme de liste inconnue : la seule valeur possible est « compacte ».");
  });
});
