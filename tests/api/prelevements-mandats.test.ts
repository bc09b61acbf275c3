import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeTestApp, type TestApp } from "../support/test-app";
import { expectError, expectFieldError } from "../support/http";
import { fetchDocument, pdfText, seedDossier } from "../support/quitances";
import { creancier, ICS, IBAN_LOCATAIRE, MANDAT } from "../support/prelevements";

// Issue 41, parts 1 and 2: the creditor identifier in Paramètres > Agence, the tenant's SEPA mandates.
let t: TestApp;
beforeAll(async () => void (t = await makeTestApp({ confirme: true })));
afterAll(() => t.close());

describe("PUT /api/agence: ics and delaiPrenotification", () => {
  it("stores a valid ICS, and the delay (14 days by default)", async () => {
    expect((await t.call("GET", "/api/agence")).body).toMatchObject({
      ics: "",
      delaiPrenotification: 14,
    });
    const r = await creancier(t, { ics: "fr72 zzz 123456", delaiPrenotification: 10 });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ ics: ICS, delaiPrenotification: 10 });
    expect((await t.call("GET", "/api/agence")).body).toMatchObject({ ics: ICS });
    await creancier(t, { delaiPrenotification: 14 });
  });
  it("refuses an ICS whose key is wrong", async () => {
    const r = await t.call("PUT", "/api/agence", "admin", { ics: "FR73ZZZ123456" });
    expect(expectFieldError(r, "ics")).toBe("Identifiant créancier SEPA invalide.");
  });
});

describe("POST /api/Dossier/{id}/mandatsSepa", () => {
  it("creates the active mandate with a unique RUM; a new one revokes the previous", async () => {
    const { dossier } = await seedDossier(t);
    const a = await t.call("POST", `/api/Dossier/${dossier.id}/mandatsSepa`, "user", MANDAT);
    expect(a.status).toBe(201);
    expect(a.body.mandat).toMatchObject({
      statut: "actif",
      iban: IBAN_LOCATAIRE,
      dateSignature: "2026-11-02",
    });
    expect(a.body.mandat.rum).toMatch(/^[A-Za-z0-9-]{1,35}$/);
    const b = await t.call("POST", `/api/Dossier/${dossier.id}/mandatsSepa`, "user", {
      ...MANDAT,
      dateSignature: "2026-11-10",
    });
    expect(b.status).toBe(201);
    expect(b.body.mandat.rum).not.toBe(a.body.mandat.rum);
    const list = await t.call("GET", `/api/Dossier/${dossier.id}/mandatsSepa`, "user");
    expect(list.body.data.map((m: any) => [m.id, m.statut])).toEqual([
      [b.body.mandat.id, "actif"],
      [a.body.mandat.id, "revoque"],
    ]);
  });

  it("keeps one active mandate under parallel creations, each RUM unique", async () => {
    const { dossier } = await seedDossier(t);
    const rs = await Promise.all(
      Array.from({ length: 5 }, () =>
        t.call("POST", `/api/Dossier/${dossier.id}/mandatsSepa`, "user", MANDAT),
      ),
    );
    expect(rs.map((r) => r.status)).toEqual([201, 201, 201, 201, 201]);
    const list = (await t.call("GET", `/api/Dossier/${dossier.id}/mandatsSepa`, "user")).body.data;
    expect(list.filter((m: any) => m.statut === "actif")).toHaveLength(1);
    expect(new Set(list.map((m: any) => m.rum)).size).toBe(5);
  });

  it("refuses a wrong IBAN, a signature date to come, a missing holder, an unknown dossier", async () => {
    const { dossier } = await seedDossier(t);
    const path = `/api/Dossier/${dossier.id}/mandatsSepa`;
    const r = await t.call("POST", path, "user", {
      ...MANDAT,
      iban: "FR7630006000011234567890188",
    });
    expect(expectFieldError(r, "iban")).toBe("IBAN invalide.");
    // A mandate is recorded signed: a signature date to come is no signature (nothing may be collected on it).
    const futur = await t.call("POST", path, "user", { ...MANDAT, dateSignature: "2027-01-01" });
    expect(expectFieldError(futur, "dateSignature")).toBe(
      "La date de signature ne peut pas être dans le futur.",
    );
    const s = await t.call("POST", path, "user", { ...MANDAT, titulaire: " " });
    expect(expectFieldError(s, "titulaire")).toBe("Ce champ est obligatoire.");
    const u = await t.call("POST", "/api/Dossier/999999/mandatsSepa", "user", MANDAT);
    expectError(u, 404);
    expectError(await t.call("GET", "/api/Dossier/999999/mandatsSepa", "user"), 404);
  });
});

describe("POST /api/MandatSepa/{id}/revoquer", () => {
  it("revokes once (200), then 409; 404 for an unknown mandate", async () => {
    const { dossier } = await seedDossier(t);
    const { mandat } = (
      await t.call("POST", `/api/Dossier/${dossier.id}/mandatsSepa`, "user", MANDAT)
    ).body;
    const r = await t.call("POST", `/api/MandatSepa/${mandat.id}/revoquer`, "user");
    expect(r.status).toBe(200);
    expect(r.body.mandat.statut).toBe("revoque");
    const again = await t.call("POST", `/api/MandatSepa/${mandat.id}/revoquer`, "user");
    expectError(again, 409);
    expect(again.body.error.message).toBe("Ce mandat est déjà révoqué.");
    expectError(await t.call("POST", "/api/MandatSepa/999999/revoquer", "user"), 404);
  });

  it("says a mandate unused for 36 months has lapsed", async () => {
    const { dossier } = await seedDossier(t);
    await t.call("POST", `/api/Dossier/${dossier.id}/mandatsSepa`, "user", {
      ...MANDAT,
      dateSignature: "2023-11-01",
    });
    const list = (await t.call("GET", `/api/Dossier/${dossier.id}/mandatsSepa`, "user")).body.data;
    expect(list[0].statut).toBe("caduc");
  });
});

describe("GET /api/MandatSepa/{id}/generate", () => {
  it("prints the mandate form: creditor and ICS, RUM, debtor, IBAN, BIC, recurrent payment, rights, place", async () => {
    await creancier(t);
    const { dossier } = await seedDossier(t);
    const { mandat } = (
      await t.call("POST", `/api/Dossier/${dossier.id}/mandatsSepa`, "user", MANDAT)
    ).body;
    const r = await t.call("GET", `/api/MandatSepa/${mandat.id}/generate`, "user");
    expect(r.status).toBe(200);
    const text = pdfText(await fetchDocument(t, r.body.generated)).replace(/\s+/g, " ");
    for (const s of [
      "Mandat de prélèvement SEPA",
      mandat.rum,
      ICS,
      "Zoë d’Arçon",
      "FR76 3000 6000 0112 3456 7890 189",
      "AGRIFRPP",
      "Paiement récurrent",
      "8 semaines",
      "Fait à Paris",
      "Signature du débiteur",
    ])
      expect(text).toContain(s);
    expectError(await t.call("GET", "/api/MandatSepa/999999/generate", "user"), 404);
  });
});
