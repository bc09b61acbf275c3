import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeTestApp, type TestApp } from "../support/test-app";
import { PDF, PNG, download, expectError, expectFieldError, form } from "../support/http";
import { create, insertAppartement, insertDossier, valid } from "../support/factories";
import { lazyMultipart, streamed } from "../support/streams";

// Spec 7 "signed files upload as form fields": PUT /{Resource}/{id} in multipart with the file in the field named
// after the column; the column then holds the file's /files/... link; replaced and deleted copies leave the store.
let t: TestApp;
beforeAll(async () => void (t = await makeTestApp()));
afterAll(() => t.close());

const MB = 1024 * 1024;
const pdf = (name = "signé.pdf", bytes = PDF) => ({ bytes, name, type: "application/pdf" });
const keyOf = (url: string) => url.replace(/^\//, "");

// Each resource with signed copies, a fresh record of it (deletable), and its fields.
const OWNERS: { resource: string; fields: string[]; insert: () => Promise<{ id: number }> }[] = [
  {
    resource: "Dossier",
    fields: ["contratLocation", "inventaireEntree", "inventaireSortie"],
    insert: () => insertDossier(t, { dateFinBail: "2026-06-30" }),
  },
  {
    resource: "EtatLieux",
    fields: ["signed"],
    insert: () => create(t, "EtatLieux", valid.EtatLieux()),
  },
  {
    resource: "Caution",
    fields: ["acteCautionnementSigned"],
    insert: () => create(t, "Caution", valid.Caution()),
  },
  {
    resource: "Mission",
    fields: ["ordreMission"],
    // One without its mandate number (ADR 038: one that has it is never deleted), e.g. from before the register.
    insert: async () => {
      const m = await create(t, "Mission", valid.Mission());
      await t.client.execute({ sql: `delete from "Mandat" where "MissionId" = ?`, args: [m.id] });
      return m;
    },
  },
  {
    resource: "Intendance",
    fields: ["ordreMission"],
    insert: async () => create(t, "Intendance", valid.Intendance((await insertAppartement(t)).id)),
  },
];
const CASES = OWNERS.flatMap((o) => o.fields.map((field) => ({ ...o, field })));

describe.each(CASES)(
  "PUT /api/$resource/{id} with a file in $field",
  ({ resource, field, insert }) => {
    it("stores it: the column holds its /files/ link, read back by GET and downloadable byte for byte", async () => {
      const rec = await insert();
      const r = await t.call("PUT", `/api/${resource}/${rec.id}`, "user", form({ [field]: pdf() }));
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      expect(r.body[field]).toMatch(/^\/files\/signes\/[0-9a-f-]{36}\.pdf$/);
      expect((await t.call("GET", `/api/${resource}/${rec.id}`, "user")).body[field]).toBe(
        r.body[field],
      );
      const d = await download(t, r.body[field], "user");
      expect(d.status).toBe(200);
      expect(d.bytes).toEqual(PDF);
      expect(d.headers.get("content-type")).toBe("application/pdf");
    });

    it("replacing it deletes the old object; deleting the record deletes the current one", async () => {
      const rec = await insert();
      const first = (
        await t.call("PUT", `/api/${resource}/${rec.id}`, "admin", form({ [field]: pdf() }))
      ).body[field];
      const png = await t.call(
        "PUT",
        `/api/${resource}/${rec.id}`,
        "admin",
        form({ [field]: { bytes: PNG, name: "scan.png", type: "image/png" } }),
      );
      expect(png.status).toBe(200);
      expect(png.body[field]).toMatch(/\.png$/);
      expect(t.files.keys()).not.toContain(keyOf(first));
      expect((await download(t, first)).status).toBe(404);
      expect((await download(t, png.body[field])).bytes).toEqual(PNG);

      expect((await t.call("DELETE", `/api/${resource}/${rec.id}`, "user_delete")).status).toBe(
        204,
      );
      expect(t.files.keys()).not.toContain(keyOf(png.body[field]));
      expect((await download(t, png.body[field])).status).toBe(404);
    });
  },
);

describe("the checks of every upload", () => {
  it("a file that is not an accepted document is 415: nothing stored, the column unchanged", async () => {
    const c = await create(t, "Caution", valid.Caution());
    const kept = (
      await t.call("PUT", `/api/Caution/${c.id}`, "admin", form({ acteCautionnementSigned: pdf() }))
    ).body.acteCautionnementSigned;
    const before = t.files.keys();
    const exe = new Uint8Array([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0]);
    const r = await t.call(
      "PUT",
      `/api/Caution/${c.id}`,
      "admin",
      form({ acteCautionnementSigned: { bytes: exe, name: "acte.pdf", type: "application/pdf" } }),
    );
    expectError(r, 415);
    expect(r.body.error.message).toMatch(/Type de fichier non accepté/);
    expectError(
      await t.call(
        "PUT",
        `/api/Caution/${c.id}`,
        "admin",
        form({ acteCautionnementSigned: { bytes: exe, name: "setup.exe" } }),
      ),
      415,
    );
    expect(t.files.keys()).toEqual(before);
    expect(
      (await t.call("GET", `/api/Caution/${c.id}`, "admin")).body.acteCautionnementSigned,
    ).toBe(kept);
  });

  it("over 50 MB is 413 after about 50 MB read (streamed, unbuffered): nothing stored, the column unchanged", async () => {
    const d = await insertDossier(t);
    const before = t.files.keys();
    const body = lazyMultipart(300 * MB, {
      field: "contratLocation",
      name: "bail.pdf",
      type: "application/pdf",
      head: PDF,
    });
    const res = await t.app.request(
      `/api/Dossier/${d.id}`,
      streamed("PUT", t.tokens.admin, body.contentType, body.stream),
    );
    const r = { status: res.status, body: (await res.json()) as any };
    expectError(r, 413);
    expect(r.body.error.message).toMatch(/50 Mo/);
    expect(body.pulled()).toBeLessThan(60 * MB);
    expect(t.files.keys()).toEqual(before);
    expect((await t.call("GET", `/api/Dossier/${d.id}`, "admin")).body.contratLocation).toBeNull();
  });

  it("a form without a file in a signed field is 400 naming the fields; an unknown record is 404 and leaves nothing stored", async () => {
    const d = await insertDossier(t);
    const r = await t.call(
      "PUT",
      `/api/Dossier/${d.id}`,
      "admin",
      form({ bail: pdf(), lieuSignature: "Lyon" }),
    );
    expectFieldError(r, "contratLocation");
    expect(r.body.error.message).toMatch(
      /contratLocation, ou inventaireEntree, ou inventaireSortie/,
    );
    const before = t.files.keys();
    expectError(
      await t.call("PUT", "/api/Caution/999999", "admin", form({ acteCautionnementSigned: pdf() })),
      404,
    );
    expect(t.files.keys()).toEqual(before);
  });

  it("two files in one field are refused (400), nothing stored", async () => {
    const c = await create(t, "Caution", valid.Caution());
    const f = new FormData();
    for (const n of ["a.pdf", "b.pdf"])
      f.append(
        "acteCautionnementSigned",
        new File([PDF as BlobPart], n, { type: "application/pdf" }),
      );
    const before = t.files.keys();
    expectFieldError(
      await t.call("PUT", `/api/Caution/${c.id}`, "admin", f),
      "acteCautionnementSigned",
    );
    expect(t.files.keys()).toEqual(before);
  });
});

describe("what a multipart PUT writes", () => {
  it("sets several copies of one dossier at once and ignores the form's other fields", async () => {
    const d = await insertDossier(t);
    const r = await t.call(
      "PUT",
      `/api/Dossier/${d.id}`,
      "user",
      form({
        contratLocation: pdf("bail.pdf"),
        inventaireEntree: pdf("entree.pdf"),
        lieuSignature: "Lyon",
        loyerHC: "1",
      }),
    );
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      contratLocation: expect.stringMatching(/^\/files\//),
      inventaireEntree: expect.stringMatching(/^\/files\//),
      inventaireSortie: null,
    });
    expect(r.body).toMatchObject({ lieuSignature: "Paris", loyerHC: 850 });
  });

  it("a JSON PUT never writes a link: the columns only take uploads", async () => {
    const d = await insertDossier(t);
    const up = (
      await t.call("PUT", `/api/Dossier/${d.id}`, "admin", form({ contratLocation: pdf() }))
    ).body.contratLocation;
    const r = await t.call("PUT", `/api/Dossier/${d.id}`, "admin", {
      contratLocation: "/files/fichiers/autre.pdf",
      inventaireSortie: "/etc/passwd",
      lieuSignature: "Lyon",
    });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      contratLocation: up,
      inventaireSortie: null,
      lieuSignature: "Lyon",
    });
    expect(t.files.keys()).toContain(keyOf(up));
  });

  it("deleting an apartment deletes the signed copies of its inventories", async () => {
    const a = await insertAppartement(t);
    const e = await create(t, "EtatLieux", { ...valid.EtatLieux(), AppartementId: a.id });
    const link = (await t.call("PUT", `/api/EtatLieux/${e.id}`, "admin", form({ signed: pdf() })))
      .body.signed;
    expect(t.files.keys()).toContain(keyOf(link));
    expect((await t.call("DELETE", `/api/Appartement/${a.id}`, "admin")).status).toBe(204);
    expect((await t.call("GET", `/api/EtatLieux/${e.id}`, "admin")).status).toBe(404);
    expect(t.files.keys()).not.toContain(keyOf(link));
  });
});

