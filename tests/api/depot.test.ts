import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { makeTestApp, type TestApp } from "../support/test-app";
import { valid } from "../support/factories";
import { expectError, expectFieldError } from "../support/http";
import { seedDossier } from "../support/quitances";
import { expectNoMissingValues, expectSays, generate, keepForReview } from "../support/pdf";
import { runScheduled } from "../../worker/jobs/scheduled";

// The deposit's return (loi n° 89-462 art. 22): opened by the keys' day, its deadline by the inventories, its
// deductions replaced whole, the ledger's balance deducted, the 20 % hold-back, the late penalty, the letter, the
// dashboard's list and the daily job's count. The clock: 21 November 2026.
let t: TestApp;
beforeAll(async () => void (t = await makeTestApp()));
afterAll(() => t.close());

const path = (id: number) => `/api/Dossier/${id}/restitutionDepot`;
const piece = (id: string, nom: string, Mur: string) => ({
  id,
  piece: nom,
  nom,
  Mur,
  Sol: "Parquet",
  Plafond: null,
  Fenetre: null,
  Electricite: null,
  Plomberie: null,
  Serrure: null,
  Observation: null,
});
const PIECES = [piece("sejour", "Séjour", "Blanc"), piece("cuisine", "Cuisine", "Faïence")];

/** A dossier (deposit 850 €, rent 850 € HC) with its entry inventory, and its exit inventory when `sortie`. */
async function dossier(o: { sortie?: typeof PIECES; cles?: string; entree?: false } = {}) {
  const s = await seedDossier(t, { auto: false, dossier: { depotGarantie: 850 } });
  const id: number = s.dossier.id;
  const set = (slot: string, pieces: typeof PIECES) =>
    t.call("PUT", `/api/Dossier/${id}/${slot}/set`, "user", { ...valid.EtatLieux(), pieces });
  if (o.entree !== false) expect((await set("etatIn", PIECES)).status).toBe(200);
  if (o.sortie) expect((await set("etatOut", o.sortie)).status).toBe(200);
  if (o.cles) {
    const r = await t.call("PUT", `/api/Dossier/${id}`, "user", { dateRestitutionCles: o.cles });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.dateRestitutionCles).toBe(o.cles);
  }
  return id;
}

describe("GET /api/Dossier/{id}/restitutionDepot", () => {
  it("is closed until the keys are back; PUT and the letter then answer 409", async () => {
    const id = await dossier();
    const r = await t.call("GET", path(id), "user");
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      ouverte: false,
      depot: 850,
      dateLimite: null,
      moisConstat: null,
    });
    expectError(await t.call("PUT", path(id), "user", { deductions: [] }), 409);
    expectError(await t.call("GET", `${path(id)}/generate`, "user"), 409);
  });

  it("one month from the keys when the exit inventory matches the entry", async () => {
    const id = await dossier({ sortie: PIECES, cles: "2026-11-01" });
    const r = (await t.call("GET", path(id), "user")).body;
    expect(r).toMatchObject({
      ouverte: true,
      sortieConforme: true,
      moisConstat: 1,
      dateLimite: "2026-12-01",
      aRestituer: 850,
      penalite: 0,
      echeance: "à échéance",
      retenueMax: 170,
    });
    expect(r.pieces).toEqual([
      { id: "sejour", nom: "Séjour" },
      { id: "cuisine", nom: "Cuisine" },
    ]);
  });

  it("two months when a room changed, or without an exit inventory", async () => {
    const change = await dossier({
      sortie: [piece("sejour", "Séjour", "Taché"), PIECES[1]!],
      cles: "2026-11-01",
    });
    expect((await t.call("GET", path(change), "user")).body).toMatchObject({
      sortieConforme: false,
      moisConstat: 2,
      dateLimite: "2027-01-01",
      echeance: null,
    });
    const sans = await dossier({ cles: "2026-11-01" });
    expect((await t.call("GET", path(sans), "user")).body).toMatchObject({ moisConstat: 2 });
  });

  it("answers 404 for an unknown dossier, 401 without a login", async () => {
    expectError(await t.call("GET", path(999999), "user"), 404);
    expectError(await t.call("PUT", path(999999), "user", { deductions: [] }), 404);
    expectError(await t.call("GET", `${path(999999)}/generate`, "user"), 404);
    expectError(await t.call("GET", path(1), null), 401);
  });
});

