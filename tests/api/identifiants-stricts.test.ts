import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeTestApp, type TestApp } from "../support/test-app";
import { valid } from "../support/factories";
import { appelEspace, ouvrirEspace } from "../support/espace";
import { seedDossier } from "../support/quitances";
import { ROUTING } from "../../worker/routes/routing-table";
import { splitKey } from "../../worker/domain/contract";

// Issue 75 item 5: ids are decimal digits. "0x1", "1e0" or " 1" named record 1 under other names (Number() reads
// them so); now every route with an id answers 404 to them, as to an unknown id.

let t: TestApp;
const jetons: Record<string, string> = {};
beforeAll(async () => {
  t = await makeTestApp({ confirme: true });
  // Record 1 of each kind exists: a lenient parser would answer with it, not 404.
  const s = await seedDossier(t, { auto: false });
  expect(s.dossier.id).toBe(1);
  await t.call("POST", `/api/Quitance/generate/${s.dossier.id}`, "user", { date: "2026-11-05" });
  jetons.locataire = (await ouvrirEspace(t, { LocataireId: s.locataire.id }, "l@example.fr")).token;
  jetons.proprietaire = (await ouvrirEspace(t, { ClientId: s.client.id }, "p@example.fr")).token;
  jetons.espace = jetons.locataire;
});
afterAll(() => t.close());

/** Staff's routes as the admin, the spaces' with a session of their realm. */
function appel(key: string, method: string, url: string) {
  const body = method === "GET" || method === "DELETE" ? undefined : {};
  const jeton = jetons[ROUTING[key]!.access];
  return jeton ? appelEspace(t, jeton, method, url, body) : t.call(method, url, "admin", body);
}

const MAUVAIS = ["0x1", "1e0", "%201", "1.0", "+1"];
/** A session's id is its random text, not a number. */
const IDS_TEXTE = new Set(["DELETE /user/sessions/:id"]);
const estId = (nom: string) => nom === "id" || /Id$/.test(nom);
/** The other segments, each a value its route takes. */
const AUTRES: Record<string, string> = {
  annee: "2026",
  year: "2026",
  month: "1",
  mois: "2026-01",
  period: "01-2026",
  trimestre: "2026-T1",
  state: "true",
  email: "admin@agence.test",
  uuid: "00000000-0000-4000-8000-000000000000",
  jeton: "x",
  depuis: "2026-01-01",
};

const routes = Object.keys(ROUTING).filter(
  (k) => !IDS_TEXTE.has(k) && (k.match(/:(\w+)/g) ?? []).some((s) => estId(s.slice(1))),
);

describe("ids read strictly", () => {
  it("every route with an id, staff's and the spaces', answers 404 to 0x1, 1e0, ' 1', 1.0, +1", async () => {
    expect(routes.length).toBeGreaterThan(100);
    const fautes: string[] = [];
    for (const key of routes) {
      const [method, path] = splitKey(key);
      for (const mauvais of MAUVAIS) {
        const url = `/api${path.replace(/:(\w+)/g, (_, nom: string) => (estId(nom) ? mauvais : (AUTRES[nom] ?? "1")))}`;
        const r = await appel(key, method, url);
        if (r.status !== 404) fautes.push(`${key} ${mauvais}: ${r.status}`);
      }
    }
    expect(fautes.join("\n")).toBe("");
  });

  it("the same id in digits still names its record", async () => {
    const c = await t.call("POST", "/api/Client", "admin", valid.Client());
    expect(c.status, JSON.stringify(c.body)).toBe(201);
    expect((await t.call("GET", `/api/Client/${c.body.id}`, "admin")).status).toBe(200);
    expect((await t.call("GET", `/api/Client/0x${c.body.id.toString(16)}`, "admin")).status).toBe(
      404,
    );
  });
});
