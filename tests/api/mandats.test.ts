import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeTestApp, type TestApp } from "../support/test-app";
import { create, insertAppartement, valid } from "../support/factories";
import { expectNoMissingValues, generate, keepForReview } from "../support/pdf";

// The register of mandates (ADR 027) on the Node entry; the same race runs on the edge in tests/edge/mandats.test.ts.
let t: TestApp;
beforeAll(async () => void (t = await makeTestApp({ confirme: true })));
afterAll(() => t.close());

const sequenceOf = (numero: string) => Number(numero.split("-").pop());

describe("mandate numbers", () => {
  it("20 parallel creations of missions and caretaking missions: numbers 1..20, no duplicate, no gap", async () => {
    const a = await insertAppartement(t);
    const rs = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        i % 2 === 0
          ? t.call("POST", "/api/Mission", "user", valid.Mission())
          : t.call("POST", "/api/Intendance", "user", valid.Intendance(a.id)),
      ),
    );
    for (const r of rs) expect(r.status, JSON.stringify(r.body)).toBe(201);
    const numeros = rs.map((r) => r.body.numeroMandat as string);
    for (const n of numeros) expect(n).toMatch(/^2026-\d{4}$/);
    expect(numeros.map(sequenceOf).sort((x, y) => x - y)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
    const reg = await t.call("GET", "/api/registreMandats?annee=2026", "admin");
    expect(reg.status).toBe(200);
    expect(reg.body.data.map((l: { numero: string }) => l.numero)).toEqual([...numeros].sort());
    expect(new Set(reg.body.data.map((l: { nature: string }) => l.nature))).toEqual(
      new Set(["gestion", "intendance"]),
    );
  });

  it("a PUT sending numeroMandat changes nothing; an expense has no number", async () => {
    const m = await create(t, "Mission", valid.Mission());
    const put = await t.call("PUT", `/api/Mission/${m.id}`, "admin", {
      numeroMandat: "1999-0001",
      type: "Location meublée",
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect(put.body.numeroMandat).toBe(m.numeroMandat);
    expect((await t.call("GET", `/api/Mission/${m.id}`, "admin")).body.numeroMandat).toBe(
      m.numeroMandat,
    );
    const list = await t.call("GET", "/api/Mission", "admin");
    expect(list.body.data.find((x: { id: number }) => x.id === m.id).numeroMandat).toBe(
      m.numeroMandat,
    );
    const depense = await create(t, "Intendance", {
      nature: "depense",
      intitule: "Ampoules",
      montant: 12,
      numFacture: "F-1",
    });
    expect(depense.numeroMandat).toBeNull();
  });

  it("a mission is never deleted (ADR 038): 409, its number stays in the register, open, with no gap", async () => {
    const c = await create(t, "Client", valid.Client());
    const m = await create(t, "Mission", valid.Mission());
    await t.call("PUT", `/api/Mission/${m.id}/client/add/${c.id}`, "admin");
    const refus = await t.call("DELETE", `/api/Mission/${m.id}`, "admin");
    expect(refus.status).toBe(409);
    expect(refus.body.error.message).toBe(
      "Cette mission a des écritures comptables : archivez-la.",
    );
    expect((await t.call("POST", `/api/Mission/${m.id}/archiver`, "admin")).status).toBe(200);
    const next = await create(t, "Mission", valid.Mission());
    expect(sequenceOf(next.numeroMandat)).toBe(sequenceOf(m.numeroMandat) + 1);
    const reg = (await t.call("GET", "/api/registreMandats?annee=2026", "admin")).body.data;
    const line = reg.find((l: { numero: string }) => l.numero === m.numeroMandat);
    expect(line).toMatchObject({ dateAnnulation: null, nature: "gestion" });
    // No gap: the sequence is 1..n.
    expect(reg.map((l: { sequence: number }) => l.sequence)).toEqual(
      Array.from({ length: reg.length }, (_, i) => i + 1),
    );
  });

  it("a caretaking mission gone by another path (a cascade) is cancelled in the register, not left open", async () => {
    const a = await insertAppartement(t);
    const i = await create(t, "Intendance", valid.Intendance(a.id));
    // The API refuses to delete an apartment with caretaking rows; the database's cascade is the safety net's case.
    await t.client.execute({ sql: `delete from "Appartement" where "id" = ?`, args: [a.id] });
    const reg = (await t.call("GET", "/api/registreMandats?annee=2026", "admin")).body.data;
    const line = reg.find((l: { numero: string }) => l.numero === i.numeroMandat);
    expect(line.dateAnnulation).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(line.dateFin).toBe("2026-12-31");
  });

  it("a mandate's stated term (dureeMandatMois from its signature) is the register's duration and period, and the order's", async () => {
    // Issue 39 §10 and issue 63 §5: the register and the mission order print the mandate's duration; a mandate signed
    // on 10/01/2024 for 36 months printed « Non précisée » when it had no instalments.
    const m = await create(t, "Mission", {
      ...valid.Mission(),
      dateSignature: "2024-01-10",
      dureeMandatMois: 36,
    });
    const reg = (await t.call("GET", "/api/registreMandats?annee=2026", "admin")).body.data;
    expect(reg.find((l: { numero: string }) => l.numero === m.numeroMandat)).toMatchObject({
      date: "2024-01-10",
      duree: "36 mois",
      dateDebut: "2024-01-10",
      dateFin: "2027-01-09",
    });
    const order = await generate(t, `/api/Mission/${m.id}/ordreMission/generate`);
    expect(order.text).toContain("36 mois (du 10 janvier 2024 au 9 janvier 2027)");
    expect(order.text).not.toContain("Non précisée");
  });

  it("the register's routes are the admins'; a bad year is a 400 on annee", async () => {
    for (const role of ["user", "user_delete", "comptable"] as const) {
      expect((await t.call("GET", "/api/registreMandats?annee=2026", role)).status).toBe(403);
      expect((await t.call("GET", "/api/registreMandats/2026/generate", role)).status).toBe(403);
      // The comptable reads the agency's settings (its trust account, its ICS), never changes them.
      expect((await t.call("GET", "/api/agence", role)).status).toBe(
        role === "comptable" ? 200 : 403,
      );
      expect((await t.call("PUT", "/api/agence", role, { nom: "X" })).status).toBe(403);
    }
    const bad = await t.call("GET", "/api/registreMandats?annee=26", "admin");
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toHaveProperty("annee");
  });
});

describe("agency settings and documents", () => {
  it("the settings are saved over the host's values and printed in the documents' footer", async () => {
    const put = await t.call("PUT", "/api/agence", "admin", {
      carteProfessionnelle: "CPI 7501 2026 000 000 042",
      cciDelivrance: "Paris Île-de-France",
      garantFinancier: "Galian",
      montantGarantie: "110 000",
      assureurRCP: "MMA IARD",
      policeRCP: "P-42",
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect(put.body).toMatchObject({ montantGarantie: 110000, nom: "Patrimoine Locatif" });
    expect((await t.call("GET", "/api/agence", "admin")).body.garantFinancier).toBe("Galian");
    expect(
      (await t.call("PUT", "/api/agence", "admin", { montantGarantie: "beaucoup" })).body.error
        .fields,
    ).toHaveProperty("montantGarantie");

    // A new card starts its own sequence.
    const m = await create(t, "Mission", valid.Mission());
    expect(m.numeroMandat).toBe("2026-0001");
    const order = await generate(t, `/api/Mission/${m.id}/ordreMission/generate`);
    expect(order.text).toContain("Mandat n° 2026-0001");
    expect(order.text).toContain(
      "Carte professionnelle n° CPI 7501 2026 000 000 042 délivrée par la CCI de Paris Île-de-France, garantie financière : Galian (110 000,00 €), RCP : MMA IARD",
    );
    const a = await insertAppartement(t);
    const i = await create(t, "Intendance", valid.Intendance(a.id));
    keepForReview("ordre-mission-mandat", order.bytes);
    const io = await generate(
      t,
      `/api/Appartement/${a.id}/ordreMissionIntendance/${i.id}/generate`,
    );
    expect(io.text).toContain(`Mandat n° ${i.numeroMandat}`);
  });

  it("the register's PDF: its lines and numbered pages", async () => {
    const a = await insertAppartement(t);
    for (let k = 0; k < 40; k++) await create(t, "Intendance", valid.Intendance(a.id));
    // A caretaking mission deleted: its line is cancelled (a mission is never deleted, ADR 038).
    const gone = await create(t, "Intendance", valid.Intendance(a.id));
    expect((await t.call("DELETE", `/api/Intendance/${gone.id}`, "admin")).status).toBe(204);
    const pdf = await generate(t, "/api/registreMandats/2026/generate", "admin");
    keepForReview("registre-mandats", pdf.bytes);
    expectNoMissingValues(pdf.text);
    expect(pdf.text).toContain("Registre des mandats 2026");
    expect(pdf.text).toContain("2026-0001");
    expect(pdf.text).toContain("Annulé le 21/11/2026");
    expect(pdf.pages).toBeGreaterThan(1);
    expect(pdf.text).toContain(`Page 1 / ${pdf.pages}`);
    expect(pdf.text).toContain(`Page ${pdf.pages} / ${pdf.pages}`);
  });
});
