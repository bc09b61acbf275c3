import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { unzipSync } from "fflate";
import { makeTestApp, type TestApp } from "../support/test-app";
import { expectError } from "../support/http";
import { NOT_A_QUITTANCE, fetchDocument, pdfText, seedDossier } from "../support/quitances";

// Issue 11: the month and year lists, the three statuses, the month's zip, the annual receipt, the tenant's answer.
let t: TestApp;
beforeAll(async () => void (t = await makeTestApp({ now: "2026-11-21T10:00:00Z" })));
afterAll(() => t.close());

const generate = async (dossierId: number, date: string) => {
  const r = await t.call("POST", `/api/Quitance/generate/${dossierId}`, "user", { date });
  expect(r.status, JSON.stringify(r.body)).toBeLessThan(300);
  return r.body;
};

describe("GET /api/Quitance/byDate/{month}-{year} and byYear/{year}", () => {
  it("the month's receipts with tenant, apartment and status, the month with or without its leading zero", async () => {
    const s = await seedDossier(t, { locataire: { nom: "Mois", prenom: "Anne" } });
    const jan = await generate(s.dossier.id, "2027-01-10");
    await generate(s.dossier.id, "2027-02-10");
    for (const period of ["1-2027", "01-2027"]) {
      const r = await t.call("GET", `/api/Quitance/byDate/${period}`, "user");
      expect(r.status).toBe(200);
      expect(r.body.data.map((q: any) => q.id)).toEqual([jan.id]);
      expect(r.body.data[0]).toMatchObject({
        statut: "Inconnue",
        typeDocument: "avis",
        prixHC: 850,
        charge: 120.5,
        Locataire: { id: s.locataire.id, nom: "Mois", prenom: "Anne" },
        Appartement: { id: s.appartement.id, adresse: "8 boulevard Voltaire" },
      });
    }
    expect((await t.call("GET", "/api/Quitance/byDate/02-2027")).body.data).toHaveLength(1);
    expect(
      (await t.call("GET", "/api/Quitance/byYear/2027")).body.data.map((q: any) => q.mois),
    ).toEqual(["2027-01", "2027-02"]);
  });

  it("a month outside 1-12 or a malformed year is a 400 in French", async () => {
    for (const period of ["13-2026", "0-2026", "2026-11", "11-26"]) {
      const r = await t.call("GET", `/api/Quitance/byDate/${period}`);
      expectError(r, 400);
      expect(r.body.error.message).toBe("Mois invalide : attendu MM-AAAA, le mois de 1 à 12.");
    }
    expectError(await t.call("GET", "/api/Quitance/byYear/20x6"), 400);
  });
});

describe("statuses: paid, unpaid, unknown", () => {
  it("switchState sets regle and clears statusInconu; PUT sets Inconnue; the list says each in words", async () => {
    const s = await seedDossier(t);
    const q = await generate(s.dossier.id, "2027-03-01");
    const statut = async () =>
      (await t.call("GET", "/api/Quitance/byDate/3-2027")).body.data.find((r: any) => r.id === q.id)
        .statut;
    expect(await statut()).toBe("Inconnue");
    expect(
      (await t.call("GET", `/api/Quitance/switchState/true/${q.id}`, "user")).body,
    ).toMatchObject({ regle: true, statusInconu: false });
    expect(await statut()).toBe("Payée");
    expect(
      (await t.call("GET", `/api/Quitance/switchState/false/${q.id}`, "user")).body,
    ).toMatchObject({ regle: false, statusInconu: false, dateReglement: null });
    expect(await statut()).toBe("Impayée");
    expect(
      (await t.call("PUT", `/api/Quitance/${q.id}`, "user", { regle: false, statusInconu: true }))
        .body,
    ).toMatchObject({ regle: false, statusInconu: true });
    expect(await statut()).toBe("Inconnue");
    expectError(await t.call("GET", "/api/Quitance/switchState/true/999999"), 404);
    expectError(await t.call("GET", `/api/Quitance/switchState/peut-etre/${q.id}`), 404);
  });

  it("the tenant's link answers once: paid dates the payment, the second click is refused", async () => {
    const s = await seedDossier(t);
    const q = await generate(s.dossier.id, "2027-04-01");
    const first = await t.call("POST", `/api/Quitance/validation/true/${q.uuid}`, null);
    expect(first.body).toMatchObject({ ok: true, regle: true, contact: "contact@agence.test" });
    const again = await t.call("POST", `/api/Quitance/validation/false/${q.uuid}`, null);
    expectError(again, 409);
    expect((await t.call("GET", `/api/Quitance/${q.id}`)).body).toMatchObject({
      regle: true,
      statusInconu: false,
      dateReglement: "2026-11-21",
    });
  });

  it("GET /api/Quitance/contact gives the server's contact address, without a login", async () => {
    expect((await t.call("GET", "/api/Quitance/contact", null)).body).toEqual({
      email: "contact@agence.test",
    });
  });
});

