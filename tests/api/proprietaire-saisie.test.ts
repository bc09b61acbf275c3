import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeTestApp, type TestApp } from "../support/test-app";
import { insertAppartement, insertClient } from "../support/factories";

// Issue 60, item 2: an owner's charge typed by hand, with its nature. A debit of the owner's account (never a credit),
// on one of their lots or none, read by the account and the 2044 like any expense; admins and comptables only, after
// a fresh confirmation (a fake expense is a way to take an owner's money).

const T0 = "2026-11-21T10:00:00.000Z";
let t: TestApp;
let proprio: number;
let lot: number;
let autreLot: number;
beforeAll(async () => {
  t = await makeTestApp({ now: T0, confirme: true });
  proprio = (await insertClient(t)).id;
  lot = (await insertAppartement(t)).id;
  autreLot = (await insertAppartement(t)).id;
  // A lot with no owner yet takes its first one at once (ADR 073).
  expect(
    (await t.call("PUT", `/api/Appartement/${lot}/owner/add/${proprio}`, "admin")).status,
  ).toBe(200);
});
afterAll(() => t.close());

const TAXE = {
  date: "2026-10-15",
  libelle: "Taxe foncière 2026",
  montant: "412,00",
  natureCharge: "taxe_fonciere",
};

describe("POST /Client/{id}/depenses", () => {
  it("debits the owner's account with its nature; the 2044 puts a taxe foncière on line 227", async () => {
    const r = await t.call("POST", `/api/Client/${proprio}/depenses`, "admin", {
      ...TAXE,
      AppartementId: lot,
    });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(r.body).toMatchObject({
      ecriture: {
        type: "depense",
        debit: 412,
        natureCharge: "taxe_fonciere",
        nature: "Taxe foncière",
        AppartementId: lot,
      },
      message: "La dépense est inscrite au compte du propriétaire.",
    });
    const compte = (await t.call("GET", `/api/Client/${proprio}/compte`, "user")).body;
    expect(compte.solde).toBe(-412);
    expect(compte.ecritures.at(-1)).toMatchObject({
      libelle: "Taxe foncière 2026",
      debit: 412,
      natureCharge: "taxe_fonciere",
    });
    const r2044 = (await t.call("GET", `/api/Client/${proprio}/revenusFonciers?annee=2026`, "user"))
      .body;
    expect(r2044.ligne227).toBe(412);
    // A comptable too; without a lot.
    const c = await t.call("POST", `/api/Client/${proprio}/depenses`, "comptable", {
      date: "2026-11-02",
      libelle: "Assurance PNO",
      montant: 95,
      natureCharge: "assurance",
    });
    expect(c.status, JSON.stringify(c.body)).toBe(201);
    expect(c.body.ecriture.AppartementId).toBeNull();
  });

  it("refuses in French what is not a charge of this owner; nothing written", async () => {
    const avant = (await t.call("GET", `/api/Client/${proprio}/compte`, "admin")).body.ecritures
      .length;
    const faute = async (body: Record<string, unknown>, champ: string, message: unknown) => {
      const r = await t.call("POST", `/api/Client/${proprio}/depenses`, "admin", {
        ...TAXE,
        ...body,
      });
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.body.error.fields[champ]).toEqual(message);
    };
    await faute({ montant: 0 }, "montant", "Le montant doit être supérieur à zéro.");
    await faute({ montant: "12,345" }, "montant", expect.stringContaining("centime"));
    await faute({ natureCharge: "vacances" }, "natureCharge", expect.any(String));
    await faute({ natureCharge: "" }, "natureCharge", "Ce champ est obligatoire.");
    await faute({ libelle: " " }, "libelle", expect.any(String));
    await faute({ date: "1999-12-31" }, "date", expect.any(String));
    await faute(
      { AppartementId: autreLot },
      "AppartementId",
      "Cet appartement n'appartient pas à ce propriétaire.",
    );
    expect(
      (await t.call("GET", `/api/Client/${proprio}/compte`, "admin")).body.ecritures,
    ).toHaveLength(avant);
    expect((await t.call("POST", "/api/Client/999999/depenses", "admin", TAXE)).status).toBe(404);
  });

  it("admins and comptables only, after a fresh confirmation", async () => {
    for (const role of ["user", "user_delete"] as const)
      expect((await t.call("POST", `/api/Client/${proprio}/depenses`, role, TAXE)).status).toBe(
        403,
      );
    expect((await t.call("POST", `/api/Client/${proprio}/depenses`, null, TAXE)).status).toBe(401);
    // Six minutes after the last confirmation, straight to the app (no automatic confirmation): refused.
    t.setNow("2026-11-21T10:30:00.000Z");
    const res = await t.app.request(`/api/Client/${proprio}/depenses`, {
      method: "POST",
      headers: { Authorization: `Token ${t.tokens.admin}`, "Content-Type": "application/json" },
      body: JSON.stringify(TAXE),
    });
    expect(res.status).toBe(403);
    expect(((await res.json()) as any).error.code).toBe("confirmation_requise");
    t.setNow(T0);
  });
});
