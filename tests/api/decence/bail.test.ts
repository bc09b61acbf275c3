import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeTestApp, type TestApp } from "../../support/test-app";
import { insertAppartement, insertLocataire, valid } from "../../support/factories";
import { diagnostic } from "../../support/diagnostics";

// Issue 63 item 2: a lease taking effect on a dwelling no longer decent is a 409 with the reason in French, by
// tenant/add, POST /Dossier and a PUT that moves its start; a lease that started before the rule stays editable.
let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp({ confirme: true });
});
afterAll(() => t.close());

const LEASE_2026 = {
  dateCreationBail: "2026-11-15",
  dateDebutBail: "2026-12-01",
  dateEntree: "2026-12-01",
};
const LEASE_2024 = {
  dateCreationBail: "2024-03-15",
  dateDebutBail: "2024-04-01",
  dateEntree: "2024-04-01",
  dateFinBail: "2027-03-31",
};

async function pair(appartement: Record<string, unknown> = {}) {
  const a = await insertAppartement(t, appartement);
  const l = await insertLocataire(t, {});
  return { a, l };
}
const add = (a: { id: number }, l: { id: number }, d: Record<string, unknown>) =>
  t.call("PUT", `/api/Appartement/${a.id}/tenant/add/${l.id}`, "user", {
    ...valid.Dossier(a.id, l.id),
    ...d,
  });

describe("a lease on a class-G lot", () => {
  it("tenant/add: refused for a lease starting in 2026 (409, French reason), nothing written", async () => {
    const { a, l } = await pair({ classeEnergie: "G" });
    const r = await add(a, l, LEASE_2026);
    expect(r.status).toBe(409);
    expect(r.body.error.message).toContain(
      "Logement classé G au diagnostic de performance énergétique",
    );
    expect(r.body.error.message).toContain("1er janvier 2025");
    const list = await t.call("GET", `/api/Dossier?AppartementId=${a.id}`, "user");
    expect(list.body.data).toHaveLength(0);
  });

  it("tenant/add: accepted for a lease that started in 2024, which stays readable and editable", async () => {
    const { a, l } = await pair({ classeEnergie: "G" });
    const r = await add(a, l, LEASE_2024);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const id = r.body.dossier.id;
    expect((await t.call("GET", `/api/Dossier/${id}`, "user")).status).toBe(200);
    const edit = await t.call("PUT", `/api/Dossier/${id}`, "user", { jourQuitance: 10 });
    expect(edit.status, JSON.stringify(edit.body)).toBe(200);
    expect(edit.body.jourQuitance).toBe(10);
    // Moving its start into 2025 makes it a lease taking effect under the rule: refused.
    const moved = await t.call("PUT", `/api/Dossier/${id}`, "user", {
      dateDebutBail: "2025-02-01",
    });
    expect(moved.status).toBe(409);
    expect(moved.body.error.message).toContain("classé G");
  });

  it("POST /Dossier: the same rule at the lease's start", async () => {
    const { a, l } = await pair({ classeEnergie: "G" });
    const refused = await t.call("POST", "/api/Dossier", "user", {
      ...valid.Dossier(a.id, l.id),
      ...LEASE_2026,
    });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toContain("n'est plus décent depuis le 1er janvier 2025");
    const ok = await t.call("POST", "/api/Dossier", "user", {
      ...valid.Dossier(a.id, l.id),
      ...LEASE_2024,
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(201);
  });

  it("the DPE diagnostic is what counts: a class G entered as diagnostic refuses a lot typed D", async () => {
    const { a, l } = await pair({ classeEnergie: "D" });
    await diagnostic(t, a.id, { type: "dpe", dateRealisation: "2024-06-01", classe: "G" });
    const r = await add(a, l, LEASE_2026);
    expect(r.status).toBe(409);
    expect(r.body.error.message).toContain("classé G");
    // And a DPE of class C redone after works lets the lot typed G be let.
    const b = await pair({ classeEnergie: "G" });
    await diagnostic(t, b.a.id, { type: "dpe", dateRealisation: "2026-06-01", classe: "C" });
    expect((await add(b.a, b.l, LEASE_2026)).status).toBe(200);
  });

  it("over 450 kWh/m²/year of final energy in metropolitan France: refused; overseas: accepted", async () => {
    const { a, l } = await pair({ classeEnergie: "F" });
    await diagnostic(t, a.id, {
      type: "dpe",
      dateRealisation: "2024-06-01",
      classe: "F",
      energieFinale: 470,
    });
    const r = await add(a, l, LEASE_2026);
    expect(r.status).toBe(409);
    expect(r.body.error.message).toContain("470 kWh");
    const dom = await pair({ classeEnergie: "G", codePostal: "97200", ville: "Fort-de-France" });
    expect((await add(dom.a, dom.l, LEASE_2026)).status).toBe(200);
  });
});