describe("PUT /api/Dossier/{id}/restitutionDepot", () => {
  it("saves two deductions with their rooms, the hold-back, and deducts the tenant's balance", async () => {
    const id = await dossier({
      sortie: [piece("sejour", "Séjour", "Taché"), PIECES[1]!],
      cles: "2026-10-01",
    });
    const r = await t.call("PUT", path(id), "user", {
      deductions: [
        { motif: "Peinture du séjour", montant: 150.75, piece: "sejour" },
        { motif: "Nettoyage", montant: "49,90" },
      ],
      retenue: 170,
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body).toMatchObject({
      enregistre: true,
      totalDeductions: 200.65,
      soldeCompte: 0,
      retenue: 170,
      aRestituer: 479.35, // 850 - 200,65 - 170
      resteDu: 0,
      dateLimite: "2026-12-01",
    });
    expect(r.body.deductions).toMatchObject([
      { motif: "Peinture du séjour", montant: 150.75, piece: "sejour", pieceNom: "Séjour" },
      { motif: "Nettoyage", montant: 49.9, piece: null, pieceNom: null },
    ]);
    // A term of 970,50 € left unpaid: the account owes it, and it is more than what was left.
    expect(
      (await t.call("POST", `/api/Quitance/generate/${id}`, "user", { date: "2026-10-01" })).status,
    ).toBe(201);
    expect((await t.call("GET", path(id), "user")).body).toMatchObject({
      soldeCompte: 970.5,
      aRestituer: 0,
      resteDu: 491.15, // 200,65 + 970,50 + 170 - 850
      penalite: 0,
    });
    // Sent again with one deduction: the list is replaced, not added to.
    const again = await t.call("PUT", path(id), "user", {
      deductions: [{ motif: "Nettoyage", montant: 10 }],
    });
    expect(again.body.deductions).toHaveLength(1);
    expect(again.body).toMatchObject({ retenue: 0, totalDeductions: 10 });
  });

  it("refuses a hold-back above 20 %, an unknown room, bad amounts, a payment before the keys, field by field", async () => {
    const id = await dossier({ sortie: PIECES, cles: "2026-11-01" });
    expectFieldError(
      await t.call("PUT", path(id), "user", { deductions: [], retenue: 170.01 }),
      "retenue",
    );
    expectFieldError(
      await t.call("PUT", path(id), "user", {
        deductions: [{ motif: "Peinture", montant: 10, piece: "grenier" }],
      }),
      "deductions.0.piece",
    );
    expectFieldError(
      await t.call("PUT", path(id), "user", { deductions: [{ motif: "", montant: -1 }] }),
      "deductions.0.montant",
    );
    expectFieldError(await t.call("PUT", path(id), "user", { deductions: "x" }), "deductions");
    expectFieldError(
      await t.call("PUT", path(id), "user", { deductions: [], dateRestitution: "2026-10-01" }),
      "dateRestitution",
    );
    expectError(await t.call("PUT", path(id), "user", "[]"), 400);
    // Nothing was written by the refusals.
    expect((await t.call("GET", path(id), "user")).body.enregistre).toBe(false);
  });

  it("parallel first saves make one settlement", async () => {
    const id = await dossier({ sortie: PIECES, cles: "2026-11-01" });
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        t.call("PUT", path(id), "user", { deductions: [{ motif: `Retenue ${i}`, montant: 1 }] }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(6).fill(200));
    const rows = await t.ports.db.all<{ n: number }>(
      sql`select count(*) as n from "RestitutionDepot" where "DossierId" = ${id}`,
    );
    expect(rows[0]!.n).toBe(1);
    expect((await t.call("GET", path(id), "user")).body.deductions).toHaveLength(1);
  });
});

describe("the late penalty", () => {
  it("10 % of the rent excluding charges per month started past the deadline, stopped by the payment", async () => {
    const id = await dossier({ sortie: PIECES, cles: "2026-08-15" }); // deadline 15/09/2026
    expect((await t.call("GET", path(id), "user")).body).toMatchObject({
      echeance: "en retard",
      moisRetard: 3, // 16/09, 16/10, 16/11
      penalite: 255,
      aRestituer: 1105,
    });
    const paye = await t.call("PUT", path(id), "user", {
      deductions: [],
      dateRestitution: "2026-09-20",
    });
    expect(paye.body).toMatchObject({
      moisRetard: 1,
      penalite: 85,
      aRestituer: 935,
      echeance: null,
    });
  });
});

describe("GET /api/Dossier/{id}/restitutionDepot/generate", () => {
  it("lists the deposit, each deduction with its room, the balance and the legal deadline", async () => {
    const id = await dossier({ sortie: PIECES, cles: "2026-11-01" });
    await t.call("PUT", path(id), "user", {
      deductions: [
        { motif: "Peinture du séjour", montant: 150.75, piece: "sejour" },
        { motif: "Nettoyage de la cuisine", montant: 49.9, piece: "cuisine" },
      ],
      retenue: 100,
    });
    const pdf = await generate(t, `${path(id)}/generate`);
    keepForReview("restitution-depot", pdf.bytes);
    expect(pdf.pages).toBe(1);
    expectNoMissingValues(pdf.text);
    expectSays(
      pdf.text,
      "Restitution du dépôt de garantie",
      "Dépôt de garantie versé",
      "850,00 €",
      "Retenue du 01/11/2026 : Peinture du séjour",
      "Séjour",
      "150,75 €",
      "Retenue du 01/11/2026 : Nettoyage de la cuisine",
      "49,90 €",
      "100,00 €",
      "Solde du compte locataire",
      "Montant à restituer",
      "au plus tard le 01/12/2026",
      "01/11/2026",
      "549,35 €",
    );
  });
});

describe("the dashboard and the daily job", () => {
  it("list the deposits due within 15 days and the overdue ones; two runs report the same and write nothing", async () => {
    const fresh = await makeTestApp();
    try {
      const prev = t;
      t = fresh;
      const bientot = await dossier({ sortie: PIECES, cles: "2026-11-01" }); // 01/12: within 15 days
      const retard = await dossier({ sortie: PIECES, cles: "2026-09-01" }); // 01/10: overdue
      await dossier({ cles: "2026-11-01" }); // two months: 01/01/2027, not yet
      const rendu = await dossier({ sortie: PIECES, cles: "2026-09-01" });
      await t.call("PUT", path(rendu), "user", { deductions: [], dateRestitution: "2026-09-15" });
      const dash = await t.call("GET", "/api/dashboard", "admin");
      expect(dash.status).toBe(200);
      expect(dash.body.depotsARestituer).toMatchObject([
        {
          DossierId: retard,
          echeance: "en retard",
          dateLimite: "2026-10-01",
          moisRetard: 2,
          depot: 850,
        },
        { DossierId: bientot, echeance: "à échéance", dateLimite: "2026-12-01", moisRetard: 0 },
      ]);
      const count = async () =>
        (
          await t.ports.db.all<{ n: number }>(sql`select
          (select count(*) from "RestitutionDepot") + (select count(*) from "DeductionDepot") as n`)
        )[0]!.n;
      const before = await count();
      const one = await runScheduled(t.ports);
      const two = await runScheduled(t.ports);
      expect(one.depots).toEqual({ aEcheance: 1, enRetard: 1, dossiers: [retard, bientot] });
      expect(two.depots).toEqual(one.depots);
      expect(await count()).toBe(before);
      t = prev;
    } finally {
      fresh.close();
    }
  });
});

describe("a dossier deleted", () => {
  it("takes its settlement and its deductions with it", async () => {
    const id = await dossier({ sortie: PIECES, cles: "2026-11-01" });
    await t.call("PUT", path(id), "user", { deductions: [{ motif: "Nettoyage", montant: 20 }] });
    // A dossier whose lease has ended may be deleted.
    await t.call("PUT", `/api/Dossier/${id}`, "admin", {
      dateFinBail: "2026-11-01",
      dateSortie: "2026-11-01",
    });
    const r = await t.call("DELETE", `/api/Dossier/${id}`, "admin");
    expect(r.status, JSON.stringify(r.body)).toBe(204);
    const rows = await t.ports.db.all<{ n: number }>(sql`select
      (select count(*) from "RestitutionDepot" where "DossierId" = ${id})
      + (select count(*) from "DeductionDepot" where "DossierId" = ${id}) as n`);
    expect(rows[0]!.n).toBe(0);
    expectError(await t.call("GET", path(id), "user"), 404);
  });
});

describe("issue 39 item 9: the letter states only what the inventories entered show", () => {
  it("no inventory entered: it says so and never claims a non-conforming exit; each deduction with its date and reason", async () => {
    const id = await dossier({ entree: false, cles: "2026-11-02" });
    const lu = (await t.call("GET", path(id), "user")).body;
    expect(lu).toMatchObject({ constat: "aucun", sortieConforme: false, moisConstat: 2 });
    const put = await t.call("PUT", path(id), "user", {
      deductions: [
        { motif: "Nettoyage de la cuisine", montant: 80, date: "2026-11-05" },
        { motif: "Clé non rendue", montant: 25 },
      ],
      retenue: 0,
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect(put.body.deductions.map((d: { date: string }) => d.date)).toEqual([
      "2026-11-05",
      "2026-11-02",
    ]);
    const pdf = await generate(t, `${path(id)}/generate`);
    keepForReview("restitution-depot-sans-etat-des-lieux", pdf.bytes);
    expectSays(
      pdf.text,
      "Aucun état des lieux d'entrée ni de sortie n'ayant été enregistré",
      "Retenue du 05/11/2026 : Nettoyage de la cuisine",
      "Retenue du 02/11/2026 : Clé non rendue",
    );
    expect(pdf.text).not.toContain("n'étant pas conforme");
    expect(pdf.text).not.toContain("comparé à celui d'entrée");
  });

  it("an entry without an exit inventory says the exit is missing; both and different: not conforming", async () => {
    const sansSortie = await dossier({ cles: "2026-11-02" });
    expect((await t.call("GET", path(sansSortie), "user")).body.constat).toBe("sans sortie");
    const texte = (await generate(t, `${path(sansSortie)}/generate`)).text;
    expectSays(texte, "Aucun état des lieux de sortie n'ayant été enregistré");
    expect(texte).not.toContain("n'étant pas conforme");
    const change = await dossier({
      sortie: [piece("sejour", "Séjour", "Taché"), piece("cuisine", "Cuisine", "Faïence")],
      cles: "2026-11-02",
    });
    expect((await t.call("GET", path(change), "user")).body.constat).toBe("non conforme");
    expectSays(
      (await generate(t, `${path(change)}/generate`)).text,
      "n'étant pas conforme à celui d'entrée",
    );
  });
});
