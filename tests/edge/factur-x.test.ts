// Issue 76, item 4 on the edge entry (ADR 129): a Factur-X invoice's XML fills the number, date and total left empty
// and refuses a typed total that is not its own; the PDF goes to the lot's files (R2 and its Fichier row) with the
// invoice. The same rules as tests/api/travaux/facture-factur-x.test.ts.
import { parisDate } from "../../worker/domain/dates";
import { beforeAll, describe, expect, it } from "vitest";
import { valid } from "../support/factories";
import { pdfFacturX } from "../support/factur-x";
import { fournisseurValide } from "../support/travaux";
import { type Instance, counted, jsonOf as json, signedInInstance } from "./instance";
import { sqlDe } from "./iban";

let edge: Instance;
let lot = 0;
let fournisseur = 0;
const jour = parisDate(new Date());

beforeAll(async () => {
  edge = await signedInInstance();
  await edge.confirm();
  lot = (await json(await edge.call("POST", "/api/Appartement", valid.Appartement()), 201)).id;
  const c = await json(await edge.call("POST", "/api/Client", valid.Client()), 201);
  await sqlDe(
    edge,
    `insert into "AppartementProprietaire" ("AppartementId", "ClientId", "quotePart") values (?, ?, 100)`,
    [lot, c.id],
  );
  fournisseur = (
    await json(
      await edge.call(
        "POST",
        "/api/Fournisseur",
        fournisseurValide({
          siret: null,
          decennale: { ...fournisseurValide().decennale, du: "2020-01-01", au: "2099-12-31" },
        }),
      ),
      201,
    )
  ).id;
});

async function interventionRealisee() {
  const o = await json(
    await edge.call("POST", "/api/interventions", {
      AppartementId: lot,
      FournisseurId: fournisseur,
      metier: "plomberie",
      objet: "Fuite",
    }),
    201,
  );
  for (const etat of ["commandee", "realisee"])
    await json(await edge.call("POST", `/api/Intervention/${o.id}/etat`, { etat }));
  return o.id as number;
}

async function facture(id: number, champs: Record<string, string>) {
  const f = new FormData();
  const pdf = await pdfFacturX({
    numero: "FX-E-1",
    date: jour,
    ht: "100.00",
    tva: "10.00",
    ttc: "110.00",
  });
  f.append("fichier", new File([pdf], "fx.pdf", { type: "application/pdf" }));
  const lignes = [{ montant: 110, imputation: "proprietaires", nature: "entretien" }];
  for (const [k, v] of Object.entries({ ...champs, lignes: JSON.stringify(lignes) }))
    f.append(k, v);
  return edge.call("POST", `/api/Intervention/${id}/facture`, f);
}

describe("Factur-X invoices on the edge", () => {
  it("refuses a typed total that is not the XML's, on « montant »", async () => {
    const id = await interventionRealisee();
    const r = await json(await facture(id, { montant: "100" }), 400);
    expect(r.error.fields.montant).toMatch(/total de la facture Factur-X \(110,00/);
  });

  it("takes the XML's number, date and total, and keeps the PDF in the lot's files, in a bounded number of trips", async () => {
    const id = await interventionRealisee();
    const { res, trips } = await counted(edge, () => facture(id, {}));
    const r = await json(res, 201);
    expect(r).toMatchObject({
      facturX: true,
      facture: { numero: "FX-E-1", date: jour, montant: 110 },
    });
    // The session's check, then the transaction's statements (the lot's file one more): bounded.
    expect(trips).toBeLessThanOrEqual(13);
    const [piece] = await sqlDe(
      edge,
      `select "AppartementId", "mime", "nom" from "Fichier" where "id" = ?`,
      [r.facture.FichierId],
    );
    expect(piece).toMatchObject({ AppartementId: lot, mime: "application/pdf" });
    expect(String(piece?.nom)).toContain("n° FX-E-1");
  });
});
