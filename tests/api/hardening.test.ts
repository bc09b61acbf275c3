import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeTestApp, type TestApp } from "../support/test-app";
import {
  create,
  insertAppartement,
  insertClient,
  insertDossier,
  valid,
} from "../support/factories";
import { PDF, expectError, expectFieldError, form } from "../support/http";
import { lazyBody, streamed } from "../support/streams";
import { DISCARD_MAX_BYTES } from "../../worker/lib/discard-body";

// Security review findings on the API itself (the Node entry's are in node-entry.test.ts): what a JSON route
// accepts as a body, malformed paths, VAT rates that divide by zero.
let t: TestApp;
beforeAll(async () => void (t = await makeTestApp()));
afterAll(() => t.close());

const MB = 1024 * 1024;
const LOGIN = JSON.stringify({
  credentials: { email: "admin@agence.test", password: "admin-secret" },
  remember: false,
});

/** A raw request; `body` as given (a string gets no Content-Type unless one is passed). */
async function send(
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: BodyInit,
) {
  const res = await t.app.request(path, {
    method,
    headers,
    body: typeof body === "string" ? new TextEncoder().encode(body) : body,
  });
  const text = await res.text();
  let json: any = text;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    /* keep text */
  }
  return { status: res.status, body: json, headers: res.headers };
}
const auth = () => ({ Authorization: `Token ${t.tokens.admin}` });

