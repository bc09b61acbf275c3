import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, like } from "drizzle-orm";
import { Ecriture, EcritureProprietaire, FactureFournisseur } from "../../../worker/db/schema";
import { makeTestApp, type TestApp } from "../../support/test-app";
import { ajouterProprietaire } from "../../support/quotes-parts";
import { insertAppartement, insertDossier } from "../../support/factories";
import { fournisseurValide } from "../../support/travaux";
import { compteSequestre, proprietaire } from "../../support/reversements";
import { autreAdmin } from "../../support/second-admin";
import { aProprietaires, interventionFacturee } from "../../support/factures-fournisseurs";

// Issue 76 (ADR 135): staff split an invoice again before it is paid. The supplier's invoice arrives « à ventiler »
// and waits out of the batches until then; the tenant's previous lines are reversed by new entries, never changed;
// once a validated batch holds the invoice its split is a 409, whatever parallel requests do.

let t: TestApp;
let second: Awaited<ReturnType<typeof autreAdmin>>;
let plombier: number;
beforeAll(async () => {
  t = await makeTestApp({ now: "2026-11-21T10:00:00.000Z", confirme: true });
  second = await autreAdmin(t, "valideur@agence.test");
  await compteSequestre(t);
  plombier = (await t.call("POST", "/api/Fournisseur", "admin", fournisseurValide())).body.id;
  expect((await second("POST", `/api/Fournisseur/${plombier}/iban/confirmer`)).status).toBe(200);
});
afterAll(() => t.close());

/** A let lot whose one owner holds 2 000 €, and its invoice of 1 000 € as the supplier's space sends it. */
async function factureAVentiler(numero: string) {
  const a = await insertAppartement(t);
  const owner = await proprietaire(t, 200000);
  await ajouterProprietaire(t, a.id, owner, "admin");
  const d = await insertDossier(t, { AppartementId: a.id, dateDebutBail: "2025-01-01" });
  const f = await interventionFacturee(t, {
    AppartementId: a.id,
    FournisseurId: plombier,
    numero,
    lignes: aProprietaires(1000, "À ventiler par l'agence"),
  });
  // What the supplier's space writes (tests/api/espace/fournisseur.test.ts): one line, flagged « à ventiler ».
  await t.db
    .update(FactureFournisseur)
    .set({ aVentiler: true })
    .where(eq(FactureFournisseur.id, f.facture));
  return { ...f, lot: a.id, owner, dossier: d.id };
}

