import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeTestApp, type TestApp } from "../support/test-app";
import { expectError, expectFieldError } from "../support/http";
import { create, insertAppartement, insertClient, valid } from "../support/factories";
import { seedDossier } from "../support/quitances";
import { ajouterProprietaire, confirmerQuotesParts } from "../support/quotes-parts";

// Issue 38, parts 1 and 2: the apartment's quote-parts, and the owner's account as the API answers it (euros).
let t: TestApp;
beforeAll(async () => void (t = await makeTestApp({ confirme: true })));
afterAll(() => t.close());

async function ok(method: string, path: string, body?: unknown, status = 200) {
  const r = await t.call(method, path, "user", body);
  expect(r.status, JSON.stringify(r.body)).toBe(status);
  return r.body;
}
/** An apartment with two owners. */
async function deuxProprietaires() {
  const a = await insertAppartement(t);
  const [x, y] = [
    await insertClient(t, { nom: "Aubert" }),
    await insertClient(t, { nom: "Blanc" }),
  ];
  await ok("PUT", `/api/Appartement/${a.id}/owner/add/${x.id}`);
  await ajouterProprietaire(t, a.id, y.id);
  return { a: a.id as number, x: x.id as number, y: y.id as number };
}
const parts = (a: number, p: unknown) =>
  t.call("PUT", `/api/Appartement/${a}/quotesParts`, "user", { parts: p });

describe("PUT /api/Appartement/{id}/quotesParts", () => {
  it("records each owner's share once confirmed by a second admin; equal shares (null) until then", async () => {
    const { a, x, y } = await deuxProprietaires();
    const avant = await ok("GET", `/api/Appartement/${a}`);
    expect(avant.proprietaires.map((p: any) => p.quotePart)).toEqual([null, null]);
    const propose = await ok(
      "PUT",
      `/api/Appartement/${a}/quotesParts`,
      {
        parts: [
          { ClientId: y, quotePart: "40,5" },
          { ClientId: x, quotePart: 59.5 },
        ],
      },
      202,
    );
    expect(propose.attente.parts.map((p: any) => [p.ClientId, p.quotePart])).toEqual([
      [x, 59.5],
      [y, 40.5],
    ]);
    await confirmerQuotesParts(t, a);
    const apres = await ok("GET", `/api/Appartement/${a}`);
    const q = Object.fromEntries(apres.proprietaires.map((p: any) => [p.id, p.quotePart]));
    expect(q).toEqual({ [x]: 59.5, [y]: 40.5 });
  });

  it("refuses shares that do not add up to exactly 100, with a French message on parts; nothing written", async () => {
    const { a, x, y } = await deuxProprietaires();
    const r = await parts(a, [
      { ClientId: x, quotePart: 33.33 },
      { ClientId: y, quotePart: 66.66 },
    ]);
    expect(expectFieldError(r, "parts")).toBe(
      "Les quotes-parts d'un appartement doivent totaliser exactement 100 %.",
    );
    const lu = await ok("GET", `/api/Appartement/${a}`);
    expect(lu.proprietaires.map((p: any) => p.quotePart)).toEqual([null, null]);
  });

  it("refuses a client who is not an owner of the apartment, a missing owner, more than two decimals", async () => {
    const { a, x, y } = await deuxProprietaires();
    const autre = await insertClient(t);
    expect(
      expectFieldError(
        await parts(a, [
          { ClientId: x, quotePart: 50 },
          { ClientId: autre.id, quotePart: 50 },
        ]),
        "parts",
      ),
    ).toBe("Chaque quote-part doit désigner un propriétaire de cet appartement.");
    expect(expectFieldError(await parts(a, [{ ClientId: x, quotePart: 100 }]), "parts")).toBe(
      "Indiquez une seule quote-part pour chacun des propriétaires de l'appartement.",
    );
    const r = await parts(a, [
      { ClientId: x, quotePart: 50.001 },
      { ClientId: y, quotePart: 49.999 },
    ]);
    expectError(r, 400);
    expect(Object.values(r.body.error.fields)).toContain(
      "Une quote-part est un pourcentage entre 0 et 100, à deux décimales au plus.",
    );
    expectError(await parts(a, "rien"), 400);
  });

  it("answers 404 for an apartment that does not exist", async () => {
    expectError(await parts(999999, [{ ClientId: 1, quotePart: 100 }]), 404);
  });
});

