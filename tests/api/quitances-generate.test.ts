import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeTestApp, type TestApp } from "../support/test-app";
import { expectError, expectFieldError } from "../support/http";
import { NOT_A_QUITTANCE, documentText, seedDossier } from "../support/quitances";

// Issue 11: generating a month's term by hand, its amounts (prorated by days), one receipt per dossier and month
// whatever the calls, the manual form, and which document each state gets (loi 89-462 art. 21).
let t: TestApp;
beforeAll(async () => void (t = await makeTestApp({ now: "2026-11-21T10:00:00Z" })));
afterAll(() => t.close());

const generate = (dossierId: number, date = "2026-11-10", role: "admin" | "user" = "user") =>
  t.call("POST", `/api/Quitance/generate/${dossierId}`, role, { date });
const rowsOf = async (dossierId: number) =>
  (await t.call("GET", `/api/Quitance?DossierId=${dossierId}`)).body.data;
/** The document's title: the words before the first line break that name a kind of document. */
const titleOf = (text: string) => /Quittance de loyer|Avis d'échéance|Reçu/.exec(text)?.[0];

describe("POST /api/Quitance/generate/{dossierId} {date}", () => {
  it("makes the term of the month of the date: whole month, the dossier's rent, linked rows, a document", async () => {
    const s = await seedDossier(t);
    const r = await generate(s.dossier.id);
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(r.body).toMatchObject({
      date: "2026-11-01",
      dateFin: "2026-11-30",
      mois: "2026-11",
      prixHC: 850,
      charge: 120.5,
      regle: false,
      statusInconu: true,
      automatique: false,
      DossierId: s.dossier.id,
      AppartementId: s.appartement.id,
      LocataireId: s.locataire.id,
      ClientId: s.client.id,
    });
    expect(r.body.generated).toMatch(/^\/files\/quitances\/.+\.pdf$/);
    expect(r.body.numero).toBe(`202611-${String(s.dossier.id).padStart(4, "0")}`);
  });

  it("a second call for the same month answers the same receipt (200), never a second one", async () => {
    const s = await seedDossier(t);
    const first = await generate(s.dossier.id, "2026-11-03");
    const second = await generate(s.dossier.id, "2026-11-28");
    expect([first.status, second.status]).toEqual([201, 200]);
    expect(second.body.id).toBe(first.body.id);
    expect(await rowsOf(s.dossier.id)).toHaveLength(1);
  });

  it("20 parallel calls for one dossier and month: one receipt, one 201 and nineteen 200 with its id", async () => {
    const s = await seedDossier(t);
    const rs = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        generate(s.dossier.id, `2026-11-${String(1 + i).padStart(2, "0")}`),
      ),
    );
    expect(rs.map((r) => r.status).sort()).toEqual([200, ...Array(18).fill(200), 201].sort());
    expect(new Set(rs.map((r) => r.body.id)).size).toBe(1);
    expect(await rowsOf(s.dossier.id)).toHaveLength(1);
    // Every answer links the same, up-to-date document.
    expect(new Set(rs.map((r) => r.body.generated)).size).toBe(1);
  });

  it("prorates by days a lease that starts mid-month, and one that ends mid-month", async () => {
    const entree = await seedDossier(t, {
      dossier: { dateEntree: "2026-11-16", dateDebutBail: "2026-11-16" },
    });
    expect((await generate(entree.dossier.id)).body).toMatchObject({
      date: "2026-11-16",
      dateFin: "2026-11-30",
      prixHC: 425,
      charge: 60.25,
    });
    const sortie = await seedDossier(t, { dossier: { dateFinBail: "2027-02-10" } });
    // 850 x 10 / 28 = 303.57 ; 120.50 x 10 / 28 = 43.04
    expect((await generate(sortie.dossier.id, "2027-02-01")).body).toMatchObject({
      date: "2027-02-01",
      dateFin: "2027-02-10",
      prixHC: 303.57,
      charge: 43.04,
    });
  });

  it("refuses a month the lease does not cover, a bad date, an unknown dossier", async () => {
    const s = await seedDossier(t, { dossier: { dateFinBail: "2026-10-31" } });
    expect(expectFieldError(await generate(s.dossier.id), "date")).toBe(
      "Le dossier n'est pas en cours ce mois-ci.",
    );
    expect(
      expectFieldError(
        await t.call("POST", `/api/Quitance/generate/${s.dossier.id}`, "user", {
          date: "2026-13-01",
        }),
        "date",
      ),
    ).toMatch(/Date invalide/);
    expect(
      expectFieldError(
        await t.call("POST", `/api/Quitance/generate/${s.dossier.id}`, "user", {}),
        "date",
      ),
    ).toBe("Ce champ est obligatoire.");
    expectError(await generate(999999), 404);
    expect(await rowsOf(s.dossier.id)).toHaveLength(0);
  });
});

