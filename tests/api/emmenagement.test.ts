import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeTestApp, type TestApp } from "../support/test-app";
import { insertAppartement, insertClient, insertLocataire, valid } from "../support/factories";
import { documentText } from "../support/quitances";
import { equilibres, lireFec, soldeFec } from "../support/fec";
import { expectSays, generate } from "../support/pdf";

// Issue 39 item 8: at the lease's start the tenant's account is charged the deposit and the tenant's share of the
// letting fees, each with its own label; a receipt never includes them; the deposit paid is held for the tenant.
let t: TestApp;
beforeAll(async () => void (t = await makeTestApp({ confirme: true })));
afterAll(() => t.close());

/** A lease created as the screens create it (tenant/add), starting 1 November 2026: 850 € deposit, 300 € fees. */
async function bail(o: Record<string, unknown> = {}) {
  const client = await insertClient(t, { nom: `Proprio${Math.random().toString(36).slice(2, 7)}` });
  const a = await insertAppartement(t);
  expect((await t.call("PUT", `/api/Appartement/${a.id}/owner/add/${client.id}`)).status).toBe(200);
  const l = await insertLocataire(t);
  const r = await t.call("PUT", `/api/Appartement/${a.id}/tenant/add/${l.id}`, "user", {
    ...valid.Dossier(a.id, l.id),
    dateEntree: "2026-11-01",
    dateDebutBail: "2026-11-01",
    dateCreationBail: "2026-10-20",
    depotGarantie: 850,
    fraisDossierTTC: 300,
    ...o,
  });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return { d: r.body.dossier.id as number, client: client.id as number };
}
const compte = async (d: number) => (await t.call("GET", `/api/Dossier/${d}/compte`)).body;
const terme = async (d: number) =>
  (await t.call("POST", `/api/Quitance/generate/${d}`, "user", { date: "2026-11-01" })).body;
const pay = (d: number, body: Record<string, unknown>) =>
  t.call("POST", `/api/Dossier/${d}/paiements`, "user", {
    date: "2026-11-03",
    mode: "Virement",
    ...body,
  });

describe("the move-in charges", () => {
  it("tenant/add charges the deposit and the tenant's letting fees, each on its own line dated the lease's start", async () => {
    const { d } = await bail();
    const c = await compte(d);
    expect(c.ecritures.map((e: any) => [e.type, e.date, e.libelle, e.debit, e.credit])).toEqual([
      ["depot", "2026-11-01", "Dépôt de garantie", 850, 0],
      ["honorairesLocation", "2026-11-01", "Honoraires de location (part du locataire)", 300, 0],
    ]);
    expect(c.solde).toBe(1150);
  });

  it("no line for a deposit or fees of 0 €", async () => {
    const { d } = await bail({ depotGarantie: 0, fraisDossierTTC: 0 });
    expect((await compte(d)).ecritures).toEqual([]);
  });

  it("a payment of deposit + fees + first rent: the receipt shows only rent and charges; the owner is credited only them", async () => {
    const { d, client } = await bail();
    const q = await terme(d);
    expect(q.montant ?? q.prixHC + q.charge).toBeCloseTo(970.5);
    const r = await pay(d, { montant: "2120,50" });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    // What the payment settled of the terms: the rent only; the deposit and fees are settled apart.
    expect(r.body.paiement.affectations).toEqual([
      expect.objectContaining({ QuitanceId: q.id, montant: 970.5 }),
    ]);
    const paid = (await t.call("GET", `/api/Quitance/${q.id}`)).body;
    expect(paid).toMatchObject({ regle: true, montantRegle: 970.5, dateReglement: "2026-11-03" });
    expect((await compte(d)).solde).toBe(0);

    const text = (await documentText(t, q.id)).replace(/\s+/g, " ");
    expect(text).toContain("Quittance de loyer");
    expect(text).toContain("970,50");
    expect(text).not.toMatch(/dépôt|garantie|honoraires|2 ?120,50|1 ?150/i);

    const owner = (await t.call("GET", `/api/Client/${client}/compte`)).body;
    const credits = owner.ecritures.reduce((s: number, e: any) => s + e.credit, 0);
    expect(credits).toBeCloseTo(970.5);
  });

  it("money paid for the first term settles it; the deposit stays due, never paid by next month's rent", async () => {
    const { d } = await bail();
    const q = await terme(d);
    expect((await pay(d, { montant: "970,50", QuitanceId: q.id })).status).toBe(201);
    expect((await t.call("GET", `/api/Quitance/${q.id}`)).body).toMatchObject({ regle: true });
    expect((await compte(d)).solde).toBe(1150);
    // Money without a term settles the deposit before any rent.
    const q2 = (await t.call("POST", `/api/Quitance/generate/${d}`, "user", { date: "2026-12-01" }))
      .body;
    expect((await pay(d, { montant: "970,50", date: "2026-11-20" })).status).toBe(201);
    expect((await t.call("GET", `/api/Quitance/${q2.id}`)).body).toMatchObject({
      regle: false,
      montantRegle: 0,
    });
  });
});

