// Issue 76, item 4 on the edge entry (workerd, libSQL over HTTP): a supplier's invoice split between the owners (debited
// only when its payment leaves, ADR 128: tests/edge/paiement-debits.test.ts) and the tenant's réparations locatives
// debited with the next term; once only; never to the tenant for wear. The same rules as
// tests/api/travaux/facture.test.ts.
import { parisDate } from "../../worker/domain/dates";
import { beforeAll, describe, expect, it } from "vitest";
import { valid } from "../support/factories";
import { fournisseurValide } from "../support/travaux";
import { type Instance, counted, jsonOf as json, signedInInstance } from "./instance";
import { sqlDe } from "./iban";

let edge: Instance;
let lot = 0;
let dossier = 0;
let intervention = 0;
let plombier = 0;
const owners: number[] = [];
// The agency's Paris day, as the server judges an execution date (not UTC's, a day behind around midnight).
const jour = parisDate(new Date());
const prochainTerme = () => {
  const d = new Date(`${jour.slice(0, 7)}-01T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + 1);
  return d.toISOString().slice(0, 10);
};

beforeAll(async () => {
  edge = await signedInInstance();
  await edge.confirm();
  const a = await json(await edge.call("POST", "/api/Appartement", valid.Appartement()), 201);
  lot = a.id;
  const l = await json(await edge.call("POST", "/api/Locataire", valid.Locataire()), 201);
  const d = await json(
    await edge.call(
      "PUT",
      `/api/Appartement/${a.id}/tenant/add/${l.id}`,
      valid.Dossier(a.id, l.id),
    ),
  );
  dossier = d.dossier.id;
  // Two co-owners, one third and two thirds, written as a confirmed change of shares leaves them.
  for (const [nom, part] of [
    ["Durand", 33.33],
    ["Martin", 66.67],
  ] as const) {
    const c = await json(await edge.call("POST", "/api/Client", { ...valid.Client(), nom }), 201);
    owners.push(c.id);
    await sqlDe(
      edge,
      `insert into "AppartementProprietaire" ("AppartementId", "ClientId", "quotePart") values (?, ?, ?)`,
      [lot, c.id, part],
    );
  }
  const f = await json(
    await edge.call(
      "POST",
      "/api/Fournisseur",
      fournisseurValide({
        siret: null,
        decennale: { ...fournisseurValide().decennale, du: "2020-01-01", au: "2099-12-31" },
      }),
    ),
    201,
  );
  plombier = f.id;
  const o = await json(
    await edge.call("POST", "/api/interventions", {
      AppartementId: lot,
      FournisseurId: f.id,
      metier: "plomberie",
      objet: "Chauffe-eau",
    }),
    201,
  );
  intervention = o.id;
  for (const etat of ["commandee", "realisee"])
    await json(await edge.call("POST", `/api/Intervention/${o.id}/etat`, { etat }));
});

/** Another order of the plumber on the lot, done: ready for its invoice. */
async function ordreRealise(objet: string) {
  const o = await json(
    await edge.call("POST", "/api/interventions", {
      AppartementId: lot,
      FournisseurId: plombier,
      objet,
    }),
    201,
  );
  for (const etat of ["commandee", "realisee"])
    await json(await edge.call("POST", `/api/Intervention/${o.id}/etat`, { etat }));
  return o.id as number;
}

function facture(
  champs: Record<string, unknown>,
  fichier = "%PDF-1.4\n%%EOF\n",
  id = intervention,
) {
  const f = new FormData();
  f.append("fichier", new File([fichier], "facture.pdf", { type: "application/pdf" }));
  for (const [k, v] of Object.entries(champs))
    f.append(k, typeof v === "string" ? v : JSON.stringify(v));
  return edge.call("POST", `/api/Intervention/${id}/facture`, f);
}

describe("supplier invoices on the edge", () => {
  it("refuses wear charged to the tenant, in French on its field", async () => {
    const r = await json(
      await facture({
        numero: "E-1",
        date: jour,
        montant: "80",
        lignes: [
          {
            montant: 80,
            imputation: "locataire",
            chargeLocataire: { rubrique: "IV", cause: "vetuste" },
          },
        ],
      }),
      400,
    );
    expect(r.error.fields["lignes.0.chargeLocataire.cause"]).toMatch(/art\. 7 d/);
  });

  it("debits the tenant with the next term and not yet the owners, once", async () => {
    const champs = {
      numero: "E-2",
      date: jour,
      montant: "1045.50",
      lignes: [
        { libelle: "Chauffe-eau", montant: 1000, imputation: "proprietaires", nature: "entretien" },
        {
          montant: 45.5,
          imputation: "locataire",
          chargeLocataire: { rubrique: "IV", cause: "degradation" },
        },
      ],
    };
    const { res, trips } = await counted(edge, () => facture(champs));
    expect((await json(res, 201)).facture).toMatchObject({ numero: "E-2", montant: 1045.5 });
    // The session's check, then the transaction's statements: bounded, whatever the number of owners.
    expect(trips).toBeLessThanOrEqual(12);
    const debits = await sqlDe(
      edge,
      `select "ClientId", "debit" from "EcritureProprietaire" where "AppartementId" = ? order by "ClientId"`,
      [lot],
    );
    expect(debits).toEqual([]);
    const tenant = await sqlDe(
      edge,
      `select "debit", "date" from "Ecriture" where "DossierId" = ? and "type" = 'ajustement'`,
      [dossier],
    );
    expect(tenant.map((e) => [Number(e.debit), e.date])).toEqual([[4550, prochainTerme()]]);
    expect((await json(await edge.call("GET", `/api/Intervention/${intervention}`))).etat).toBe(
      "facturee",
    );
    await json(await facture(champs), 409);
  });

  it("charges a whole invoice sent without lines to the owners by its nature; its PDF under any field name", async () => {
    const o = { id: await ordreRealise("Robinet") };
    const f = new FormData();
    f.append("pdf", new File(["%PDF-1.4\n%%EOF\n"], "e-3.pdf", { type: "application/pdf" }));
    for (const [k, v] of Object.entries({
      numero: "E-3",
      date: jour,
      montant: "300",
      nature: "entretien",
    }))
      f.append(k, v);
    const r = await json(await edge.call("POST", `/api/Intervention/${o.id}/facture`, f), 201);
    expect(r.facture).toMatchObject({ numero: "E-3", montant: 300, fichierNom: "e-3.pdf" });
    expect(r.facture.lignes).toEqual([
      expect.objectContaining({ montant: 300, imputation: "proprietaires", nature: "entretien" }),
    ]);
  });

  it("keeps HT and TVA beside the TTC, derives the one left empty, refuses a sum off by a cent", async () => {
    const id = await ordreRealise("Ballon d'eau chaude");
    const ligne = (montant: number) => [
      { montant, imputation: "proprietaires", nature: "entretien" },
    ];
    const faux = await json(
      await facture(
        {
          numero: "E-4",
          date: jour,
          montantHT: "200",
          montantTVA: "20",
          montant: "220.01",
          lignes: ligne(220.01),
        },
        undefined,
        id,
      ),
      400,
    );
    expect(faux.error.fields.montant).toMatch(
      /^Le montant TTC doit être la somme du montant HT et de la TVA/,
    );
    const r = await json(
      await facture(
        { numero: "E-4", date: jour, montantHT: "200", montant: "220", lignes: ligne(220) },
        undefined,
        id,
      ),
      201,
    );
    expect(r.facture).toMatchObject({ montant: 220, montantHT: 200, montantTVA: 20 });
    const [stockee] = await sqlDe(
      edge,
      `select "montant", "montantHT", "montantTVA" from "FactureFournisseur" where "InterventionId" = ?`,
      [id],
    );
    expect([stockee?.montant, stockee?.montantHT, stockee?.montantTVA].map(Number)).toEqual([
      22000, 20000, 2000,
    ]);
    const lue = await json(await edge.call("GET", `/api/Intervention/${id}/facture`));
    expect(lue.facture).toMatchObject({ montantHT: 200, montantTVA: 20 });
  });
});
