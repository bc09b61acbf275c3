import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { AppartementProprietaire, EcritureProprietaire } from "../../../worker/db/schema";
import { makeTestApp, type TestApp } from "../../support/test-app";
import { ajouterProprietaire } from "../../support/quotes-parts";
import { insertAppartement } from "../../support/factories";
import { fournisseurValide } from "../../support/travaux";
import { compteSequestre, crediter, proprietaire } from "../../support/reversements";
import { autreAdmin } from "../../support/second-admin";
import { aProprietaires, interventionFacturee } from "../../support/factures-fournisseurs";

// Issue 76 items 4-5 (ADR 128): the owners are debited by share on the day the payment leaves, by the batch's
// validation, not when the invoice is entered; the funds are checked again then, by the statements themselves; an
// invoice is paid once even when two validations run at the same time.

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

/** A lot whose owners hold `cents` each; with two owners, one third and two thirds (a split not on the cent). */
async function lot(cents: number, coproprietaires = 1) {
  const a = await insertAppartement(t);
  const owners: number[] = [];
  for (let k = 0; k < coproprietaires; k++) {
    const c = await proprietaire(t, cents);
    await ajouterProprietaire(t, a.id, c, "admin");
    owners.push(c);
  }
  if (coproprietaires === 2)
    for (const [c, quotePart] of [
      [owners[0], 33.33],
      [owners[1], 66.67],
    ] as const)
      await t.db
        .update(AppartementProprietaire)
        .set({ quotePart })
        .where(
          and(
            eq(AppartementProprietaire.AppartementId, a.id),
            eq(AppartementProprietaire.ClientId, c ?? 0),
          ),
        );
  return { a: a.id, owners };
}

const debits = (AppartementId: number) =>
  t.db
    .select()
    .from(EcritureProprietaire)
    .where(
      and(
        eq(EcritureProprietaire.AppartementId, AppartementId),
        eq(EcritureProprietaire.type, "depense"),
      ),
    );

async function preparer(date: string) {
  await t.confirm("admin");
  const r = await t.call("POST", "/api/paiementsFournisseurs", "admin", { date });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body.paiement;
}

