// Issue 40 on the edge entry: common passwords and the e-mail refused, a temporary session limited to its password
// change (the refusal read from the user's row, in the request's one round trip), and the API's CSP on JSON answers,
// errors and PDFs. Round trips: a refused request costs the user lookup alone, whether the isolate knew the user.
import { beforeAll, describe, expect, it } from "vitest";
import { counted, type Instance, jsonOf as json, signedInInstance } from "./instance";

let edge: Instance;
beforeAll(async () => {
  edge = await signedInInstance();
});

const API_CSP = "default-src 'none'; frame-ancestors 'none'";
const TROP_COURANT = "Ce mot de passe est trop courant.";

/** A new account's session on its temporary password. */
async function temporary(email: string) {
  const created = await json(
    await edge.call("POST", "/api/user/register", { email, role: "user" }),
    201,
  );
  const login = await json(
    await edge.call(
      "POST",
      "/api/user/login",
      { credentials: { email, password: created.temporaryPassword } },
      false,
    ),
  );
  const token = login.user.token as string;
  const as = (method: string, path: string, body?: unknown) =>
    edge.send(
      method,
      path,
      body === undefined ? undefined : JSON.stringify(body),
      {
        Authorization: `Token ${token}`,
        ...(body === undefined ? {} : { "Content-Type": "application/json" }),
      },
      false,
    );
  return { as, created };
}

describe("passwords and temporary sessions on the edge", () => {
  it("a temporary session: 403 elsewhere in one round trip, /api/user/me, then the change; common passwords refused", async () => {
    const email = `nouvelle.${crypto.randomUUID().slice(0, 6)}@exemple.fr`;
    const { as } = await temporary(email);
    // The isolate does not know the user yet, then does (its guess): one round trip either way.
    for (const path of ["/api/Client", "/api/Appartement"]) {
      const { res, trips } = await counted(edge, () => as("GET", path));
      const body = await json(res, 403);
      expect(body.error).toEqual({
        code: "password_change_required",
        message: "Changez votre mot de passe.",
      });
      expect(trips, path).toBe(1);
      console.log(`[edge] session provisoire, GET ${path} refusé : ${trips} aller-retour`);
    }
    expect((await as("POST", "/api/Client", { nom: "A" })).status).toBe(403);
    expect((await json(await as("GET", "/api/user/me"))).mustSetPassword).toBe(true);
    for (const password of ["motdepasse", "AZERTY", email, email.split("@")[0]!.toUpperCase()]) {
      const body = await json(await as("POST", "/api/user/setPassword", { password }), 400);
      expect(body.error.fields).toEqual({ password: TROP_COURANT });
    }
    const { res, trips } = await counted(edge, () =>
      as("POST", "/api/user/setPassword", { password: "Mon vélo est bleu" }),
    );
    const changed = await json(res);
    console.log(`[edge] changement de mot de passe : ${trips} aller-retour`);
    const fresh = changed.user.token as string;
    const list = await edge.send(
      "GET",
      "/api/Client",
      undefined,
      { Authorization: `Token ${fresh}` },
      false,
    );
    expect(list.status).toBe(200);
    expect((await as("GET", "/api/user/me")).status).toBe(401); // the temporary session is over
  });
});

describe("the API's security headers on the edge", () => {
  it("JSON answers, 401, 404 and 400 carry the API's CSP and nosniff; a PDF is sandboxed", async () => {
    const answers = [
      await edge.call("GET", "/api/version", undefined, false),
      await edge.call("GET", "/api/Client"),
      await edge.call("GET", "/api/Client", undefined, false),
      await edge.call("GET", "/api/Client/999999"),
      await edge.call("POST", "/api/user/login", {}, false),
    ];
    expect(answers.map((r) => r.status)).toEqual([200, 200, 401, 404, 400]);
    for (const r of answers) {
      expect(r.headers.get("content-security-policy")).toBe(API_CSP);
      expect(r.headers.get("x-content-type-options")).toBe("nosniff");
    }
    const pdf = new TextEncoder().encode("%PDF-1.4\n% bail\n%%EOF\n");
    const form = new FormData();
    form.append("file", new File([pdf], "bail.pdf", { type: "application/pdf" }));
    form.append("nom", "Bail");
    const up = await json(await edge.call("POST", "/api/Fichier", form), 201);
    const file = await edge.send("GET", up.url, undefined, {});
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("application/pdf");
    expect(file.headers.get("content-security-policy")).toBe("sandbox");
    expect(file.headers.get("x-content-type-options")).toBe("nosniff");
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(pdf);
  });
});
