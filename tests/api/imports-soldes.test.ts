import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { makeTestApp, type TestApp } from "../support/test-app";
import { seedDossier, type Seeded } from "../support/quitances";
import { compteSequestre, proprietaire } from "../support/reversements";
import { appelDeLot } from "../support/lot-calls";
import { reprendre } from "../support/reprise";
import { soldesStatements } from "../../worker/services/imports/soldes";
import { equilibres, lireFec, soldeFec } from "../support/fec";

// Issue 61 item 4 (ADR 080): the sheet Soldes in the tenant's and the owner's ledgers, read by every screen that
// reads money: the account, the deposit's return, the owner's account, the payouts, the trust-account check.

let t: TestApp;
const s = {} as { doit: Seeded; credit: Seeded };
let aubert: number;
let blanc: number;

async function ok(method: string, path: string, body?: unknown) {
  const r = await t.call(method, path, "admin", body);
  expect(r.status, JSON.stringify(r.body)).toBeLessThan(300);
  return r.body;
}

beforeAll(async () => {
  t = await makeTestApp({ confirme: true });
  // Two leases the import takes over: no move-in charge on their accounts (the software they come from had them).
  s.doit = await seedDossier(t, { dossier: { depotGarantie: 0 } });
  s.credit = await seedDossier(t, { dossier: { depotGarantie: 0 } });
  await t.db.run(
    sql`update "Dossier" set "depotGarantie" = 85000 where "id" = ${s.doit.dossier.id}`,
  );
  aubert = await proprietaire(t, 0, { nom: "Aubert", prenom: "Anne" });
  blanc = await proprietaire(t, 0, { nom: "Blanc", prenom: "Bruno" });
  await compteSequestre(t);
  await reprendre(t, {
    dateReprise: "2026-10-31",
    dossiers: { B001: s.doit.dossier.id, B002: s.credit.dossier.id },
    clients: { P001: aubert, P002: blanc },
    soldes: [
      { type: "locataire", reference: "B001", montant: 45050 },
      { type: "depot", reference: "B001", montant: 80000 },
      { type: "locataire", reference: "B002", montant: -30000 },
      { type: "proprietaire", reference: "P001", montant: 123456 },
      { type: "proprietaire", reference: "P002", montant: -5000 },
    ],
  });
});
afterAll(() => t.close());

describe("the tenant's account", () => {
  it("shows the opening balance and the deposit held, never as a payment; the balance is what the tenant owed", async () => {
    const c = await ok("GET", `/api/Dossier/${s.doit.dossier.id}/compte`);
    expect(
      c.ecritures.map((e: any) => [e.date, e.type, e.libelle, e.debit, e.credit, e.solde]),
    ).toEqual([
      ["2026-10-31", "depotDetenu", "Dépôt de garantie détenu", 800, 0, 800],
      ["2026-10-31", "depotDetenu", "Dépôt de garantie détenu", 0, 800, 0],
      ["2026-10-31", "reprise", "Reprise de solde au 31/10/2026", 450.5, 0, 450.5],
    ]);
    expect(c.solde).toBe(450.5);
    const [paiements] = await t.db.all<{ n: number }>(
      sql`select count(*) as n from "Paiement" where "DossierId" in (${s.doit.dossier.id}, ${s.credit.dossier.id})`,
    );
    expect(paiements?.n).toBe(0);
    const [termes] = await t.db.all<{ n: number }>(
      sql`select count(*) as n from "Quitance" where "DossierId" in (${s.doit.dossier.id}, ${s.credit.dossier.id})`,
    );
    expect(termes?.n).toBe(0);
  });

  it("a payment settles the old debt first, then the next term", async () => {
    const q = await ok("POST", `/api/Quitance/generate/${s.doit.dossier.id}`, {
      date: "2026-11-05",
    });
    await ok("POST", `/api/Dossier/${s.doit.dossier.id}/paiements`, {
      montant: "1000",
      date: "2026-11-10",
      mode: "Virement",
    });
    const c = await ok("GET", `/api/Dossier/${s.doit.dossier.id}/compte`);
    // 450,50 € owed at the cut-over + 970,50 € of November - 1 000 € paid.
    expect(c.solde).toBe(421);
    const terme = (await ok("GET", `/api/Quitance/${q.id}`)) as any;
    expect(terme.regle).toBe(false);
    expect(terme.montantRegle).toBe(549.5);
  });

  it("a negative balance is a credit the next term consumes", async () => {
    let c = await ok("GET", `/api/Dossier/${s.credit.dossier.id}/compte`);
    expect(c.ecritures.map((e: any) => [e.libelle, e.debit, e.credit])).toEqual([
      ["Reprise de solde au 31/10/2026", 0, 300],
    ]);
    expect(c.solde).toBe(-300);
    const q = await ok("POST", `/api/Quitance/generate/${s.credit.dossier.id}`, {
      date: "2026-11-05",
    });
    c = await ok("GET", `/api/Dossier/${s.credit.dossier.id}/compte`);
    expect(c.solde).toBe(670.5);
    const terme = (await ok("GET", `/api/Quitance/${q.id}`)) as any;
    expect(terme.montantRegle).toBe(300);
    expect(terme.regle).toBe(false);
  });
});

describe("the deposit held", () => {
  it("is what the deposit's return pays back, the opening debt apart from it", async () => {
    await t.db.run(
      sql`update "Dossier" set "dateRestitutionCles" = '2026-11-15' where "id" = ${s.doit.dossier.id}`,
    );
    const r = await ok("GET", `/api/Dossier/${s.doit.dossier.id}/restitutionDepot`);
    // The lease says 850 €; the import found 800 € held: that is what goes back, less what is owed (421 €).
    expect(r).toMatchObject({ ouverte: true, depot: 800, soldeCompte: 421 });
  });
});