describe("POST /api/Quitance/generate/manual/{dossierId}", () => {
  it("any period with the amounts typed, amounts in euros as the web writes them", async () => {
    const s = await seedDossier(t);
    const r = await t.call("POST", `/api/Quitance/generate/manual/${s.dossier.id}`, "user", {
      date: "2026-09-15",
      dateFin: "2026-10-14",
      prixHC: "900,00",
      charge: 80,
    });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(r.body).toMatchObject({
      date: "2026-09-15",
      dateFin: "2026-10-14",
      mois: "2026-09",
      prixHC: 900,
      charge: 80,
      automatique: false,
    });
    expect(r.body.generated).toMatch(/\.pdf$/);
  });

  it("400 with a French message per field: both dates, both amounts, the end before the start", async () => {
    const s = await seedDossier(t);
    const path = `/api/Quitance/generate/manual/${s.dossier.id}`;
    const r = await t.call("POST", path, "user", {});
    for (const f of ["date", "dateFin", "prixHC", "charge"])
      expect(expectFieldError(r, f)).toBe("Ce champ est obligatoire.");
    const bad = await t.call("POST", path, "user", {
      date: "hier",
      dateFin: "2026-10-01",
      prixHC: "beaucoup",
      charge: -5,
    });
    expect(expectFieldError(bad, "date")).toMatch(/Date invalide/);
    expect(expectFieldError(bad, "prixHC")).toMatch(/Montant invalide/);
    expect(expectFieldError(bad, "charge")).toBe("Ce montant ne peut pas être négatif.");
    const reversed = await t.call("POST", path, "user", {
      date: "2026-10-10",
      dateFin: "2026-10-01",
      prixHC: 1,
      charge: 1,
    });
    expect(expectFieldError(reversed, "dateFin")).toBe(
      "La date de fin doit être postérieure ou égale à la date de début.",
    );
    expect(await rowsOf(s.dossier.id)).toHaveLength(0);
  });

  it("409 when the month already has its receipt", async () => {
    const s = await seedDossier(t);
    await generate(s.dossier.id);
    const r = await t.call("POST", `/api/Quitance/generate/manual/${s.dossier.id}`, "user", {
      date: "2026-11-05",
      dateFin: "2026-11-20",
      prixHC: 1,
      charge: 1,
    });
    expectError(r, 409);
    expect(r.body.error.message).toBe("Une quittance existe déjà pour ce dossier et ce mois.");
    expect(await rowsOf(s.dossier.id)).toHaveLength(1);
  });
});

