import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { makeTestApp, type TestApp } from "../../support/test-app";
import { insertAppartement, insertClient, valid } from "../../support/factories";
import { formDevis } from "../../support/devis";
import { fournisseurValide } from "../../support/travaux";

// A fraudster's review of the works' money (issue 76, ADR 175): what the owners approved is what they pay. Staff
// cannot order by hand works a quote prices (the choice applies the mandate's ceiling, above it the owners decide),
// and an invoice cannot ask more than the quote chosen. Tried alike on the edge: tests/edge/travaux-fraude.test.ts.

let t: TestApp;
let plombier: number;
let lot: number;
beforeAll(async () => {
  t = await makeTestApp({ now: "2026-11-21T10:00:00.000Z", confirme: true });
  plombier = (await t.call("POST", "/api/Fournisseur", "admin", fournisseurValide())).body.id;
  // A lot under a mandate whose ceiling is 500 € TTC, one owner.
  lot = (await insertAppartement(t, { periodeConstruction: "1971-1990" })).id as number;
  const m = await t.call("POST", "/api/Mission", "admin", {
    ...valid.Mission(),
    plafondTravauxTTC: 500,
  });
  const c = await insertClient(t, { nom: "Durand" });
  await t.db.run(
    sql`insert into "MissionAppartement" ("MissionId", "AppartementId") values (${m.body.id}, ${lot})`,
  );
  await t.db.run(
    sql`insert into "AppartementProprietaire" ("AppartementId", "ClientId") values (${lot}, ${c.id})`,
  );
});
afterAll(() => t.close());

/** An order on the lot with one quote of `ht` euros HT at 20 %; chosen when `choisir`. */
async function commandeAvecDevis(ht: string, choisir: boolean) {
  const i = await t.call("POST", "/api/interventions", "user", {
    AppartementId: lot,
    metier: "plomberie",
    objet: "Remplacement du chauffe-eau",
  });
  const id = i.body.id as number;
  const d = await t.call(
    "POST",
    `/api/Intervention/${id}/devis`,
    "user",
    formDevis(plombier, { montantHT: ht }),
  );
  expect(d.status, JSON.stringify(d.body)).toBe(201);
  if (choisir)
    expect(
      (await t.call("POST", `/api/Intervention/${id}/devis/${d.body.data[0].id}/choisir`, "user"))
        .status,
    ).toBe(200);
  return id;
}

const etat = (id: number, e: string) =>
  t.call("POST", `/api/Intervention/${id}/etat`, "user", { etat: e });
const etatDe = async (id: number) =>
  (await t.call("GET", `/api/Intervention/${id}`, "user")).body.etat;

function facture(id: number, montant: string) {
  const f = new FormData();
  f.append("fichier", new File(["%PDF-1.4\n%%EOF\n"], "facture.pdf", { type: "application/pdf" }));
  f.append("numero", `F-${id}-${montant}`);
  f.append("date", "2026-11-20");
  f.append("montant", montant);
  f.append(
    "lignes",
    JSON.stringify([
      {
        libelle: "Chauffe-eau",
        montant: Number(montant),
        imputation: "proprietaires",
        nature: "entretien",
      },
    ]),
  );
  return t.call("POST", `/api/Intervention/${id}/facture`, "user", f);
}

describe("the works' money: what the owners approved is what they pay", () => {
  it("refuses staff's « Commander » on an order waiting for its owners, or one whose quotes wait for the choice", async () => {
    const attente = await commandeAvecDevis("1000", true); // 1,200 € TTC, above the 500 € ceiling
    expect(await etatDe(attente)).toBe("attente_proprietaire");
    const r = await etat(attente, "commandee");
    expect(r.status).toBe(409);
    expect(r.body.error.message).toContain("accord des propriétaires");
    expect(await etatDe(attente)).toBe("attente_proprietaire");

    // A quote received and not chosen: ordering by hand would skip the ceiling.
    const recu = await commandeAvecDevis("1000", false);
    const s = await etat(recu, "commandee");
    expect(s.status).toBe(409);
    expect(s.body.error.message).toContain("Choisissez un devis");
    expect(await etatDe(recu)).toBe("devis_recu");
  });

  it("takes an invoice above the quote chosen (a supplement, a tenant's repair on the same bill)", async () => {
    // Not refused (ADR 175): an invoice is what the supplier asks; it is paid only in a batch that a second person
    // validates, amount in sight.
    const id = await commandeAvecDevis("400", true); // 480 € TTC, within the ceiling: ordered
    expect(await etatDe(id)).toBe("commandee");
    expect((await etat(id, "realisee")).status).toBe(200);
    const r = await facture(id, "525.50");
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(await etatDe(id)).toBe("facturee");
  });
});
