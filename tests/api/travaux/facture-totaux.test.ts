import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { FactureFournisseur } from "../../../worker/db/schema";
import { makeTestApp, type TestApp } from "../../support/test-app";
import { expectFieldError } from "../../support/http";
import { ajouterProprietaire } from "../../support/quotes-parts";
import { insertAppartement, insertClient } from "../../support/factories";
import { formFacture, fournisseurValide, interventionRealisee } from "../../support/travaux";

// A walk found a supplier invoice kept with its TTC alone. Its HT and TVA are kept too (cents), typed on the form:
// two are enough, the server derives the third and refuses three that do not add up to the cent, at « montant »; the
// TTC alone stays accepted (HT and TVA null). The Factur-X side: tests/api/travaux/facture-factur-x.test.ts.

let t: TestApp;
let lot = 0;
let plombier = 0;
beforeAll(async () => {
  t = await makeTestApp({ now: "2026-11-21T10:00:00.000Z", confirme: true });
  const a = await insertAppartement(t);
  const x = await insertClient(t, { nom: "Durand", prenom: "Élise" });
  await ajouterProprietaire(t, a.id, x.id, "admin");
  lot = a.id;
  plombier = (await t.call("POST", "/api/Fournisseur", "admin", fournisseurValide())).body.id;
});
afterAll(() => t.close());

/** A work order on the lot, done by the plumber. */
const interventionFaite = () => interventionRealisee(t, lot, plombier);

let rang = 0;
/** The form's fields with its one line of `ligne` euros (the TTC) to the owners, under a new number. */
function envoyer(id: number, champs: Record<string, string>, ligne: number) {
  const lignes = [
    { libelle: "Chauffe-eau", montant: ligne, imputation: "proprietaires", nature: "entretien" },
  ];
  return t.call(
    "POST",
    `/api/Intervention/${id}/facture`,
    "user",
    formFacture({
      numero: `T-${++rang}`,
      date: "2026-11-20",
      ...champs,
      lignes: JSON.stringify(lignes),
    }),
  );
}

const stockee = async (id: number) =>
  (
    await t.db.select().from(FactureFournisseur).where(eq(FactureFournisseur.InterventionId, id))
  )[0];

describe("POST /api/Intervention/{id}/facture: HT, TVA and TTC", () => {
  it("keeps the three in cents and answers them in euros; the order's screen reads them", async () => {
    const id = await interventionFaite();
    const r = await envoyer(
      id,
      { montantHT: "950,45", montantTVA: "95,05", montant: "1045,50" },
      1045.5,
    );
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(r.body.facture).toMatchObject({ montant: 1045.5, montantHT: 950.45, montantTVA: 95.05 });
    expect(await stockee(id)).toMatchObject({
      montant: 104550,
      montantHT: 95045,
      montantTVA: 9505,
    });
    const lue = await t.call("GET", `/api/Intervention/${id}/facture`, "user");
    expect(lue.body.facture).toMatchObject({
      montant: 1045.5,
      montantHT: 950.45,
      montantTVA: 95.05,
    });
  });

  it("derives the one left empty: the TVA from TTC and HT, the TTC from HT and TVA", async () => {
    const a = await interventionFaite();
    const ra = await envoyer(a, { montantHT: "1000", montant: "1100" }, 1100);
    expect(ra.status, JSON.stringify(ra.body)).toBe(201);
    expect(ra.body.facture).toMatchObject({ montant: 1100, montantHT: 1000, montantTVA: 100 });
    const b = await interventionFaite();
    const rb = await envoyer(b, { montantHT: "500", montantTVA: "27,50" }, 527.5);
    expect(rb.status, JSON.stringify(rb.body)).toBe(201);
    expect(rb.body.facture).toMatchObject({ montant: 527.5, montantHT: 500, montantTVA: 27.5 });
  });

  it("refuses HT and TVA that do not make the TTC to the cent, at « montant », and writes nothing", async () => {
    const id = await interventionFaite();
    const r = await envoyer(id, { montantHT: "200", montantTVA: "20", montant: "220,01" }, 220.01);
    expect(expectFieldError(r, "montant")).toMatch(
      /^Le montant TTC doit être la somme du montant HT et de la TVA \(220,00\s€\)\.$/,
    );
    expect(await stockee(id)).toBeUndefined();
    expect((await t.call("GET", `/api/Intervention/${id}`, "user")).body.etat).toBe("realisee");
    const trop = await envoyer(id, { montantHT: "300", montant: "220" }, 220);
    expect(expectFieldError(trop, "montantHT")).toBe(
      "Le montant HT ne peut pas dépasser le montant TTC.",
    );
    const illisible = await envoyer(id, { montantTVA: "vingt", montant: "220" }, 220);
    expectFieldError(illisible, "montantTVA");
  });

  it("still takes the TTC alone, as older clients send it: HT and TVA are then null", async () => {
    const id = await interventionFaite();
    const r = await envoyer(id, { montant: "180" }, 180);
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(r.body.facture).toMatchObject({ montant: 180, montantHT: null, montantTVA: null });
    expect(await stockee(id)).toMatchObject({ montant: 18000, montantHT: null, montantTVA: null });
  });
});