describe("the deposit paid is held for the tenant", () => {
  const depotsDetenus = async () => {
    const r = await t.call("GET", "/api/sequestre?au=2026-11-30", "admin");
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return r.body.depotsDetenus as number;
  };
  const restitution = async (d: number) =>
    (await t.call("GET", `/api/Dossier/${d}/restitutionDepot`)).body;

  it("nothing paid: no deposit held; 500 € paid: the deposit return and the trust account start from 500 €", async () => {
    const avant = await depotsDetenus();
    const { d } = await bail();
    expect(await depotsDetenus()).toBe(avant);
    expect((await restitution(d)).depot).toBe(0);
    expect((await pay(d, { montant: "500,00" })).status).toBe(201);
    expect(await depotsDetenus()).toBe(avant + 500);
    // The unpaid 350 € of deposit is no debt the return deducts; the 300 € of fees still owed is.
    expect(await restitution(d)).toMatchObject({ depot: 500, soldeCompte: 300 });
  });

  it("the deposit tab and its letter say what the lease provides, when it was called and that nothing was received", async () => {
    const { d } = await bail();
    expect(await restitution(d)).toMatchObject({
      depot: 0,
      depotPrevu: 850,
      depotAppele: { date: "2026-11-01", montant: 850 },
    });
    const cles = await t.call("PUT", `/api/Dossier/${d}`, "user", {
      dateRestitutionCles: "2026-11-20",
    });
    expect(cles.status, JSON.stringify(cles.body)).toBe(200);
    const pdf = await generate(t, `/api/Dossier/${d}/restitutionDepot/generate`);
    expectSays(pdf.text, "Dépôt prévu au bail 850,00 € — appelé le 01/11/2026, non encaissé");
    expect((await pay(d, { montant: "500,00" })).status).toBe(201);
    expect(await restitution(d)).toMatchObject({ depot: 500, depotPrevu: 850 });
    const partiel = await generate(t, `/api/Dossier/${d}/restitutionDepot/generate`);
    expectSays(partiel.text, "appelé le 01/11/2026, encaissé 500,00 € seulement");
  });
});