describe("GET /api/Quitance/downloadMonth/{YYYY}/{MM}", () => {
  it("a zip of the month's PDFs named AAAA-MM_<locataire>_<adresse>.pdf, unique, each the current document", async () => {
    const a = await seedDossier(t, {
      locataire: { titre: "Madame", nom: "Zéphyr", prenom: "Léa" },
    });
    // Same tenant name and address: the second file gets a suffix.
    const b = await seedDossier(t, {
      locataire: { titre: "Madame", nom: "Zéphyr", prenom: "Léa" },
    });
    const qa = await generate(a.dossier.id, "2027-05-02");
    await generate(b.dossier.id, "2027-05-02");
    await t.call("GET", `/api/Quitance/switchState/true/${qa.id}`);
    const res = await t.app.request("/api/Quitance/downloadMonth/2027/05", {
      headers: { Authorization: `Token ${t.tokens.user}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("application/zip");
    expect(res.headers.get("Content-Disposition")).toContain("quittances-2027-05.zip");
    const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
    const names = Object.keys(files);
    expect(names).toEqual([
      "2027-05_Lea-Zephyr_8-boulevard-Voltaire-75011-Paris.pdf",
      "2027-05_Lea-Zephyr_8-boulevard-Voltaire-75011-Paris (2).pdf",
    ]);
    // The paid one was switched after its generation: the zip holds its quittance, the other its rent call.
    expect(pdfText(files[names[0]!]!)).toContain("Quittance de loyer");
    expect(pdfText(files[names[1]!]!)).toContain("Avis d'échéance");
    expect(pdfText(files[names[1]!]!)).not.toMatch(NOT_A_QUITTANCE);
  });

  it("also as /2027/5; a month without receipts is a 404 in French", async () => {
    const s = await seedDossier(t);
    await generate(s.dossier.id, "2027-06-02");
    expect(
      (
        await t.app.request("/api/Quitance/downloadMonth/2027/6", {
          headers: { Authorization: `Token ${t.tokens.user}` },
        })
      ).status,
    ).toBe(200);
    const empty = await t.call("GET", "/api/Quitance/downloadMonth/1999/06");
    expectError(empty, 404);
    expect(empty.body.error.message).toBe("Aucune quittance pour ce mois.");
    expectError(await t.call("GET", "/api/Quitance/downloadMonth/2027/13"), 400);
  });
});

describe("GET /api/Quitance/{appartementId}/generate/{year}", () => {
  it("one PDF listing the year's paid terms of the apartment and their total", async () => {
    const s = await seedDossier(t);
    const paid = [
      await generate(s.dossier.id, "2028-01-05"),
      await generate(s.dossier.id, "2028-02-05"),
    ];
    await generate(s.dossier.id, "2028-03-05"); // unpaid: not on the annual receipt
    for (const q of paid) await t.call("GET", `/api/Quitance/switchState/true/${q.id}`);
    const r = await t.call("GET", `/api/Quitance/${s.appartement.id}/generate/2028`, "user");
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const text = pdfText(await fetchDocument(t, r.body.generated));
    expect(text).toContain("2028");
    expect(text).toMatch(/01\/01\/2028|2028-01-01/);
    expect(text).toMatch(/01\/02\/2028|2028-02-01/);
    expect(text).not.toMatch(/01\/03\/2028|2028-03-01/);
    expect(text).toContain("Quittance annuelle de loyer 2028");
    expectError(await t.call("GET", `/api/Quitance/999999/generate/2028`), 404);
    expectError(await t.call("GET", `/api/Quitance/${s.appartement.id}/generate/28`), 400);
  });

  it("a year with no paid term is a statement that proves no payment, never titled Quittance", async () => {
    const s = await seedDossier(t);
    await generate(s.dossier.id, "2029-01-05"); // unpaid
    const r = await t.call("GET", `/api/Quitance/${s.appartement.id}/generate/2029`, "user");
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const text = pdfText(await fetchDocument(t, r.body.generated)).replace(/\s+/g, " ");
    expect(text).toContain("Relevé annuel de loyer 2029");
    expect(text).toContain("Aucun terme réglé en 2029 pour ce logement.");
    expect(text).toContain("il ne vaut pas quittance");
    expect(text).not.toMatch(/Quittance annuelle|en donne quittance|Quittance délivrée/);
    // Its download is named as what it is, too.
    const dl = await t.app.request(r.body.generated, {
      headers: { Authorization: `Token ${t.tokens.admin}` },
    });
    const disposition = decodeURIComponent(dl.headers.get("Content-Disposition") ?? "");
    expect(disposition).toContain("Relevé annuel de loyer 2029");
    expect(disposition).not.toContain("Quittance annuelle");
  });
});

it("a PUT cannot set the payment state: it comes from the tenant's account", async () => {
  const s = await seedDossier(t);
  const q = await generate(s.dossier.id, "2028-04-05");
  const put = await t.call("PUT", `/api/Quitance/${q.id}`, "user", {
    montantRegle: 500,
    regle: true,
    dateReglement: "2028-04-06",
    numero: "A-1",
  });
  expect(put.status).toBe(200);
  expect(put.body).toMatchObject({
    numero: "A-1",
    regle: false,
    montantRegle: 0,
    dateReglement: null,
  });
});