describe("the owners' debits on the payment's day", () => {
  it("debits nothing at invoice entry, then each owner by share to the cent, dated the batch's day, naming supplier and number", async () => {
    const l = await lot(200000, 2);
    const f = await interventionFacturee(t, {
      AppartementId: l.a,
      FournisseurId: plombier,
      numero: "D-1",
      lignes: aProprietaires(1000, "Chauffe-eau 200 L"),
    });
    expect(await debits(l.a)).toEqual([]);
    const p = await preparer("2026-11-25");
    expect(p.lignes.map((x: { numero: string }) => x.numero)).toEqual(["D-1"]);
    expect(await debits(l.a)).toEqual([]);
    expect((await second("POST", `/api/PaiementFournisseurs/${p.id}/valider`)).status).toBe(200);
    const ecritures = await debits(l.a);
    const parClient = Object.fromEntries(ecritures.map((e) => [e.ClientId, e]));
    // 1 000,00 € split 33,33 % / 66,67 %: 333,30 € and 666,70 €, on the day the transfer leaves.
    expect(parClient[l.owners[0] ?? 0]).toMatchObject({
      debit: 33330,
      date: "2026-11-25",
      natureCharge: "travaux_entretien",
      libelle: "Facture Plomberie Martin SARL n° D-1 : Chauffe-eau 200 L",
    });
    expect(parClient[l.owners[1] ?? 0]).toMatchObject({ debit: 66670, date: "2026-11-25" });
    // The owner's account (what the compte-rendu reads) lists the invoice with its supplier and number.
    const compte = await t.call("GET", `/api/Client/${l.owners[0]}/compte`, "admin");
    expect(JSON.stringify(compte.body)).toContain("Facture Plomberie Martin SARL n° D-1");
    expect((await t.call("GET", `/api/Intervention/${f.intervention}`)).body.etat).toBe("payee");
  });

  it("takes out, at validation, an invoice whose lot's owners no longer hold enough, and pays the rest", async () => {
    const riche = await lot(100000);
    const maigre = await lot(100000);
    const a = await interventionFacturee(t, {
      AppartementId: riche.a,
      FournisseurId: plombier,
      numero: "D-2",
      lignes: aProprietaires(300),
    });
    const b = await interventionFacturee(t, {
      AppartementId: maigre.a,
      FournisseurId: plombier,
      numero: "D-3",
      lignes: aProprietaires(600),
    });
    const p = await preparer("2026-11-26");
    expect(p.lignes.map((x: { numero: string }) => x.numero).sort()).toEqual(["D-2", "D-3"]);
    // Between preparation and validation the lot's owner spends 500 €: 500 € left, 600 € to pay.
    await crediter(t, maigre.owners[0] ?? 0, -50000);
    const v = await second("POST", `/api/PaiementFournisseurs/${p.id}/valider`);
    expect(v.status, JSON.stringify(v.body)).toBe(200);
    expect(v.body.lignes.map((x: { numero: string }) => x.numero)).toEqual(["D-2"]);
    expect(v.body.total).toBe(300);
    expect(v.body.ecartes).toContainEqual(
      expect.objectContaining({
        numero: "D-3",
        motif:
          "Les comptes des propriétaires du lot ne couvrent plus cette facture à la validation : elle est retirée du paiement et attend leurs fonds.",
      }),
    );
    expect(await debits(maigre.a)).toEqual([]);
    expect((await t.call("GET", `/api/Intervention/${b.intervention}`)).body.etat).toBe("facturee");
    expect((await t.call("GET", `/api/Intervention/${a.intervention}`)).body.etat).toBe("payee");
    const xml = new TextDecoder().decode(
      (await t.call("GET", `/api/PaiementFournisseurs/${p.id}/sepa`, "admin")).bytes,
    );
    expect(xml).toContain("<CtrlSum>300.00</CtrlSum>");
    expect(xml).not.toContain("D-3");
  });

  it("refuses a validation with nothing left covered (409 naming the invoice), writing nothing", async () => {
    const l = await lot(100000);
    const f = await interventionFacturee(t, {
      AppartementId: l.a,
      FournisseurId: plombier,
      numero: "D-4",
      lignes: aProprietaires(800),
    });
    // The invoice D-3 of the last test still waits for funds: this batch holds D-4 alone.
    const p = await preparer("2026-11-27");
    expect(p.lignes.map((x: { numero: string }) => x.numero)).toEqual(["D-4"]);
    await crediter(t, l.owners[0] ?? 0, -50000);
    const v = await second("POST", `/api/PaiementFournisseurs/${p.id}/valider`);
    expect(v.status).toBe(409);
    expect(v.body.error.message).toBe(
      "Les comptes des propriétaires ne couvrent plus ces factures : Plomberie Martin SARL, facture n° D-4. Rien n'a été validé.",
    );
    const lu = await t.call("GET", `/api/PaiementFournisseurs/${p.id}`, "admin");
    expect(lu.body.statut).toBe("brouillon");
    expect(lu.body.lignes.map((x: { numero: string }) => x.numero)).toEqual(["D-4"]);
    expect(lu.body.ecartes.map((x: { numero: string }) => x.numero)).not.toContain("D-4");
    expect(await debits(l.a)).toEqual([]);
    expect((await t.call("GET", `/api/Intervention/${f.intervention}`)).body.etat).toBe("facturee");
  });

  it("pays an invoice once when two validations run in parallel", async () => {
    const l = await lot(100000);
    const f = await interventionFacturee(t, {
      AppartementId: l.a,
      FournisseurId: plombier,
      numero: "D-5",
      lignes: aProprietaires(100),
    });
    const p = await preparer("2026-11-28");
    expect(p.lignes.map((x: { numero: string }) => x.numero)).toContain("D-5");
    const deux = await Promise.all([
      second("POST", `/api/PaiementFournisseurs/${p.id}/valider`),
      second("POST", `/api/PaiementFournisseurs/${p.id}/valider`),
    ]);
    expect(deux.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(deux.find((r) => r.status === 409)?.body.error.message).toBe(
      "Ce paiement des fournisseurs est déjà validé.",
    );
    expect(await debits(l.a)).toHaveLength(1);
    const o = await t.call("GET", `/api/Intervention/${f.intervention}`);
    const payee = o.body.historique.filter((h: { etat: string }) => h.etat === "payee");
    expect(payee).toHaveLength(1);
    expect(payee[0].commentaire).toMatch(/^Paiement des fournisseurs n° \d+$/);
  });

  it("leaves an invoice out while its supplier's décennale warning stands, and pays it once an admin lifts it", async () => {
    const l = await lot(100000);
    // The plumber's décennale does not cover electricity: the order carries the warning.
    const f = await interventionFacturee(t, {
      AppartementId: l.a,
      FournisseurId: plombier,
      numero: "D-6",
      lignes: aProprietaires(50),
      metier: "electricite",
    });
    await t.confirm("admin");
    const attente = await t.call("POST", "/api/paiementsFournisseurs", "admin", {
      date: "2026-11-29",
    });
    // Nothing else payable: a 409 that names it and why.
    expect(attente.status).toBe(409);
    expect(attente.body.error.message).toContain(
      "Plomberie Martin SARL, facture n° D-6 : L'assurance décennale du fournisseur ne couvre pas cette intervention : un administrateur doit lever l'alerte avant le paiement.",
    );
    expect(
      (
        await t.call("POST", `/api/Intervention/${f.intervention}/decennale/lever`, "admin", {
          motif: "Attestation reçue",
        })
      ).status,
    ).toBe(200);
    const ensuite = await preparer("2026-11-30");
    expect(ensuite.lignes.map((x: { numero: string }) => x.numero)).toContain("D-6");
  });
});