describe("JSON routes: the body must be declared application/json", () => {
  it("refuses another type, or none, with 415 and a French message", async () => {
    for (const ct of [
      "text/plain",
      "application/x-www-form-urlencoded",
      "application/jsonx",
      "text/plain; a=application/json",
    ]) {
      const r = await send("POST", "/api/user/login", { "Content-Type": ct }, LOGIN);
      expectError(r, 415);
      expect(r.body.error.message, ct).toMatch(/application\/json/);
    }
    expectError(await send("POST", "/api/user/login", {}, LOGIN), 415);
    expectError(
      await send(
        "POST",
        "/api/Client",
        { ...auth(), "Content-Type": "text/plain" },
        JSON.stringify(valid.Client()),
      ),
      415,
    );
  });

  it("refuses multipart on a route that is not an upload", async () => {
    const f = form({ nom: "Durand" });
    expectError(await send("POST", "/api/Client", auth(), f), 415);
    const c = await insertClient(t);
    expectError(await send("PUT", `/api/Client/${c.id}`, auth(), form({ nom: "Autre" })), 415);
  });

  it("accepts application/json in any case, with parameters", async () => {
    for (const ct of [
      "application/json",
      "APPLICATION/JSON; charset=UTF-8",
      "application/json;charset=utf-8",
    ])
      expect(
        (await send("POST", "/api/user/login", { "Content-Type": ct }, LOGIN)).status,
        ct,
      ).toBe(200);
  });

  it("counts the 1 MB while reading: a streamed body without Content-Length stops at the limit (413)", async () => {
    // The header that once skipped the limit: it merely contained "multipart/form-data".
    for (const ct of ["application/json; x=multipart/form-data", "application/json"]) {
      const body = lazyBody(50 * MB, new TextEncoder().encode('{"credentials":{"email":"'));
      const res = await t.app.request("/api/user/login", streamed("POST", "", ct, body.stream));
      expect(res.status, ct).toBe(413);
      expect(((await res.json()) as any).error.message).toMatch(/1 Mo/);
      // Past the 1 MB the rest is read and dropped (so that the connection carries the next request), never held,
      // up to DISCARD_MAX_BYTES in all, then cancelled.
      expect(body.pulled(), ct).toBeLessThan(DISCARD_MAX_BYTES + 2 * MB);
      expect(body.cancelled(), ct).toBe(true);
    }
  });

  it("refuses a declared Content-Length over 1 MB before reading it", async () => {
    const body = lazyBody(10 * MB);
    const init = streamed("POST", t.tokens.admin, "application/json", body.stream);
    (init.headers as Record<string, string>)["Content-Length"] = String(10 * MB);
    const res = await t.app.request("/api/Client", init);
    expect(res.status).toBe(413);
    expect(body.pulled()).toBeLessThanOrEqual(MB);
  });

  it("leaves a body under the limit to the route (here a validation error, not 413)", async () => {
    const r = await t.call("POST", "/api/Client", "admin", {
      ...valid.Client(),
      nom: "x".repeat(900 * 1024),
    });
    expectFieldError(r, "nom");
  });

  it("does not concern calls without a body, whatever headers they carry", async () => {
    const a = await insertAppartement(t);
    const c = await insertClient(t);
    const r = await send("PUT", `/api/Appartement/${a.id}/owner/add/${c.id}`, {
      ...auth(),
      "Content-Type": "text/plain",
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const q = await create(t, "Quitance", valid.Quitance());
    const ok = await send("POST", `/api/Quitance/validation/true/${q.uuid}`, {
      "Content-Type": "application/x-www-form-urlencoded",
      "Content-Length": "0",
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    // An empty stream is no body either (HTTP/2 and chunked requests carry no Content-Length).
    const empty = new ReadableStream({ start: (ctrl) => ctrl.close() });
    const r2 = await t.app.request(
      `/api/Appartement/${a.id}/owner/remove/${c.id}`,
      streamed("PUT", t.tokens.admin, "text/plain", empty),
    );
    // Taken as no body: the removal is done, here held for a second admin (issue 59, ADR 073).
    expect(r2.status).toBe(202);
  });

  it("PUT /api/Fichier/{id} takes a JSON rename or a multipart replacement, nothing else", async () => {
    const f = await t.call(
      "POST",
      "/api/Fichier",
      "admin",
      form({ nom: "bail", file: { bytes: PDF, name: "bail.pdf", type: "application/pdf" } }),
    );
    expect(f.status).toBe(201);
    expect(
      await t.call("PUT", `/api/Fichier/${f.body.id}`, "admin", { nom: "bail signé" }),
    ).toMatchObject({ status: 200, body: { nom: "bail signé" } });
    expectError(
      await send(
        "PUT",
        `/api/Fichier/${f.body.id}`,
        { ...auth(), "Content-Type": "text/plain" },
        '{"nom":"x"}',
      ),
      415,
    );
    const replaced = await t.call(
      "PUT",
      `/api/Fichier/${f.body.id}`,
      "admin",
      form({ file: { bytes: PDF, name: "v2.pdf", type: "application/pdf" } }),
    );
    expect(replaced.status, JSON.stringify(replaced.body)).toBe(200);
  });

  it("uploads stay multipart-only: JSON or a boundary-less multipart is 415", async () => {
    expectError(await t.call("POST", "/api/Image", "admin", { url: "x" }), 415);
    expectError(
      await send(
        "POST",
        "/api/Fichier",
        { ...auth(), "Content-Type": "multipart/form-data" },
        "--x\r\n",
      ),
      415,
    );
  });
});

describe("malformed percent-encoding is a 404, never a 500", () => {
  it("GET /files/% and a broken sequence", async () => {
    for (const p of ["/files/%", "/files/fichiers/%E0%A4%A", "/api/Client/%"]) {
      const r = await send("GET", p, auth());
      expectError(r, 404);
      expect(r.headers.get("content-type"), p).toMatch(/application\/json/);
    }
  });

  it("POST /api/user/a%25zz/resetPassword (the parameter is already decoded once)", async () => {
    const r = await send("POST", "/api/user/a%25zz/resetPassword", auth());
    expectError(r, 404);
  });
});

describe("VAT rates stay within 0..100 (HT = TTC / (1 + taux/100))", () => {
  const MSG = "Le taux de TVA doit être compris entre 0 et 100.";

  it("Accompte tva", async () => {
    for (const tva of [-100, -0.01, 100.01, 1e9]) {
      const r = await t.call("POST", "/api/Accompte", "admin", { ...valid.Accompte(), tva });
      expect(expectFieldError(r, "tva"), String(tva)).toBe(MSG);
    }
    for (const tva of [0, 5.5, 100])
      expect(
        (await t.call("POST", "/api/Accompte", "admin", { ...valid.Accompte(), tva })).status,
      ).toBe(201);
  });

  it("Intendance tva", async () => {
    const a = await insertAppartement(t);
    expect(
      expectFieldError(
        await t.call("POST", "/api/Intendance", "admin", { ...valid.Intendance(a.id), tva: -100 }),
        "tva",
      ),
    ).toBe(MSG);
    const ok = await create(t, "Intendance", { ...valid.Intendance(a.id), tva: 100 });
    expect(
      expectFieldError(
        await t.call("PUT", `/api/Intendance/${ok.id}`, "admin", { tva: 250 }),
        "tva",
      ),
    ).toBe(MSG);
  });

  it("Dossier fraisDossierTauxTVA", async () => {
    const a = await insertAppartement(t);
    const r = await t.call("POST", "/api/Dossier", "admin", {
      ...valid.Dossier(a.id, (await create(t, "Locataire", valid.Locataire())).id),
      fraisDossierTTC: 100,
      fraisDossierTauxTVA: -100,
    });
    expect(expectFieldError(r, "fraisDossierTauxTVA")).toBe(MSG);
    const d = await insertDossier(t);
    expect(
      expectFieldError(
        await t.call("PUT", `/api/Dossier/${d.id}`, "admin", { fraisDossierTauxTVA: 101 }),
        "fraisDossierTauxTVA",
      ),
    ).toBe(MSG);
  });

  it("Mission tauxTva", async () => {
    expect(
      expectFieldError(
        await t.call("POST", "/api/Mission", "admin", { ...valid.Mission(), tauxTva: -100 }),
        "tauxTva",
      ),
    ).toBe(MSG);
  });

  it("the Variable named tva, and only it", async () => {
    const list = await t.call("GET", "/api/Variable?nom=tva", "admin");
    const tva = list.body.data[0];
    expect(
      expectFieldError(
        await t.call("PUT", `/api/Variable/${tva.id}`, "admin", { valeur: -100 }),
        "valeur",
      ),
    ).toBe(MSG);
    expect((await t.call("PUT", `/api/Variable/${tva.id}`, "admin", { valeur: 5.5 })).status).toBe(
      200,
    );
    expect(
      (await t.call("POST", "/api/Variable", "admin", { nom: "decalage", valeur: -100 })).status,
    ).toBe(201);
  });
});
