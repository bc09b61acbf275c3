import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeTestApp, type TestApp } from "../support/test-app";
import { create, insertClient, valid } from "../support/factories";
import { generate } from "../support/pdf";

// Invoices (ADR 028) on the Node entry: issued by the write that makes an instalment paid in a mission with a
// client, numbered without gaps under parallel writes, never changed (405), cancelled by a credit note; their PDF a
// Factur-X file whose XML carries the EN 16931 elements. The same race runs on the edge (tests/edge/factures.test.ts).
let t: TestApp;
beforeAll(
  async () => void (t = await makeTestApp({ confirme: true, now: "2026-03-05T10:00:00Z" })),
);
afterAll(() => t.close());

async function missionAvecClient(client?: { id: number }) {
  const m = await create(t, "Mission", { ...valid.Mission(), valeurMissionAppt: 1000 });
  const c = client ?? (await insertClient(t, { numSiret: "123 456 782 00002" }));
  expect((await t.call("PUT", `/api/Mission/${m.id}/client/add/${c.id}`, "admin")).status).toBe(
    200,
  );
  return { m, c };
}

const facturesDe = async (clientId: number) =>
  (await t.call("GET", `/api/Facture?ClientId=${clientId}`, "user")).body.data;

/** The factur-x.xml embedded in a PDF, as qpdf extracts it (the file checked by qpdf --check first). */
function factureXml(bytes: Uint8Array): string {
  const dir = mkdtempSync(join(tmpdir(), "facturx-"));
  try {
    const file = join(dir, "f.pdf");
    writeFileSync(file, bytes);
    execFileSync("qpdf", ["--check", file], { stdio: "pipe" });
    return execFileSync("qpdf", ["--show-attachment=factur-x.xml", file], { encoding: "utf8" });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe("invoices of paid instalments", () => {
  it("20 instalments marked paid in parallel: F2026-00001..00020, no gap, no duplicate", async () => {
    const { m, c } = await missionAvecClient();
    const acomptes = [];
    for (let i = 0; i < 20; i++)
      acomptes.push(await create(t, "Accompte", { ...valid.Accompte(), MissionId: m.id }));
    expect(await facturesDe(c.id)).toEqual([]);
    const rs = await Promise.all(
      acomptes.map((a) =>
        t.call("PUT", `/api/Accompte/${a.id}`, "user", { regle: true, datePaiement: "2026-03-04" }),
      ),
    );
    expect(rs.map((r) => r.status)).toEqual(rs.map(() => 200));
    const factures = await facturesDe(c.id);
    expect(factures.map((f: { numero: string }) => f.numero)).toEqual(
      Array.from({ length: 20 }, (_, i) => `F2026-${String(i + 1).padStart(5, "0")}`),
    );
    expect(new Set(factures.map((f: { AccompteId: number }) => f.AccompteId)).size).toBe(20);
    expect(factures[0]).toMatchObject({ totalTTC: 120, totalHT: 100, totalTVA: 20, tauxTva: 20 });
  });

  it("a paid instalment created in a mission with a client is invoiced at once; without a client, once one joins", async () => {
    const { m, c } = await missionAvecClient();
    const a = await create(t, "Accompte", { ...valid.Accompte(), MissionId: m.id, regle: true });
    expect((await facturesDe(c.id)).map((f: { AccompteId: number }) => f.AccompteId)).toEqual([
      a.id,
    ]);

    const seule = await create(t, "Mission", valid.Mission());
    const b = await create(t, "Accompte", {
      ...valid.Accompte(),
      MissionId: seule.id,
      regle: true,
    });
    const c2 = await insertClient(t);
    expect(await facturesDe(c2.id)).toEqual([]);
    await t.call("PUT", `/api/Mission/${seule.id}/client/add/${c2.id}`, "admin");
    expect((await facturesDe(c2.id)).map((f: { AccompteId: number }) => f.AccompteId)).toEqual([
      b.id,
    ]);
  });

  it("an issued invoice never changes: PUT/PATCH/DELETE 405, a later change of the instalment leaves it as it was", async () => {
    const { m, c } = await missionAvecClient();
    const a = await create(t, "Accompte", { ...valid.Accompte(), MissionId: m.id, regle: true });
    const [f] = await facturesDe(c.id);
    for (const method of ["PUT", "PATCH", "DELETE"])
      expect((await t.call(method, `/api/Facture/${f.id}`, "admin", { totalTTC: 1 })).status).toBe(
        405,
      );
    // ADR 038: the invoiced instalment itself is immutable too (a credit note corrects it).
    const refus = await t.call("PUT", `/api/Accompte/${a.id}`, "user", { prix: 240 });
    expect(refus.status).toBe(409);
    expect(refus.body.error.message).toBe(
      `Cet acompte est facturé (${f.numero}) : émettez un avoir pour le corriger.`,
    );
    expect((await t.call("GET", `/api/Facture/${f.id}`, "user")).body).toEqual(f);
    await t.call("PUT", `/api/Client/${c.id}`, "admin", { nom: "Autre" });
    expect((await t.call("GET", `/api/Facture/${f.id}`, "user")).body).toEqual(f);
  });

  it("un-paying an invoiced instalment is refused (409) until a credit note cancels the invoice; the balance is then 0", async () => {
    const { m, c } = await missionAvecClient();
    const a = await create(t, "Accompte", { ...valid.Accompte(), MissionId: m.id, regle: true });
    const [f] = await facturesDe(c.id);
    const refus = await t.call("PUT", `/api/Accompte/${a.id}`, "user", { regle: false });
    expect(refus.status).toBe(409);
    expect(refus.body.error.message).toContain(f.numero);

    expect(
      (await t.call("POST", `/api/Facture/${f.id}/avoir`, "user", { motif: " " })).status,
    ).toBe(400);
    const r = await t.call("POST", `/api/Facture/${f.id}/avoir`, "user", {
      motif: "Erreur de montant",
    });
    expect(r.status).toBe(201);
    expect(r.body.facture).toMatchObject({
      numero: expect.stringMatching(/^A2026-\d{5}$/),
      avoirDe: f.id,
      avoirDeNumero: f.numero,
      totalTTC: -f.totalTTC,
      totalHT: -f.totalHT,
      AccompteId: a.id,
      ClientId: c.id,
    });
    // A second credit note of the same invoice, parallel or not, is refused; a credit note is not cancelled either.
    const again = await Promise.all(
      [1, 2].map(() => t.call("POST", `/api/Facture/${f.id}/avoir`, "user", { motif: "x" })),
    );
    expect(again.map((x) => x.status)).toEqual([409, 409]);
    expect(
      (await t.call("POST", `/api/Facture/${r.body.facture.id}/avoir`, "user", { motif: "x" }))
        .status,
    ).toBe(409);

    const sum = (await facturesDe(c.id))
      .filter((x: { AccompteId: number }) => x.AccompteId === a.id)
      .reduce((s: number, x: { totalTTC: number }) => s + x.totalTTC, 0);
    expect(sum).toBe(0);
    // Cancelled: the instalment may be un-paid, and paying it again issues a new invoice.
    expect((await t.call("PUT", `/api/Accompte/${a.id}`, "user", { regle: false })).status).toBe(
      200,
    );
    expect((await t.call("PUT", `/api/Accompte/${a.id}`, "user", { regle: true })).status).toBe(
      200,
    );
    expect(
      (await facturesDe(c.id)).filter(
        (x: { annuleePar: string | null; avoirDe: number | null }) => !x.annuleePar && !x.avoirDe,
      ),
    ).toHaveLength(1);
  });

  it("a caretaking mission's fee is invoiced when marked paid, to the apartment's owner", async () => {
    const c = await insertClient(t);
    const ap = await create(t, "Appartement", { ...valid.Appartement() });
    await t.call("PUT", `/api/Appartement/${ap.id}/owner/add/${c.id}`, "admin");
    const i = await create(t, "Intendance", {
      nature: "mission",
      AppartementId: ap.id,
      dateDepart: "2026-01-01",
      dateFin: "2026-12-31",
      prix: 600,
      tva: 20,
    });
    expect(await facturesDe(c.id)).toEqual([]);
    expect((await t.call("PUT", `/api/Intendance/${i.id}`, "user", { regle: true })).status).toBe(
      200,
    );
    const [f] = await facturesDe(c.id);
    expect(f).toMatchObject({ IntendanceId: i.id, totalTTC: 600, totalHT: 500, totalTVA: 100 });
    expect((await t.call("PUT", `/api/Intendance/${i.id}`, "user", { regle: false })).status).toBe(
      409,
    );
  });
});

describe("the Factur-X PDF", () => {
  it("carries the mentions and its EN 16931 XML; a credit note is type 381 referring to the invoice", async () => {
    const { m, c } = await missionAvecClient();
    await create(t, "Accompte", {
      ...valid.Accompte(),
      MissionId: m.id,
      regle: true,
      datePaiement: "2026-03-04",
    });
    const [f] = await facturesDe(c.id);
    const pdf = await generate(t, `/api/Facture/${f.id}/generate`);
    for (const mention of [
      "Facture",
      f.numero,
      "05/03/2026",
      "SIREN 123 456 782",
      "Prestation de services",
      "100,00 €",
      "20,00 €",
      "120,00 €",
      "Acquittée le 04/03/2026",
      "pénalités",
      "40 €",
    ])
      expect(pdf.text).toContain(mention);
    // The mandate's number from the register (décret 72-678 art. 65).
    expect(m.numeroMandat).toMatch(/^\d{4}-\d{4}$/);
    expect(pdf.text).toContain("Mandat n°");
    expect(pdf.text).toContain(m.numeroMandat);
    const xml = factureXml(pdf.bytes);
    for (const el of [
      "<rsm:CrossIndustryInvoice",
      "<ram:GuidelineSpecifiedDocumentContextParameter><ram:ID>urn:cen.eu:en16931:2017</ram:ID>",
      `<rsm:ExchangedDocument><ram:ID>${f.numero}</ram:ID><ram:TypeCode>380</ram:TypeCode>`,
      '<udt:DateTimeString format="102">20260305</udt:DateTimeString>',
      "<ram:IncludedSupplyChainTradeLineItem>",
      "<ram:SellerTradeParty>",
      "<ram:BuyerTradeParty><ram:Name>",
      '<ram:ID schemeID="0002">123456782</ram:ID>',
      "<ram:InvoiceCurrencyCode>EUR</ram:InvoiceCurrencyCode>",
      "<ram:CalculatedAmount>20.00</ram:CalculatedAmount><ram:TypeCode>VAT</ram:TypeCode><ram:BasisAmount>100.00</ram:BasisAmount><ram:CategoryCode>S</ram:CategoryCode>",
      "<ram:RateApplicablePercent>20</ram:RateApplicablePercent>",
      "<ram:SpecifiedTradePaymentTerms>",
      '<ram:TaxBasisTotalAmount>100.00</ram:TaxBasisTotalAmount><ram:TaxTotalAmount currencyID="EUR">20.00</ram:TaxTotalAmount><ram:GrandTotalAmount>120.00</ram:GrandTotalAmount>',
      "<ram:DuePayableAmount>0.00</ram:DuePayableAmount>",
    ])
      expect(xml).toContain(el);
    // The XMP metadata: PDF/A-3 B and the Factur-X properties.
    const raw = Buffer.from(pdf.bytes).toString("latin1");
    for (const x of [
      "<pdfaid:part>3</pdfaid:part>",
      "<pdfaid:conformance>B</pdfaid:conformance>",
      "<fx:DocumentType>INVOICE</fx:DocumentType>",
      "<fx:DocumentFileName>factur-x.xml</fx:DocumentFileName>",
      "<fx:ConformanceLevel>EN 16931</fx:ConformanceLevel>",
      "/AFRelationship /Alternative",
    ])
      expect(raw).toContain(x);

    const avoir = (await t.call("POST", `/api/Facture/${f.id}/avoir`, "user", { motif: "Erreur" }))
      .body.facture;
    const pdfAvoir = await generate(t, `/api/Facture/${avoir.id}/generate`);
    expect(pdfAvoir.text).toContain("Avoir");
    expect(pdfAvoir.text).toContain(f.numero);
    const xmlAvoir = factureXml(pdfAvoir.bytes);
    expect(xmlAvoir).toContain("<ram:TypeCode>381</ram:TypeCode>");
    expect(xmlAvoir).toContain(
      `<ram:InvoiceReferencedDocument><ram:IssuerAssignedID>${f.numero}</ram:IssuerAssignedID>`,
    );
    expect(xmlAvoir).toContain("<ram:GrandTotalAmount>120.00</ram:GrandTotalAmount>");
  });

  it("names the seller as Paramètres > Agence says at the time of issue", async () => {
    const put = await t.call("PUT", "/api/agence", "admin", {
      siren: "987654324",
      numeroTVA: "FR12987654321",
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    const { m, c } = await missionAvecClient();
    await create(t, "Accompte", {
      ...valid.Accompte(),
      MissionId: m.id,
      regle: true,
      datePaiement: "2026-03-04",
    });
    const [f] = await facturesDe(c.id);
    const pdf = await generate(t, `/api/Facture/${f.id}/generate`);
    expect(pdf.text).toContain("FR12987654321");
    expect(factureXml(pdf.bytes)).toContain("FR12987654321");
    // The SIREN printed grouped, the XML's as stored (EN 16931 reads digits).
    expect(pdf.text).toContain("SIREN 987 654 324");
    expect(factureXml(pdf.bytes)).toContain(">987654324<");
  });

  it("404 on an unknown invoice", async () => {
    expect((await t.call("GET", "/api/Facture/99999", "user")).status).toBe(404);
    expect((await t.call("GET", "/api/Facture/99999/generate", "user")).status).toBe(404);
    expect((await t.call("POST", "/api/Facture/99999/avoir", "user", { motif: "x" })).status).toBe(
      404,
    );
  });
});