describe("the document: a quittance only for a fully paid term", () => {
  it("unpaid and unknown terms get an avis d'échéance, never a document titled Quittance", async () => {
    const s = await seedDossier(t);
    const q = (await generate(s.dossier.id)).body;
    const unknown = await documentText(t, q.id);
    expect(titleOf(unknown)).toBe("Avis d'échéance");
    expect(unknown).not.toMatch(NOT_A_QUITTANCE);
    await t.call("GET", `/api/Quitance/switchState/false/${q.id}`);
    const unpaid = await documentText(t, q.id);
    expect(titleOf(unpaid)).toBe("Avis d'échéance");
    expect(unpaid).not.toMatch(NOT_A_QUITTANCE);
  });

  it("switching to paid makes the next download the quittance, with the payment date; back to unpaid, an avis again", async () => {
    const s = await seedDossier(t);
    const q = (await generate(s.dossier.id)).body;
    const before = (await t.call("GET", `/api/Quitance/${q.id}/generate`)).body.generated;
    const paid = await t.call("GET", `/api/Quitance/switchState/true/${q.id}`);
    expect(paid.body).toMatchObject({
      regle: true,
      statusInconu: false,
      dateReglement: "2026-11-21",
    });
    const after = (await t.call("GET", `/api/Quitance/${q.id}/generate`)).body.generated;
    expect(after).not.toBe(before);
    // The replaced document is gone from the store.
    expect(t.files.keys()).not.toContain(before.slice(1));
    const text = (await documentText(t, q.id)).replace(/\s+/g, " ");
    expect(titleOf(text)).toBe("Quittance de loyer");
    // Loi 89-462 art. 21: landlord, tenant, premises, period, rent and charges apart, total in figures and words,
    // payment date, issued free of charge.
    for (const said of [
      `Madame Élise ${s.client.nom}`,
      "Monsieur Léa Martin",
      "8 boulevard Voltaire, 75011 Paris",
      "du 1er novembre 2026 au 30 novembre 2026",
      "Loyer hors charges 850,00 €",
      "Provision pour charges 120,50 €",
      "Total du terme 970,50 €",
      "970,50 € (neuf cent soixante-dix euros et cinquante centimes)",
      "Date du paiement 21 novembre 2026",
      "Quittance délivrée gratuitement",
    ])
      expect(text).toContain(said);
    await t.call("GET", `/api/Quitance/switchState/false/${q.id}`);
    expect(titleOf(await documentText(t, q.id))).toBe("Avis d'échéance");
  });

  it("a quittance for two holders says they are given it: 'leur en donne quittance'", async () => {
    const s = await seedDossier(t, {
      locataire: {
        secondTitulaire: true,
        autreTitre: "Madame",
        autrePrenom: "Chloé",
        autreNom: "Roux",
        autreMail: "chloe.roux@example.fr",
        autreTel: "0611223344",
      },
    });
    const q = (await generate(s.dossier.id)).body;
    await t.call("GET", `/api/Quitance/switchState/true/${q.id}`);
    const text = (await documentText(t, q.id)).replace(/\s+/g, " ");
    expect(titleOf(text)).toBe("Quittance de loyer");
    expect(text).toContain("Madame Chloé Roux");
    expect(text).toContain("et leur en donne quittance");
    expect(text).not.toContain("lui en donne quittance");
    const one = await seedDossier(t);
    const q1 = (await generate(one.dossier.id)).body;
    await t.call("GET", `/api/Quitance/switchState/true/${q1.id}`);
    expect((await documentText(t, q1.id)).replace(/\s+/g, " ")).toContain(
      "et lui en donne quittance",
    );
  });

  it("a partly paid term gets a receipt for the amount received; the payment completing it makes the quittance", async () => {
    const s = await seedDossier(t);
    const q = (await generate(s.dossier.id)).body;
    const pay = await t.call("POST", `/api/Dossier/${s.dossier.id}/paiements`, "user", {
      montant: "500,00",
      date: "2026-11-20",
      mode: "Virement",
      QuitanceId: q.id,
    });
    expect(pay.status, JSON.stringify(pay.body)).toBe(201);
    expect((await t.call("GET", `/api/Quitance/${q.id}`)).body).toMatchObject({
      regle: false,
      montantRegle: 500,
      resteDu: 470.5,
      dateReglement: null,
    });
    const text = await documentText(t, q.id);
    expect(titleOf(text)).toBe("Reçu");
    expect(text).not.toMatch(NOT_A_QUITTANCE);
    await t.call("POST", `/api/Dossier/${s.dossier.id}/paiements`, "user", {
      montant: 470.5,
      date: "2026-11-21",
      mode: "Chèque",
      QuitanceId: q.id,
    });
    expect((await t.call("GET", `/api/Quitance/${q.id}`)).body).toMatchObject({
      regle: true,
      montantRegle: 970.5,
      resteDu: 0,
      dateReglement: "2026-11-21",
    });
    expect(titleOf(await documentText(t, q.id))).toBe("Quittance de loyer");
  });

  it("GET /api/Quitance/{id}/generate keeps the same document while nothing changed", async () => {
    const s = await seedDossier(t);
    const q = (await generate(s.dossier.id)).body;
    const a = await t.call("GET", `/api/Quitance/${q.id}/generate`);
    const b = await t.call("GET", `/api/Quitance/${q.id}/generate`);
    expect(a.body.generated).toBe(q.generated);
    expect(b.body.generated).toBe(q.generated);
    expectError(await t.call("GET", "/api/Quitance/999999/generate"), 404);
  });
});
