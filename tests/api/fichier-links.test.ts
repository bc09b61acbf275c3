import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { makeTestApp, type TestApp } from "../support/test-app";
import { insertClient, insertLocataire } from "../support/factories";

let t: TestApp;
beforeEach(async () => (t = await makeTestApp()));
afterEach(() => t.close());

const pdf = (text: string) => new TextEncoder().encode(`%PDF-1.4\n% ${text}\n%%EOF`);
async function upload(name: string, bytes: Uint8Array<ArrayBuffer>, nom?: string) {
  const form = new FormData();
  form.append("file", new File([bytes], name, { type: "application/pdf" }));
  form.append("nom", nom ?? name.replace(/\.\w+$/, ""));
  return t.call("POST", "/api/Fichier", "user", form);
}

describe("files of clients and tenants", () => {
  it("uploads, attaches to a client, downloads the same bytes with type and name", async () => {
    const c = await insertClient(t);
    const up = await upload("mandat.pdf", pdf("mandat"), "Mandat de gestion");
    expect(up.status).toBe(201);
    expect(up.body).toMatchObject({ nom: "Mandat de gestion", extention: "pdf" });
    expect(typeof up.body.id).toBe("number");
    const add = await t.call("PUT", `/api/Client/${c.id}/fichier/add/${up.body.id}`, "user");
    expect(add.status).toBe(200);
    expect(
      (await t.call("GET", `/api/Client/${c.id}`)).body.Fichiers.map((f: any) => f.id),
    ).toEqual([up.body.id]);

    const res = await t.app.request(up.body.url, {
      headers: { Authorization: `Token ${t.tokens.user}` },
    });
    expect(res.status).toBe(200);
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(pdf("mandat"));
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toContain("Mandat de gestion.pdf");
    // Files are for logged-in users only.
    expect((await t.app.request(up.body.url)).status).toBe(401);
  });

  it("attaches to a tenant", async () => {
    const l = await insertLocataire(t);
    const up = await upload("bail.pdf", pdf("bail"));
    expect(
      (await t.call("PUT", `/api/Locataire/${l.id}/fichier/add/${up.body.id}`, "user")).status,
    ).toBe(200);
    expect((await t.call("GET", `/api/Locataire/${l.id}`)).body.Fichiers[0]).toMatchObject({
      id: up.body.id,
      nom: "bail",
    });
  });

  it("replace stores the new content and deletes the old object; delete leaves no orphan", async () => {
    const up = await upload("v1.pdf", pdf("v1"), "Avenant");
    const oldKeys = t.files.keys();
    const form = new FormData();
    form.append("file", new File([pdf("v2")], "v2.pdf"));
    const rep = await t.call("PUT", `/api/Fichier/${up.body.id}`, "user", form);
    expect(rep.status).toBe(200);
    expect(rep.body.nom).toBe("Avenant");
    expect(t.files.keys()).toHaveLength(1);
    expect(t.files.keys()).not.toEqual(oldKeys);
    const res = await t.app.request(rep.body.url, {
      headers: { Authorization: `Token ${t.tokens.user}` },
    });
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(pdf("v2"));
    expect((await t.call("DELETE", `/api/Fichier/${up.body.id}`, "user_delete")).status).toBe(204);
    expect(t.files.keys()).toHaveLength(0);
  });

  it("requires the name and the file (spec 5: File nom, url)", async () => {
    const noName = new FormData();
    noName.append("file", new File([pdf("x")], "x.pdf"));
    const r = await t.call("POST", "/api/Fichier", "user", noName);
    expect(r.status).toBe(400);
    expect(r.body.error.fields.nom).toBe("Ce champ est obligatoire.");
    const noFile = new FormData();
    noFile.append("nom", "Bail");
    expect((await t.call("POST", "/api/Fichier", "user", noFile)).body.error.fields.url).toBe(
      "Ce champ est obligatoire.",
    );
    expect(t.files.keys()).toHaveLength(0);
  });

  it("refuses an executable (415) and a PDF that is not one", async () => {
    expect((await upload("virus.exe", new Uint8Array([0x4d, 0x5a, 0, 0]))).status).toBe(415);
    expect((await upload("faux.pdf", new TextEncoder().encode("pas un pdf"))).status).toBe(415);
    expect(t.files.keys()).toHaveLength(0);
  });

  it("deleting a client deletes its files from the store", async () => {
    const c = await insertClient(t);
    const up = await upload("cni.pdf", pdf("cni"));
    await t.call("PUT", `/api/Client/${c.id}/fichier/add/${up.body.id}`, "user");
    expect((await t.call("DELETE", `/api/Client/${c.id}`, "admin")).status).toBe(204);
    expect(t.files.keys()).toHaveLength(0);
    expect((await t.call("GET", `/api/Fichier/${up.body.id}`)).status).toBe(404);
  });
});

describe("taking a file off its record", () => {
  it("deletes it and its stored object, for the roles that may delete only", async () => {
    const c = await insertClient(t);
    const up = await upload("devis.pdf", pdf("devis"));
    await t.call("PUT", `/api/Client/${c.id}/fichier/add/${up.body.id}`, "user");
    expect(
      (await t.call("PUT", `/api/Client/${c.id}/fichier/remove/${up.body.id}`, "user")).status,
    ).toBe(403);
    const r = await t.call(
      "PUT",
      `/api/Client/${c.id}/fichier/remove/${up.body.id}`,
      "user_delete",
    );
    expect(r.status).toBe(200);
    expect(r.body.client.id).toBe(c.id);
    expect((await t.call("GET", `/api/Fichier/${up.body.id}`)).status).toBe(404);
    expect(t.files.keys()).toHaveLength(0);
  });
});
