import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeTestApp, type TestApp } from "../../support/test-app";
import { AGENCE_TEST } from "../../support/document-fixtures";
import { expectNoMissingValues, expectSays, generate, keepForReview } from "../../support/pdf";
import { insertAppartement, insertDossier } from "../../support/factories";
import { diagnostic, diagnosticsValides } from "../../support/diagnostics";

// Issue 63 item 2: the lease lists its annexed diagnostics with their dates, and is refused (409, French reason)
// when one it needs is missing or out of date on its signature day, unless staff hand them apart.
let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
  t.ports.config.agence = AGENCE_TEST;
});
afterAll(() => t.close());

// Signed on 2026-11-15 (before the test's today: a signed lease, kept once printed).
const BAIL = {
  dateCreationBail: "2026-11-15",
  dateDebutBail: "2026-12-01",
  dateEntree: "2026-12-01",
  dateFinBail: "2029-11-30",
};
// A lot built in 1960 whose electricity dates from 2000, no gas: DPE, électricité, ERP, amiante, surface needed.
const LOT = {
  periodeConstruction: "1946-1970",
  datePermisConstruire: "1960-05-01",
  anneeInstallationElectricite: 2000,
};
const path = (id: number) => `/api/Dossier/${id}/contratLocation/generate`;

async function bail(o: Record<string, unknown> = {}, lot: Record<string, unknown> = LOT) {
  const a = await insertAppartement(t, lot);
  const d = await insertDossier(t, { AppartementId: a.id, ...BAIL, ...o });
  return { a, d };
}

describe("the lease's annexed diagnostics", () => {
  it("refused without diagnostics: the 409 names each one missing", async () => {
    const { d } = await bail();
    const r = await t.call("GET", path(d.id), "user");
    expect(r.status).toBe(409);
    const m: string = r.body.error.message;
    expect(m).toContain("ne peut pas être imprimé");
    expect(m).toContain("à la signature du bail (15/11/2026)");
    expect(m).toContain("Diagnostic de performance énergétique (DPE) : manquant");
    expect(m).toContain("État des risques (ERP) : manquant");
    // Issue 73: the asbestos report is kept available, the living area mentioned: neither blocks the lease.
    expect(m).not.toContain("amiante");
    expect(m).not.toContain("Surface");
    // Not needed for this lot: no gas, built after 1949.
    expect(m).not.toContain("gaz");
    expect(m).not.toContain("plomb");
  });

  it("refused with an expired diagnostic, named with its last day", async () => {
    const { a, d } = await bail();
    await diagnosticsValides(t, a.id, "2026-11-01");
    // A DPE of 2019: valid until 31 December 2024 only (décret n° 2020-1610).
    await diagnostic(t, a.id, { type: "dpe", dateRealisation: "2019-03-14", classe: "D" });
    // An ERP of 2026-03-01: over six months old on the signature day.
    await diagnostic(t, a.id, { type: "erp", dateRealisation: "2026-03-01" });
    const r = await t.call("GET", path(d.id), "user");
    expect(r.status).toBe(409);
    expect(r.body.error.message).toContain(
      "Diagnostic de performance énergétique (DPE) : expiré le 31/12/2024",
    );
    expect(r.body.error.message).toContain("État des risques (ERP) : expiré le 31/08/2026");
  });

  it("printed with the list of annexes, each with its date and the end of its validity", async () => {
    const { a, d } = await bail();
    await diagnosticsValides(t, a.id, "2026-11-01");
    const pdf = await generate(t, path(d.id));
    keepForReview("contrat-annexes", pdf.bytes);
    expectNoMissingValues(pdf.text);
    expectSays(
      pdf.text,
      "VII. Annexes",
      "Dossier de diagnostic technique (loi du 6 juillet 1989, article 3-3), comprenant :",
      "Diagnostic de performance énergétique (DPE) : réalisé le 01/11/2026, valable jusqu'au 31/10/2036",
      "État des risques (ERP) : réalisé le 01/11/2026, valable jusqu'au 30/04/2027",
      "Informations sur le logement (mentionnées, non annexées) :",
      "Surface habitable (loi Boutin) : 42,5 m², mesurée le 01/11/2026",
      "Repérage amiante (parties privatives) : réalisé le 01/11/2026, tenu à la disposition du locataire",
    );
    // Issue 73: neither the living area nor the asbestos report is among the annexes.
    const annexes = pdf.text.slice(
      pdf.text.indexOf("comprenant :"),
      pdf.text.indexOf("Informations sur le logement"),
    );
    expect(annexes).toContain("État des risques (ERP) : réalisé le 01/11/2026");
    expect(annexes).not.toContain("amiante");
    expect(annexes).not.toContain("Surface habitable");
  });

  it("annexesFourniesAPart: printed without the check, saying the diagnostics are handed apart", async () => {
    const { d } = await bail({ annexesFourniesAPart: true });
    const pdf = await generate(t, path(d.id));
    expectSays(
      pdf.text,
      "Dossier de diagnostic technique (loi du 6 juillet 1989, article 3-3) : remis au locataire séparément du présent contrat",
    );
    expect(pdf.text).not.toContain("comprenant :");
  });
});

describe("the lease of a dwelling no longer decent", () => {
  it("a lease that started in 2024 on a class-G lot prints; moved into 2026 it would not", async () => {
    const { a, d } = await bail(
      {
        dateCreationBail: "2024-03-15",
        dateDebutBail: "2024-04-01",
        dateEntree: "2024-04-01",
        dateFinBail: "2027-03-31",
        annexesFourniesAPart: true,
      },
      { ...LOT, classeEnergie: "G" },
    );
    const pdf = await generate(t, path(d.id));
    expectSays(pdf.text, "Classe énergie G");
    // The same lot typed G whose lease would start in 2026 cannot be entered at all: the print's own refusal is
    // for a lot whose DPE turned G after the lease was entered (a DPE diagnostic entered since).
    const recent = await bail({ annexesFourniesAPart: true });
    await diagnostic(t, recent.a.id, { type: "dpe", dateRealisation: "2026-11-10", classe: "G" });
    const r = await t.call("GET", path(recent.d.id), "user");
    expect(r.status).toBe(409);
    expect(r.body.error.message).toContain("Logement classé G");
    expect(a.id).not.toBe(recent.a.id);
  });
});