describe("the lease's deposit or fees changed", () => {
  it("PUT /Dossier writes a line of the difference (never an update); money already paid then counts against it", async () => {
    const { d } = await bail();
    expect((await pay(d, { montant: "850,00" })).status).toBe(201);
    const r = await t.call("PUT", `/api/Dossier/${d}`, "user", {
      depotGarantie: 800,
      fraisDossierTTC: 300,
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const c = await compte(d);
    expect(c.ecritures.map((e: any) => [e.type, e.libelle, e.debit, e.credit])).toEqual([
      ["depot", "Dépôt de garantie", 850, 0],
      ["honorairesLocation", "Honoraires de location (part du locataire)", 300, 0],
      ["paiement", "Paiement (Virement)", 0, 850],
      ["depot", "Dépôt de garantie : montant corrigé", 0, 50],
    ]);
    // The 50 € given back by the lowered deposit now settles the fees.
    expect(c.solde).toBe(250);
    expect((await t.call("GET", `/api/Dossier/${d}/restitutionDepot`)).body.depot).toBe(800);
  });
});

describe("the books (FEC)", () => {
  it("the deposit charged is held on 165 for the dossier, its 411 is the account's balance; the books balance", async () => {
    const { d } = await bail();
    expect((await pay(d, { montant: "1000,00" })).status).toBe(201);
    expect((await t.call("PUT", "/api/agence", "admin", { siren: "123 456 782" })).status).toBe(
      200,
    );
    const r = await t.call("GET", "/api/comptabilite/fec?exercice=2026", "admin");
    expect(r.status).toBe(200);
    const { lignes } = lireFec(r.body);
    const aux = `L${String(d).padStart(6, "0")}`;
    expect(soldeFec(lignes, "165000", aux)).toBe(-85000);
    expect(soldeFec(lignes, "411000", aux)).toBe(Math.round((await compte(d)).solde * 100));
    expect((await compte(d)).solde).toBe(150);
    expect(equilibres(lignes).ecarts.filter((e) => e !== 0)).toEqual([]);
  });
});

describe("what is paid back starts from the deposit paid", () => {
  it("the dashboard's deposits to return, the hold-back's ceiling and the FEC's deposit returned read the 500 € paid, not the lease's 850 €", async () => {
    const { d } = await bail({ dateEntree: "2026-06-01", dateDebutBail: "2026-06-01" });
    expect((await pay(d, { montant: "500,00" })).status).toBe(201);
    const cles = await t.call("PUT", `/api/Dossier/${d}`, "user", {
      dateRestitutionCles: "2026-09-01",
    });
    expect(cles.status, JSON.stringify(cles.body)).toBe(200);
    const dash = await t.call("GET", "/api/dashboard", "admin");
    expect(dash.body.depotsARestituer).toContainEqual(
      expect.objectContaining({ DossierId: d, depot: 500 }),
    );

    const path = `/api/Dossier/${d}/restitutionDepot`;
    const trop = await t.call("PUT", path, "user", { deductions: [], retenue: 100.01 });
    expect(trop.status).toBe(400);
    expect(trop.body.error.fields).toHaveProperty("retenue");
    const ok = await t.call("PUT", path, "user", {
      deductions: [],
      retenue: 100,
      dateRestitution: "2026-11-20",
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);

    expect((await t.call("PUT", "/api/agence", "admin", { siren: "123 456 782" })).status).toBe(
      200,
    );
    const fec = await t.call("GET", "/api/comptabilite/fec?exercice=2026", "admin");
    const { lignes } = lireFec(fec.body);
    const aux = `L${String(d).padStart(6, "0")}`;
    const retour = lignes.filter((l) => l.libelle.startsWith("Restitution du dépôt"));
    expect(retour.filter((l) => l.compte === "512000").map((l) => l.credit)).toContain(50000);
    // 165 keeps the 350 € never paid, owed on 411 as the tenant's account still shows it.
    expect(soldeFec(lignes, "165000", aux)).toBe(-35000);
    expect(soldeFec(lignes, "411000", aux)).toBe(Math.round((await compte(d)).solde * 100));
    expect(equilibres(lignes).ecarts.filter((e) => e !== 0)).toEqual([]);
  });
});

describe("the formal notice and the account statement", () => {
  it("the notice claims the unpaid rent only; the statement shows the deposit and the fees by their labels", async () => {
    const { d } = await bail();
    await terme(d);
    const notice = await generate(t, `/api/Dossier/${d}/miseEnDemeure/generate`);
    const text = notice.text.replace(/\s+/g, " ");
    expect(text).toContain("970,50");
    expect(text).not.toMatch(/dépôt de garantie|honoraires de location|2 ?120,50|1 ?150,00/i);
    const releve = await generate(t, `/api/Dossier/${d}/releveCompte/generate`);
    const lignes = releve.text.replace(/\s+/g, " ");
    expect(lignes).toContain("Dépôt de garantie");
    expect(lignes).toContain("Honoraires de location (part du locataire)");
    expect(lignes).toContain("850,00");
    expect(lignes).toContain("300,00");
  });
});
