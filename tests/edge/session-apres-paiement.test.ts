import { beforeAll, describe, expect, it } from "vitest";
import { valid } from "../support/factories";
import { type Instance, jsonOf as json, signedInInstance } from "./instance";

// ADR 160 on the edge: a user the isolate knows (its row guessed, checked with the request's first reads) and
// payments made in between: an admin's « Déconnecter partout » still bites on the very next request.

let edge: Instance;
beforeAll(async () => {
  edge = await signedInInstance();
});

const as = (token: string, method: string, path: string) =>
  edge.send(method, path, undefined, { Authorization: `Token ${token}` }, false);

describe("a session between payments (edge)", () => {
  it("signed out by an admin after payments, its next request is a 401 at once", async () => {
    const a = await json(await edge.call("POST", "/api/Appartement", valid.Appartement()), 201);
    const l = await json(await edge.call("POST", "/api/Locataire", valid.Locataire()), 201);
    const d = await json(await edge.call("POST", "/api/Dossier", valid.Dossier(a.id, l.id)), 201);
    const payer = async () =>
      json(
        await edge.call("POST", `/api/Dossier/${d.id}/paiements`, {
          montant: 50,
          date: "2026-01-05",
          mode: "Chèque",
        }),
        201,
      );
    const email = `paiements-${crypto.randomUUID().slice(0, 8)}@edge.test`;
    const { temporaryPassword } = await json(
      await edge.call("POST", "/api/user/register", { email, role: "user" }),
      201,
    );
    const login = await edge.send(
      "POST",
      "/api/user/login",
      JSON.stringify({ credentials: { email, password: temporaryPassword } }),
      { "Content-Type": "application/json" },
      false,
    );
    const token = ((await login.json()) as { user: { token: string } }).user.token;
    expect((await as(token, "GET", "/api/user/me")).status).toBe(200);
    await payer();
    expect((await as(token, "GET", "/api/user/me")).status).toBe(200);
    await payer();
    const fin = await edge.call("POST", `/api/user/${encodeURIComponent(email)}/deconnecter`);
    expect(fin.status).toBe(200);
    expect((await as(token, "GET", "/api/user/me")).status).toBe(401);
  });
});