describe("multipart is taken on these PUTs only", () => {
  it.each([
    ["PUT", "Client"],
    ["PUT", "Locataire"],
    ["PUT", "Appartement"],
    ["PUT", "Accompte"],
    ["POST", "Dossier"],
    ["POST", "Caution"],
    ["POST", "EtatLieux"],
  ])("%s /api/%s with a multipart body is 415, nothing stored", async (method, resource) => {
    const rec =
      method === "PUT"
        ? await create(
            t,
            resource,
            resource === "Accompte" ? valid.Accompte() : (valid as any)[resource](),
          )
        : null;
    const before = t.files.keys();
    const path = rec ? `/api/${resource}/${rec.id}` : `/api/${resource}`;
    const r = await t.call(
      method,
      path,
      "admin",
      form({ contratLocation: pdf(), signed: pdf(), nom: "x" }),
    );
    expectError(r, 415);
    expect(r.body.error.message).toMatch(/JSON/);
    expect(t.files.keys()).toEqual(before);
  });

  it("nor on a dossier's other calls (caution/add, etatIn/set)", async () => {
    const d = await insertDossier(t);
    const c = await create(t, "Caution", valid.Caution());
    expectError(
      await t.call(
        "PUT",
        `/api/Dossier/${d.id}/caution/add/${c.id}`,
        "admin",
        form({ acteCautionnementSigned: pdf() }),
      ),
      415,
    );
    expectError(
      await t.call(
        "PUT",
        `/api/Dossier/${d.id}/etatIn/set`,
        "admin",
        form({ signed: pdf(), ...valid.EtatLieux() }),
      ),
      415,
    );
  });
});
