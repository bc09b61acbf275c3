import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { Fichier } from "../../../worker/db/schema";
import { makeTestApp, type TestApp } from "../../support/test-app";
import { download, expectFieldError } from "../../support/http";
import { ajouterProprietaire } from "../../support/quotes-parts";
import { insertAppartement, insertClient, insertDossier } from "../../support/factories";
import { fournisseurValide, interventionRealisee } from "../../support/travaux";
import { type FacturXTest, pdfFacturX } from "../../support/factur-x";

// Issue 76, item 4 (ADR 129): a Factur-X invoice's XML fills the number, date and totals (HT, TVA, TTC: EN 16931's
// TaxBasisTotalAmount, TaxTotalAmount, GrandTotalAmount) staff leave empty, and a typed value that disagrees with it
// is a 400 on that field; the PDF is kept in the lot's files.

let t: TestApp;
let lot = 0;
let plombier = 0;
beforeAll(async () => {
  t = await makeTestApp({ now: "2026-11-21T10:00:00.000Z", confirme: true });
  const a = await insertAppartement(t);
  const x = await insertClient(t, { nom: "Durand", prenom: "Élise" });
  await ajouterProprietaire(t, a.id, x.id, "admin");
  await insertDossier(t, { AppartementId: a.id });
  lot = a.id;
  plombier = (await t.call("POST", "/api/Fournisseur", "admin", fournisseurValide())).body.id;
});
afterAll(() => t.close());

/** A work order on the lot, done by the plumber. */
const interventionFaite = () => interventionRealisee(t, lot, plombier, "Fuite sous l'évier");

const xml: FacturXTest = {
  numero: "FX-2026-042",
  date: "2026-11-19",
  ht: "200.00",
  tva: "20.00",
  ttc: "220.00",
  // The supplier's SIREN (its SIRET's first nine digits), as the CII's legal registration.
  siret: "732829320",
};
const lignes = [
  { libelle: "Siphon", montant: 220, imputation: "proprietaires", nature: "entretien" },
];

let dernierPdf = new Uint8Array(0);
async function envoyer(id: number, champs: Record<string, string>, x: FacturXTest = xml) {
  const f = new FormData();
  const bytes = await pdfFacturX(x);
  dernierPdf = bytes;
  f.append("fichier", new File([bytes], "facture-x.pdf", { type: "application/pdf" }));
  for (const [k, v] of Object.entries({ ...champs, lignes: JSON.stringify(lignes) }))
    f.append(k, v);
  return t.call("POST", `/api/Intervention/${id}/facture`, "user", f);
}

describe("POST /api/Intervention/{id}/facture with a Factur-X PDF", () => {
  it("takes the number, date and totals from the XML when left empty, and keeps the PDF in the lot's files", async () => {
    const id = await interventionFaite();
    const r = await envoyer(id, {});
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(r.body).toMatchObject({
      facturX: true,
      facture: {
        numero: "FX-2026-042",
        date: "2026-11-19",
        montant: 220,
        montantHT: 200,
        montantTVA: 20,
      },
    });
    const [piece] = await t.db
      .select()
      .from(Fichier)
      .where(eq(Fichier.id, r.body.facture.FichierId));
    expect(piece).toMatchObject({
      AppartementId: lot,
      mime: "application/pdf",
      nom: `Facture Plomberie Martin SARL n° FX-2026-042 (intervention n° ${id})`,
    });
    // The lot's copy is the very PDF sent.
    expect((await download(t, piece!.url)).bytes).toEqual(dernierPdf);
    // The order's screen reads the invoice and its PDF's link.
    const lue = await t.call("GET", `/api/Intervention/${id}/facture`, "user");
    expect(lue.body.facture).toMatchObject({ numero: "FX-2026-042", fichierUrl: piece!.url });
    // Staff may delete the lot's copy: the invoice stays, without its link.
    expect(
      (await t.call("DELETE", `/api/Fichier/${piece!.id}`, "user_delete")).status,
    ).toBeLessThan(300);
    const sans = await t.call("GET", `/api/Intervention/${id}/facture`, "user");
    expect(sans.body.facture).toMatchObject({
      numero: "FX-2026-042",
      FichierId: null,
      fichierUrl: null,
    });
  });

  it("refuses a typed total, number or date that is not the XML's, naming the field, and writes nothing", async () => {
    const id = await interventionFaite();
    const r = await envoyer(id, { numero: "FX-2026-042", date: "2026-11-19", montant: "210.00" });
    expectFieldError(r, "montant");
    expect(r.body.error.fields.montant).toMatch(
      /^Le montant TTC ne correspond pas au total de la facture Factur-X \(220,00\s€\)\.$/,
    );
    const autre = await envoyer(id, { numero: "F-1", date: "2026-11-18" });
    expectFieldError(autre, "numero");
    expectFieldError(autre, "date");
    expect((await t.call("GET", `/api/Intervention/${id}`, "user")).body.etat).toBe("realisee");
  });

  it("refuses a typed HT or TVA that is not the XML's, and an XML whose HT and TVA do not make its TTC", async () => {
    const id = await interventionFaite();
    const r = await envoyer(id, { montantHT: "210", montantTVA: "20,00" });
    expect(expectFieldError(r, "montantHT")).toMatch(
      /^Le montant HT ne correspond pas au total hors taxes de la facture Factur-X \(200,00\s€\)\.$/,
    );
    expect(r.body.error.fields.montantTVA).toBeUndefined();
    const tva = await envoyer(id, { montantTVA: "22" });
    expect(expectFieldError(tva, "montantTVA")).toMatch(
      /^La TVA ne correspond pas au total de TVA de la facture Factur-X \(20,00\s€\)\.$/,
    );
    const faux = await envoyer(id, {}, { ...xml, tva: "25.00" });
    expect(expectFieldError(faux, "fichier")).toBe(
      "Les totaux de la facture Factur-X ne concordent pas : le montant HT et la TVA n'y font pas le montant TTC.",
    );
    expect((await t.call("GET", `/api/Intervention/${id}`, "user")).body.etat).toBe("realisee");
  });

  it("refuses an invoice whose seller is another company than the order's supplier", async () => {
    const id = await interventionFaite();
    const r = await envoyer(id, {}, { ...xml, siret: "552100554" });
    expectFieldError(r, "fichier");
    expect(r.body.error.fields.fichier).toBe(
      "Le SIRET du vendeur de la facture Factur-X n'est pas celui du fournisseur de l'intervention.",
    );
    const pieces = await t.db.select().from(Fichier).where(eq(Fichier.AppartementId, lot));
    expect(pieces.every((p) => !p.nom.includes(`intervention n° ${id})`))).toBe(true);
  });
});
