// Issue 76 on the edge entry (ADR 135): staff split a supplier's invoice « à ventiler » again before it is paid, in
// one transaction of bounded round trips; the tenant's previous line reversed by a new entry; parallel splits leave
// the tenant owing exactly the last one; a validated batch holding the invoice makes it a 409. The same rules as
// tests/api/travaux/ventilation.test.ts.
import { parisDate } from "../../worker/domain/dates";
import { beforeAll, describe, expect, it } from "vitest";
import { valid } from "../support/factories";
import { fournisseurValide } from "../support/travaux";
import { type Instance, counted, jsonOf as json, signedInInstance } from "./instance";
import { sqlDe } from "./iban";
import { factureSurUnLot } from "./factures-fournisseurs";

let edge: Instance;
let plombier: number;
const jour = parisDate(new Date());

beforeAll(async () => {
  edge = await signedInInstance();
  await edge.confirm();
  const decennale = { ...fournisseurValide().decennale, du: "2020-01-01", au: "2099-12-31" };
  plombier = (
    await json(
      await edge.call("POST", "/api/Fournisseur", fournisseurValide({ siret: null, decennale })),
      201,
    )
  ).id;
});

/** An invoice of 500 € as the supplier's space leaves it (« à ventiler »), on a let lot; its lease's id. */
async function aVentiler(numero: string) {
  const f = await factureSurUnLot(edge, plombier, numero, 100000, jour, 500);
  const l = await json(await edge.call("POST", "/api/Locataire", valid.Locataire()), 201);
  const d = await json(
    await edge.call("PUT", `/api/Appartement/${f.AppartementId}/tenant/add/${l.id}`, {
      ...valid.Dossier(f.AppartementId, l.id),
      dateDebutBail: "2020-01-01",
    }),
  );
  await sqlDe(edge, `update "FactureFournisseur" set "aVentiler" = 1 where "InterventionId" = ?`, [
    f.intervention,
  ]);
  return { ...f, dossier: d.dossier.id as number };
}

const split = (locataire: number) => ({
  lignes: [
    { montant: 500 - locataire, imputation: "proprietaires", nature: "entretien" },
    ...(locataire
      ? [
          {
            libelle: "Joint arraché",
            montant: locataire,
            imputation: "locataire",
            chargeLocataire: { rubrique: "IV", cause: "degradation" },
          },
        ]
      : []),
  ],
});

const ventiler = (intervention: number, locataire: number) =>
  edge.call("PUT", `/api/Intervention/${intervention}/facture/lignes`, split(locataire));

const reparations = async (dossier: number) =>
  (
    await sqlDe(
      edge,
      `select "debit", "credit" from "Ecriture" where "DossierId" = ? and "libelle" like '%Réparations locatives%' order by "id"`,
      [dossier],
    )
  ).map((e) => [Number(e.debit), Number(e.credit)]);

describe("an invoice split by staff on the edge", () => {
  it("waits out of a batch « à ventiler », then is split in bounded trips, the tenant's old line reversed", async () => {
    const f = await aVentiler("EV-1");
    const attente = await json(
      await edge.call("POST", "/api/paiementsFournisseurs", { date: jour }),
      409,
    );
    expect(attente.error.message).toContain(
      "EV-1 : Facture envoyée par le fournisseur : l'agence doit la ventiler",
    );
    const { res, trips } = await counted(edge, () => ventiler(f.intervention, 120));
    expect((await json(res)).facture).toMatchObject({ aVentiler: false, montant: 500 });
    // The session's check, then the transaction's statements: bounded.
    expect(trips).toBeLessThanOrEqual(10);
    await json(await ventiler(f.intervention, 80));
    expect(await reparations(f.dossier)).toEqual([
      [12000, 0],
      [0, 12000],
      [8000, 0],
    ]);
  });

  it("two splits at once leave the tenant owing the last one's line exactly", async () => {
    const f = await aVentiler("EV-2");
    const rs = await Promise.all([ventiler(f.intervention, 300), ventiler(f.intervention, 100)]);
    for (const r of rs) expect([200, 409]).toContain(r.status);
    const [row] = await sqlDe(
      edge,
      `select "lignes" from "FactureFournisseur" where "InterventionId" = ?`,
      [f.intervention],
    );
    const lignes: { imputation: string; montant: number }[] = JSON.parse(String(row?.lignes));
    const attendu = lignes
      .filter((l) => l.imputation === "locataire")
      .reduce((s, l) => s + l.montant, 0);
    const net = (await reparations(f.dossier)).reduce((s, [d, c]) => s + (d ?? 0) - (c ?? 0), 0);
    expect(net).toBe(attendu);
    expect([10000, 30000]).toContain(net);
  });

  it("refuses, with a 409 and nothing written, an invoice a validated batch holds", async () => {
    const f = await aVentiler("EV-3");
    await sqlDe(
      edge,
      `insert into "PaiementFournisseur" ("date", "statut", "total", "cle", "auteur", "createdAt")
        values (?, 'valide', 50000, 'edge-ev-3', 'test', ?)`,
      [jour, new Date().toISOString()],
    );
    await sqlDe(
      edge,
      `insert into "LignePaiementFournisseur" ("PaiementFournisseurId", "FactureFournisseurId", "FournisseurId",
          "InterventionId", "numero", "nom", "iban", "montant")
        select p."id", f."id", f."FournisseurId", f."InterventionId", f."numero", 'Plombier', 'FR76', 50000
        from "PaiementFournisseur" p, "FactureFournisseur" f where p."cle" = 'edge-ev-3' and f."InterventionId" = ?`,
      [f.intervention],
    );
    const r = await json(await ventiler(f.intervention, 100), 409);
    expect(r.error.message).toBe(
      "Cette facture est déjà dans un paiement des fournisseurs validé : sa ventilation ne peut plus changer.",
    );
    expect(await reparations(f.dossier)).toEqual([]);
  });
});