const split = (locataire: number, total = 1000) => ({
  lignes: [
    {
      libelle: "Chauffe-eau",
      montant: total - locataire,
      imputation: "proprietaires",
      nature: "entretien",
    },
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

const ventiler = (intervention: number, body: unknown) =>
  t.call("PUT", `/api/Intervention/${intervention}/facture/lignes`, "user", body);

const reparations = (DossierId: number) =>
  t.db
    .select({ debit: Ecriture.debit, credit: Ecriture.credit, libelle: Ecriture.libelle })
    .from(Ecriture)
    .where(
      and(eq(Ecriture.DossierId, DossierId), like(Ecriture.libelle, "%Réparations locatives%")),
    )
    .orderBy(Ecriture.id);

async function preparer(date: string) {
  await t.confirm("admin");
  return t.call("POST", "/api/paiementsFournisseurs", "admin", { date });
}

describe("PUT /api/Intervention/{id}/facture/lignes", () => {
  it("keeps a supplier's invoice « à ventiler » out of the batches, then pays it split: owners debited their part only", async () => {
    const f = await factureAVentiler("V-1");
    const attente = await preparer("2026-11-25");
    expect(attente.status).toBe(409);
    expect(attente.body.error.message).toContain(
      "facture n° V-1 : Facture envoyée par le fournisseur : l'agence doit la ventiler entre propriétaires et locataire avant de la payer.",
    );
    const r = await ventiler(f.intervention, split(200));
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.facture).toMatchObject({
      aVentiler: false,
      ventileePar: "user@agence.test",
      montant: 1000,
    });
    expect(r.body.facture.lignes.map((l: { montant: number }) => l.montant)).toEqual([800, 200]);
    expect(await reparations(f.dossier)).toEqual([
      expect.objectContaining({ debit: 20000, credit: 0 }),
    ]);
    const p = await preparer("2026-11-25");
    expect(p.status, JSON.stringify(p.body)).toBe(201);
    expect(p.body.paiement.lignes.map((x: { numero: string }) => x.numero)).toEqual(["V-1"]);
    expect(
      (await second("POST", `/api/PaiementFournisseurs/${p.body.paiement.id}/valider`)).status,
    ).toBe(200);
    const debits = await t.db
      .select({ debit: EcritureProprietaire.debit })
      .from(EcritureProprietaire)
      .where(
        and(eq(EcritureProprietaire.ClientId, f.owner), eq(EcritureProprietaire.type, "depense")),
      );
    expect(debits).toEqual([{ debit: 80000 }]);
    // Paid: its split can no longer change, and nothing was written.
    const tard = await ventiler(f.intervention, split(0));
    expect(tard.status).toBe(409);
    expect(tard.body.error.message).toBe(
      "Cette facture est déjà dans un paiement des fournisseurs validé : sa ventilation ne peut plus changer.",
    );
    expect(await reparations(f.dossier)).toHaveLength(1);
  });

  it("reverses the tenant's previous line by a new entry and debits the new one, the first left as written", async () => {
    const f = await factureAVentiler("V-2");
    expect((await ventiler(f.intervention, split(200))).status).toBe(200);
    const r = await ventiler(f.intervention, split(150));
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const lignes = await reparations(f.dossier);
    expect(lignes.map((l) => [l.debit, l.credit])).toEqual([
      [20000, 0],
      [0, 20000],
      [15000, 0],
    ]);
    expect(lignes[1]?.libelle).toMatch(
      /^Annulation \(nouvelle ventilation\) : Réparations locatives/,
    );
    // All to the owners: the tenant owes nothing for this invoice any more.
    expect((await ventiler(f.intervention, split(0))).status).toBe(200);
    const net = (await reparations(f.dossier)).reduce((s, l) => s + l.debit - l.credit, 0);
    expect(net).toBe(0);
  });

  it("refuses lines not making the invoice's amount, a tenant's line for wear, and an order without an invoice", async () => {
    const f = await factureAVentiler("V-3");
    const somme = await ventiler(f.intervention, split(200, 900));
    expect(somme.status).toBe(400);
    expect(somme.body.error.fields.lignes).toMatch(
      /^Les lignes doivent faire le montant de la facture, 1\s000,00\s€\.$/u,
    );
    const usure = await ventiler(f.intervention, {
      lignes: [
        {
          montant: 1000,
          imputation: "locataire",
          chargeLocataire: { rubrique: "IV", cause: "vetuste" },
        },
      ],
    });
    expect(usure.status).toBe(400);
    expect(Object.keys(usure.body.error.fields)).toContain("lignes.0.chargeLocataire.cause");
    expect((await ventiler(999999, split(0))).status).toBe(404);
    // Nothing written by the refusals: still « à ventiler ».
    const [row] = await t.db
      .select()
      .from(FactureFournisseur)
      .where(eq(FactureFournisseur.id, f.facture));
    expect(row?.aVentiler).toBe(true);
    expect(await reparations(f.dossier)).toEqual([]);
  });

  it("two splits at the same time leave the tenant owing exactly the last split's line", async () => {
    const f = await factureAVentiler("V-4");
    const rs = await Promise.all([
      ventiler(f.intervention, split(300)),
      ventiler(f.intervention, split(100)),
    ]);
    for (const r of rs) expect([200, 409]).toContain(r.status);
    const [row] = await t.db
      .select()
      .from(FactureFournisseur)
      .where(eq(FactureFournisseur.id, f.facture));
    const attendu = (row?.lignes ?? [])
      .filter((l) => l.imputation === "locataire")
      .reduce((s, l) => s + l.montant, 0);
    const net = (await reparations(f.dossier)).reduce((s, l) => s + l.debit - l.credit, 0);
    expect(net).toBe(attendu);
    expect([10000, 30000]).toContain(net);
  });
});
