import { expect, it } from "vitest";
import { clientBody } from "./call";
import { freshInstance, signedInInstance } from "./instance";

// The libSQL server stopped under the edge entry, then started again: 503 in French meanwhile (on the first
// request of an isolate, which bootstraps, and on the later ones), never a 500 or the driver's words, and the
// entry serves again by itself once the server is back.

async function expectUnavailable(res: Response, what: string) {
  const text = await res.text();
  expect(res.status, `${what}: ${text}`).toBe(503);
  expect(JSON.parse(text).error.message, what).toMatch(/^Service momentanément indisponible/);
  expect(text, what).not.toMatch(/SQLITE|libsql|hrana|fetch failed|Error:|\bat /i);
  expect(res.headers.get("Retry-After"), what).toBeTruthy();
}

it("a database lost after start: 503 in French on every kind of request, then served again", async () => {
  const i = await signedInInstance();
  const created = await i.call("POST", "/api/Client", clientBody());
  expect(created.status).toBe(201);
  const { id } = (await created.json()) as { id: number };

  await i.stopDatabase();
  await expectUnavailable(await i.call("GET", "/api/Client"), "liste");
  await expectUnavailable(await i.call("GET", `/api/Client/${id}`), "lecture");
  await expectUnavailable(await i.call("POST", "/api/Client", clientBody()), "création");
  await expectUnavailable(
    await i.call("PUT", `/api/Client/${id}`, { nom: "Autre" }),
    "modification",
  );
  await expectUnavailable(await i.call("DELETE", `/api/Client/${id}`), "suppression");

  await i.startDatabase();
  expect((await i.call("GET", `/api/Client/${id}`)).status).toBe(200);
  expect((await i.call("PUT", `/api/Client/${id}`, { nom: "Autre" })).status).toBe(200);
  expect((await i.call("POST", "/api/Client", clientBody())).status).toBe(201);
});

it("a database unreachable on an isolate's first request (bootstrap): 503 in French, then served", async () => {
  const i = await freshInstance();
  await i.stopDatabase();
  await expectUnavailable(await i.call("GET", "/api/version", undefined, false), "premier appel");
  await expectUnavailable(
    await i.call(
      "POST",
      "/api/user/login",
      { credentials: { email: "a@b.c", password: "x" } },
      false,
    ),
    "connexion",
  );
  await i.startDatabase();
  await i.login();
  expect((await i.call("GET", "/api/Client")).status).toBe(200);
});

it("a database lost while requests are in flight: each answers 503 or succeeds, none a 500, and the entry recovers", async () => {
  const i = await signedInInstance();
  const inFlight = Array.from({ length: 16 }, (_, n) =>
    n % 2 ? i.call("GET", "/api/Client") : i.call("POST", "/api/Client", clientBody()),
  );
  await i.stopDatabase();
  const answers = await Promise.all(inFlight);
  for (const res of answers) {
    const text = await res.text();
    expect([200, 201, 503], text).toContain(res.status);
    if (res.status === 503)
      expect(JSON.parse(text).error.message).toMatch(/^Service momentanément indisponible/);
  }
  await i.startDatabase();
  expect((await i.call("POST", "/api/Client", clientBody())).status).toBe(201);
  expect((await i.call("GET", "/api/Client")).status).toBe(200);
});