describe("GET /api/Client/{id}/compte", () => {
  it("shows the rent share and the fee of a payment, with the running balance and what is available", async () => {
    const s = await seedDossier(t);
    await t.call("PUT", `/api/Client/${s.client.id}`, "user", { ...s.client, reserve: "100,00" });
    const m = await create(t, "Mission", { ...valid.Mission(), honorairesGestion: 8, tauxTva: 20 });
    await ok("PUT", `/api/Mission/${m.id}/appartement/add/${s.appartement.id}`);
    await ok("PUT", `/api/Mission/${m.id}/client/add/${s.client.id}`);
    const q = await ok(
      "POST",
      `/api/Quitance/generate/${s.dossier.id}`,
      { date: "2026-11-01" },
      201,
    );
    await ok(
      "POST",
      `/api/Dossier/${s.dossier.id}/paiements`,
      { montant: "970,50", date: "2026-11-20", mode: "Virement", QuitanceId: q.id },
      201,
    );
    const c = await ok("GET", `/api/Client/${s.client.id}/compte`);
    // 8 % of 970.50 = 77.64 € TTC, 12.94 € of VAT at 20 %.
    expect(c).toEqual({
      solde: 892.86,
      disponible: 792.86,
      reserve: 100,
      ecritures: [
        expect.objectContaining({
          date: "2026-11-20",
          type: "loyer",
          libelle: "Loyer et charges novembre 2026 encaissés (quote-part 100 %)",
          debit: 0,
          credit: 970.5,
          solde: 970.5,
          AppartementId: s.appartement.id,
          DossierId: s.dossier.id,
        }),
        expect.objectContaining({
          type: "honoraires",
          libelle: "Honoraires de gestion 8 % TTC",
          debit: 77.64,
          credit: 0,
          solde: 892.86,
        }),
      ],
    });
    const apres = await ok("GET", `/api/Client/${s.client.id}/compte?du=2026-12-01`);
    expect(apres).toMatchObject({ solde: 892.86, ecritures: [] });
    const avant = await ok("GET", `/api/Client/${s.client.id}/compte?au=2026-11-19`);
    expect(avant).toMatchObject({ solde: 0, disponible: 0, ecritures: [] });
  });

  it("an owner with entries on the account cannot be deleted (409 in French), even once off the apartment", async () => {
    const s = await seedDossier(t);
    const q = await ok(
      "POST",
      `/api/Quitance/generate/${s.dossier.id}`,
      { date: "2026-11-01" },
      201,
    );
    await ok(
      "POST",
      `/api/Dossier/${s.dossier.id}/paiements`,
      { montant: 100, date: "2026-11-20", mode: "Virement", QuitanceId: q.id },
      201,
    );
    const retire = await t.call(
      "DELETE",
      `/api/Appartement/${s.appartement.id}/owner/remove/${s.client.id}`,
      "admin",
    );
    expect(retire.status).toBe(202);
    await confirmerQuotesParts(t, s.appartement.id);
    const r = await t.call("DELETE", `/api/Client/${s.client.id}`, "admin");
    expectError(r, 409);
    expect(r.body.error.message).toBe("Ce client a des écritures comptables : archivez-le.");
  });

  it("answers 400 in French for a bad period, 404 for an unknown owner", async () => {
    const c = await insertClient(t);
    expect(
      expectFieldError(await t.call("GET", `/api/Client/${c.id}/compte?du=demain`, "user"), "du"),
    ).toMatch(/date/i);
    expect(
      expectFieldError(
        await t.call("GET", `/api/Client/${c.id}/compte?du=2026-12-01&au=2026-11-01`, "user"),
        "au",
      ),
    ).toBe("La date de début doit précéder la date de fin.");
    expectError(await t.call("GET", "/api/Client/999999/compte", "user"), 404);
    expect(await ok("GET", `/api/Client/${c.id}/compte`)).toEqual({
      solde: 0,
      disponible: 0,
      reserve: 0,
      ecritures: [],
    });
  });
});

describe("the owner's bank details and reserve, the mission's fee", () => {
  it("stores the IBAN without spaces and the BIC in capitals; refuses a wrong key or length in French", async () => {
    const c = await ok(
      "POST",
      "/api/Client",
      {
        ...valid.Client(),
        iban: "fr76 3000 6000 0112 3456 7890 189",
        bic: "bnpafrpp",
        reserve: "150,00",
      },
      201,
    );
    expect(c).toMatchObject({ iban: "FR7630006000011234567890189", bic: "BNPAFRPP", reserve: 150 });
    const mauvaisIban = await t.call("PUT", `/api/Client/${c.id}`, "user", {
      ...c,
      iban: "FR76 3000 6000 0112 3456 7890 188",
    });
    expect(expectFieldError(mauvaisIban, "iban")).toBe("IBAN invalide.");
    const mauvaisBic = await t.call("PUT", `/api/Client/${c.id}`, "user", { ...c, bic: "BNPAFRP" });
    expect(expectFieldError(mauvaisBic, "bic")).toBe("BIC invalide : 8 ou 11 caractères.");
    const reserve = await t.call("PUT", `/api/Client/${c.id}`, "user", { ...c, reserve: "-1" });
    expect(expectFieldError(reserve, "reserve")).toBe("Ce montant ne peut pas être négatif.");
    expect(await ok("GET", `/api/Client/${c.id}`)).toMatchObject({
      iban: "FR7630006000011234567890189",
      reserve: 150,
    });
  });

  it("keeps the management fee between 0 and 100 %", async () => {
    const r = await t.call("POST", "/api/Mission", "user", {
      ...valid.Mission(),
      honorairesGestion: 120,
    });
    expect(expectFieldError(r, "honorairesGestion")).toBe(
      "Le pourcentage doit être compris entre 0 et 100.",
    );
    const m = await ok(
      "POST",
      "/api/Mission",
      { ...valid.Mission(), honorairesGestion: "7,5" },
      201,
    );
    expect(m.honorairesGestion).toBe(7.5);
  });
});
