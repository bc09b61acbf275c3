import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeTestApp, type TestApp } from "../support/test-app";
import { expectError } from "../support/http";
import { compteHelpers } from "../support/compte-fixtures";

// Issue 20: the tenant's account and what is not a payment: the tenant's link is a declaration (it never overrides
// what staff recorded), and « Relancer » only on a term left to pay.
let t: TestApp;
beforeAll(async () => void (t = await makeTestApp()));
afterAll(() => t.close());
const { withTerm, pay, message, term } = compteHelpers(() => t);

describe("the tenant's link is a declaration", () => {
  it("cannot override a payment recorded by staff: 409, and the partial term stays partial", async () => {
    const { d, q } = await withTerm();
    await pay(d, { montant: 500, QuitanceId: q.id });
    const info = await t.call("GET", `/api/Quitance/validation/true/${q.uuid}`, null);
    expect(info.body).toMatchObject({ ouverte: false, periode: "novembre 2026", montant: 970.5 });
    expect(
      message(await t.call("POST", `/api/Quitance/validation/true/${q.uuid}`, null), 409),
    ).toBe("Votre réponse a déjà été prise en compte par nos services...");
    expect(await term(q.id)).toMatchObject({
      regle: false,
      montantRegle: 500,
      resteDu: 470.5,
      declarationLocataire: null,
    });
  });

  it("cannot override a state recorded by staff (unpaid)", async () => {
    const { q } = await withTerm();
    await t.call("GET", `/api/Quitance/switchState/false/${q.id}`, "user");
    expectError(await t.call("POST", `/api/Quitance/validation/true/${q.uuid}`, null), 409);
    expect(await term(q.id)).toMatchObject({ regle: false, montantRegle: 0 });
  });

  it("opening the page answers nothing; the answer on a term with nothing recorded sets it, and staff see it", async () => {
    const { d, q } = await withTerm();
    const info = await t.call("GET", `/api/Quitance/validation/true/${q.uuid}`, null);
    expect(info.status).toBe(200);
    expect(info.body).toEqual({
      agence: "Patrimoine Locatif",
      contact: "contact@agence.test",
      periode: "novembre 2026",
      du: "2026-11-01",
      au: "2026-11-30",
      montant: 970.5,
      ouverte: true,
    });
    expect(await term(q.id)).toMatchObject({ statusInconu: true, regle: false, reponduAt: null });
    const r = await t.call("POST", `/api/Quitance/validation/true/${q.uuid}`, null);
    expect(r.body).toMatchObject({ ok: true, regle: true });
    expect(await term(q.id)).toMatchObject({
      regle: true,
      resteDu: 0,
      declaration: true,
      declarationLocataire: "Le locataire a déclaré avoir payé le 21/11/2026",
    });
    const lines = (await t.call("GET", `/api/Dossier/${d}/compte`)).body.ecritures;
    expect(lines.at(-1)).toMatchObject({ type: "paiement", auteur: "locataire", credit: 970.5 });
    expectError(
      await t.call(
        "GET",
        `/api/Quitance/validation/true/00000000-0000-4000-8000-000000000000`,
        null,
      ),
      404,
    );
  });

  it("the declaration is dated in Paris: 23:30 UTC on the 22nd is the 23rd", async () => {
    const { q } = await withTerm();
    t.setNow("2026-11-22T23:30:00Z");
    try {
      expect((await t.call("POST", `/api/Quitance/validation/false/${q.uuid}`, null)).status).toBe(
        200,
      );
    } finally {
      t.setNow("2026-11-21T10:00:00Z"); // the test tokens' own time
    }
    expect((await term(q.id)).declarationLocataire).toBe(
      "Le locataire a déclaré ne pas avoir payé le 23/11/2026",
    );
  });

  it("'not paid' declared: unpaid, nothing written on the account", async () => {
    const { d, q } = await withTerm();
    expect((await t.call("POST", `/api/Quitance/validation/false/${q.uuid}`, null)).status).toBe(
      200,
    );
    expect(await term(q.id)).toMatchObject({
      regle: false,
      statusInconu: false,
      declarationLocataire: "Le locataire a déclaré ne pas avoir payé le 21/11/2026",
    });
    expect((await t.call("GET", `/api/Dossier/${d}/compte`)).body.ecritures).toHaveLength(1);
  });
});

// ADR 173: the page (GET) and the answer (POST) read one rule, `reponseOuverte`. Whatever closed the term between
// the tenant opening the page and pressing its button, a fresh page says so and the answer is the 409 in French,
// never a second answer or a payment over staff's.
describe("the page and the answer agree on « still open »", () => {
  const page = async (uuid: string) =>
    (await t.call("GET", `/api/Quitance/validation/true/${uuid}`, null)).body.ouverte;
  const fermetures: [string, (d: number, q: { id: number; uuid: string }) => Promise<unknown>][] = [
    ["un paiement du gestionnaire", (d, q) => pay(d, { montant: 500, QuitanceId: q.id })],
    [
      "un paiement annulé",
      async (d, q) => {
        const p = await pay(d, { montant: 970.5, QuitanceId: q.id });
        const annule = await t.call(
          "POST",
          `/api/Paiement/${p.body.paiement.id}/annuler`,
          "admin",
          {
            motif: "Erreur de saisie",
          },
        );
        expect(annule.status, JSON.stringify(annule.body)).toBeLessThan(300);
      },
    ],
    [
      "le statut remis à impayé",
      (_d, q) => t.call("GET", `/api/Quitance/switchState/false/${q.id}`, "user"),
    ],
    [
      "la réponse « pas payé » d'un autre onglet",
      (_d, q) => t.call("POST", `/api/Quitance/validation/false/${q.uuid}`, null),
    ],
  ];
  it.each(fermetures)("closed by %s between the page and the answer", async (_nom, fermer) => {
    const { d, q } = await withTerm();
    expect(await page(q.uuid)).toBe(true);
    await fermer(d, q);
    expect(await page(q.uuid)).toBe(false);
    for (const etat of [true, false])
      expect(
        message(await t.call("POST", `/api/Quitance/validation/${etat}/${q.uuid}`, null), 409),
      ).toBe("Votre réponse a déjà été prise en compte par nos services...");
    expect((await term(q.id)).declaration ?? null).not.toBe(true);
  });
});

describe("Relancer", () => {
  it("only on a term unpaid or partly paid: 409 on a paid or an unknown term", async () => {
    const { d, q } = await withTerm();
    expectError(await t.call("POST", `/api/Quitance/${q.id}/relance`, "user"), 409);
    await pay(d, { montant: 100, QuitanceId: q.id });
    expect((await t.call("POST", `/api/Quitance/${q.id}/relance`, "user")).status).toBe(200);
    await pay(d, { montant: 870.5, QuitanceId: q.id });
    expectError(await t.call("POST", `/api/Quitance/${q.id}/relance`, "user"), 409);
  });
});