describe("the owner's account and the payouts", () => {
  it("the owner's account opens with the balance held for them", async () => {
    const a = await ok("GET", `/api/Client/${aubert}/compte`);
    expect(a.ecritures.map((e: any) => [e.date, e.type, e.libelle, e.debit, e.credit])).toEqual([
      ["2026-10-31", "reprise", "Reprise de solde au 31/10/2026", 0, 1234.56],
    ]);
    expect(a.solde).toBe(1234.56);
    const b = await ok("GET", `/api/Client/${blanc}/compte`);
    expect(b.solde).toBe(-50);
  });

  it("a payout pays the opening balance; an owner in debit is not paid", async () => {
    const lot = appelDeLot(t);
    const { reversement } = await lot("POST", "/api/reversements", { date: "2026-11-30" }, 201);
    expect(reversement.lignes).toEqual([
      expect.objectContaining({ ClientId: aubert, montant: 1234.56 }),
    ]);
    expect(reversement.ecartes).toEqual(
      expect.arrayContaining([expect.objectContaining({ ClientId: blanc })]),
    );
    await ok("DELETE", `/api/Reversement/${reversement.id}`);
  });
});

describe("GET /api/sequestre", () => {
  it("counts the owners' balances, the deposit held and the tenant's credit from the cut-over day: balanced", async () => {
    // The trust account's statement at the cut-over: the money the agency held then.
    const f = new FormData();
    f.append(
      "file",
      new File(
        [["Date;Libellé;Montant;Solde", "31/10/2026;REPRISE;2 334,56;2 334,56"].join("\n")],
        "r.csv",
      ),
    );
    f.append("nouveauCompte", "Compte séquestre");
    const releve = await t.call("POST", "/api/banque/releves", "admin", f);
    expect(releve.status, JSON.stringify(releve.body)).toBe(201);
    await ok("PUT", `/api/banque/comptes/${releve.body.releve.compteId}`, { sequestre: true });
    const r = await ok("GET", "/api/sequestre?au=2026-10-31");
    expect(r).toMatchObject({
      // Aubert's 1 234,56 €; Blanc's debt is an advance, not money held.
      soldesMandants: 1234.56,
      depotsDetenus: 800,
      creditsLocataires: 300,
      totalDu: 2334.56,
      soldeBanque: 2334.56,
      ecart: 0,
      avancesMandants: 50,
    });
    expect(r.avances).toEqual([{ ClientId: blanc, nom: "Bruno Blanc", avance: 50 }]);
  });
});

describe("the FEC", () => {
  it("books the opening entries in the journal of à-nouveaux, balanced, each account as its ledger says", async () => {
    await ok("PUT", "/api/agence", { siren: "123 456 782" });
    const r = await t.call("GET", "/api/comptabilite/fec?exercice=2026", "admin");
    expect(r.status).toBe(200);
    const { lignes } = lireFec(r.body);
    const { ecarts } = equilibres(lignes);
    expect(ecarts.every((e) => e === 0)).toBe(true);
    const aux = (k: string, id: number) => `${k}${String(id).padStart(6, "0")}`;
    const an = lignes.filter((l) => l.journal === "AN" && l.date === "20261031");
    expect(new Set(an.map((l) => l.piece)).size).toBeGreaterThan(0);
    // Tenant B001: owes 421 € today; its deposit held (800 €) on 165; owner Aubert is owed 1 234,56 € on 467.
    expect(soldeFec(lignes, "411000", aux("L", s.doit.dossier.id))).toBe(42100);
    expect(soldeFec(lignes, "165000", aux("L", s.doit.dossier.id))).toBe(-80000);
    expect(soldeFec(lignes, "467000", aux("P", aubert))).toBe(-123456);
    expect(soldeFec(lignes, "467000", aux("P", blanc))).toBe(5000);
    // The money held at the cut-over is in the trust account: deposit, tenant's credit, owners' balances.
    expect(soldeFec(an, "512000")).toBe(80000 + 30000 + 123456 - 5000);
    // The deposit held and its money settle each other: lettered together on 411.
    const depot = lignes.filter(
      (l) => l.compte === "411000" && l.libelle === "Dépôt de garantie détenu",
    );
    expect(depot).toHaveLength(2);
    expect(depot[0]!.champs[13]).toMatch(/^[A-Z]{2,}$/);
    expect(depot[0]!.champs[13]).toBe(depot[1]!.champs[13]);
  });
});

describe("soldesStatements", () => {
  it("does not grow with the rows: 2,000 balances of each type are four statements", () => {
    const soldes = Array.from({ length: 2000 }, (_, i) => [
      { type: "locataire" as const, reference: `B${i}`, montant: 100 + i },
      { type: "depot" as const, reference: `B${i}`, montant: 85000 },
      { type: "proprietaire" as const, reference: `P${i}`, montant: -i },
    ]).flat();
    const p = { importId: 9, dateReprise: "2026-12-31", auteur: "a@b.fr" };
    expect(soldesStatements({ ...p, soldes })).toHaveLength(4);
    // Nothing to write: no statement; a deposit of 0 or less is none.
    expect(soldesStatements({ ...p, soldes: [] })).toEqual([]);
    expect(
      soldesStatements({ ...p, soldes: [{ type: "depot", reference: "B1", montant: 0 }] }),
    ).toEqual([]);
  });
});
