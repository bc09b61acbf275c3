import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeTestApp, type TestApp } from "../support/test-app";
import { expectError, expectFieldError } from "../support/http";
import { seedDossier } from "../support/quitances";
import { ADMIN_ONLY, FINANCE, OPEN, expectRoles } from "../support/roles";
import { expectNoMissingValues, expectSays, generate, keepForReview } from "../support/pdf";
import { insertClient } from "../support/factories";
import { CompteBancaire, EcritureProprietaire, RestitutionDepot } from "../../worker/db/schema";

// Issue 38, part 6: the trust-account check (représentation des fonds). What the agency owes to owners (positive
// balances), deposits held, tenants' credits, against the trust account's last statement up to the day.

let t: TestApp;
let compteId: number;
type Seeded = Awaited<ReturnType<typeof seedDossier>>;
const s = {} as { a: Seeded; b: Seeded; c: Seeded };
let blanc: number;

async function ok(method: string, path: string, body?: unknown, role: "admin" | "user" = "admin") {
  const r = await t.call(method, path, role, body);
  expect(r.status, JSON.stringify(r.body)).toBeLessThan(300);
  return r.body;
}
const check = (au?: string) => ok("GET", `/api/sequestre${au ? `?au=${au}` : ""}`);
const releve = (lignes: string[]) => {
  const f = new FormData();
  f.append("file", new File([["Date;Libellé;Montant;Solde", ...lignes].join("\n")], "r.csv"));
  f.append("nouveauCompte", "Compte principal");
  return t.call("POST", "/api/banque/releves", "user", f);
};

beforeAll(async () => {
  t = await makeTestApp({ confirme: true });
  // A: entered 2025, deposit 850 €, its January term (970,50 €) paid on 6 January: its owner is owed 970,50 €.
  s.a = await seedDossier(t);
  const q = await ok("POST", `/api/Quitance/generate/${s.a.dossier.id}`, { date: "2026-01-05" });
  await ok("POST", `/api/Dossier/${s.a.dossier.id}/paiements`, {
    montant: "970,50",
    date: "2026-01-06",
    mode: "Virement",
    QuitanceId: q.id,
  });
  // B: entered in February, deposit 1 200,33 €, 100,01 € paid with no term due: a tenant's credit.
  s.b = await seedDossier(t, {
    dossier: { dateEntree: "2026-02-01", loyerHC: 1300, depotGarantie: 1200.33 },
  });
  await ok("POST", `/api/Dossier/${s.b.dossier.id}/paiements`, {
    montant: "100,01",
    date: "2026-02-10",
    mode: "Virement",
  });
  // C: deposit 500 € paid back on 15 February.
  s.c = await seedDossier(t, { dossier: { depotGarantie: 500 } });
  await t.db.insert(RestitutionDepot).values({
    DossierId: s.c.dossier.id,
    dateRestitution: "2026-02-15",
    createdAt: "2026-02-15T10:00:00Z",
    updatedAt: "2026-02-15T10:00:00Z",
  });
  // An owner the agency advanced 200 € to: their debt is not money held for them.
  blanc = (await insertClient(t, { nom: "Blanc" })).id;
  await t.db.insert(EcritureProprietaire).values({
    ClientId: blanc,
    type: "depense",
    date: "2026-01-20",
    libelle: "Plomberie",
    debit: 20000,
    auteur: "admin@agence.test",
  });
  // The trust account's January statement (balance 2 320,50 €) and February's (3 100,00 €).
  const jan = await releve([
    "02/01/2026;VIR LOYER;970,50;1 350,00",
    "31/01/2026;VIR DEPOT;970,50;2 320,50",
  ]);
  expect(jan.status, JSON.stringify(jan.body)).toBe(201);
  compteId = jan.body.releve.compteId;
  const fev = await releve(["10/02/2026;VIR;100,01;2 420,51", "27/02/2026;VIR;679,49;3 100,00"]);
  expect(fev.status, JSON.stringify(fev.body)).toBe(201);
});
afterAll(() => t.close());

describe("PUT /api/banque/comptes/{id}: the trust account", () => {
  it("is marked by admins only (issue 59), shown on the accounts; marking another unmarks it (one trust account at most)", async () => {
    await expectRoles(
      t,
      { method: "PUT", path: `/api/banque/comptes/${compteId}`, body: { sequestre: false } },
      ADMIN_ONLY,
    );
    // Every staff role still renames an account.
    await expectRoles(
      t,
      { method: "PUT", path: `/api/banque/comptes/${compteId}`, body: { libelle: "Séquestre" } },
      OPEN,
    );
    const r = await ok("PUT", `/api/banque/comptes/${compteId}`, { sequestre: true });
    expect(r.compte).toMatchObject({ id: compteId, sequestre: true });
    const [autre] = await t.db
      .insert(CompteBancaire)
      .values({
        libelle: "Compte courant",
        numero: "FR7630001007941234567890185",
        createdAt: "x",
        updatedAt: "x",
      })
      .returning();
    await ok("PUT", `/api/banque/comptes/${autre!.id}`, { sequestre: true, libelle: "Courant" });
    let comptes = (await ok("GET", "/api/banque/comptes")).data;
    expect(comptes.map((c: any) => [c.id, c.sequestre])).toEqual([
      [compteId, false],
      [autre!.id, true],
    ]);
    expect(comptes[1].libelle).toBe("Courant");
    await ok("PUT", `/api/banque/comptes/${compteId}`, { sequestre: true });
    comptes = (await ok("GET", "/api/banque/comptes")).data;
    expect(comptes.map((c: any) => c.sequestre)).toEqual([true, false]);
  });

  it("parallel marks of different accounts leave exactly one trust account", async () => {
    const autres = await t.db
      .insert(CompteBancaire)
      .values(
        ["FR761", "FR762", "FR763", "FR764"].map((numero) => ({
          libelle: numero,
          numero,
          createdAt: "x",
          updatedAt: "x",
        })),
      )
      .returning();
    const ids = [compteId, ...autres.map((c) => c.id)];
    const rs = await Promise.all(
      ids.map((id) => t.call("PUT", `/api/banque/comptes/${id}`, "admin", { sequestre: true })),
    );
    for (const r of rs) expect(r.status).toBe(200);
    const marques = (await ok("GET", "/api/banque/comptes")).data.filter((c: any) => c.sequestre);
    expect(marques).toHaveLength(1);
    await ok("PUT", `/api/banque/comptes/${compteId}`, { sequestre: true });
  });

  it("refuses a bad body in French, and an unknown account with a 404 (nothing unmarked)", async () => {
    const r = await t.call("PUT", `/api/banque/comptes/${compteId}`, "user", {
      sequestre: "peut-être",
    });
    expect(expectFieldError(r, "sequestre")).toBe("Ce champ doit valoir vrai ou faux.");
    expect(
      expectFieldError(
        await t.call("PUT", `/api/banque/comptes/${compteId}`, "user", { libelle: " " }),
        "libelle",
      ),
    ).toBe("Ce champ est obligatoire.");
    const absent = await t.call("PUT", "/api/banque/comptes/999999", "admin", {
      sequestre: true,
    });
    expectError(absent, 404);
    expect(absent.body.error.message).toBe("Le compte bancaire est introuvable.");
    expect((await check("2026-01-31")).CompteBancaireId).toBe(compteId);
  });
});

describe("GET /api/sequestre", () => {
  it("answers the owners' positive balances, the deposits held, the tenants' credits, the statement and the difference", async () => {
    expect(await check("2026-01-31")).toMatchObject({
      au: "2026-01-31",
      soldesMandants: 970.5,
      depotsDetenus: 1350,
      creditsLocataires: 0,
      totalDu: 2320.5,
      soldeBanque: 2320.5,
      ecart: 0,
      dateReleve: "2026-01-31",
      CompteBancaireId: compteId,
    });
    // 28 February: B's deposit and credit held, C's deposit paid back; the February statement is short by 20,84 €.
    expect(await check("2026-02-28")).toMatchObject({
      soldesMandants: 970.5,
      depotsDetenus: 2050.33,
      creditsLocataires: 100.01,
      totalDu: 3120.84,
      soldeBanque: 3100,
      ecart: -20.84,
      dateReleve: "2026-02-27",
    });
  });

  it("reads the last statement up to the day, never a later one; none before the first", async () => {
    expect(await check("2026-02-26")).toMatchObject({
      totalDu: 3120.84,
      soldeBanque: 2320.5,
      dateReleve: "2026-01-31",
      ecart: -800.34,
    });
    // 5 January: nothing paid yet, no statement ended: the balance is unknown, so is the difference.
    expect(await check("2026-01-05")).toMatchObject({
      soldesMandants: 0,
      depotsDetenus: 1350,
      totalDu: 1350,
      soldeBanque: null,
      ecart: null,
      dateReleve: null,
      CompteBancaireId: compteId,
    });
  });

  it("takes today's Paris day by default", async () => {
    expect((await check()).au).toBe("2026-11-21");
    // 23:30 UTC is already the next day in Paris.
    const tard = await makeTestApp({ confirme: true, now: "2026-11-21T23:30:00Z" });
    try {
      const r = await tard.call("GET", "/api/sequestre");
      expect(r.body).toMatchObject({
        au: "2026-11-22",
        totalDu: 0,
        soldeBanque: null,
        ecart: null,
      });
      expect(r.body.CompteBancaireId).toBeNull();
    } finally {
      tard.close();
    }
  });

  it("refuses a malformed day in French", async () => {
    for (const au of ["2026-13-01", "31/01/2026", "demain"])
      expect(expectFieldError(await t.call("GET", `/api/sequestre?au=${au}`), "au")).toBe(
        "Date invalide (format attendu AAAA-MM-JJ).",
      );
  });

  it("is read by admins and the comptable (issue 59)", async () => {
    await expectRoles(t, { method: "GET", path: "/api/sequestre?au=2026-01-31" }, FINANCE);
    await expectRoles(t, { method: "GET", path: "/api/sequestre/generate?au=2026-01-31" }, FINANCE);
  });
});

describe("GET /api/sequestre/generate", () => {
  it("makes the État de représentation des fonds: heading, each line, each owner and deposit, difference, signature", async () => {
    await ok("PUT", "/api/agence", {
      carteProfessionnelle: "CPI 7501 2026 000 000 123",
      cciDelivrance: "Paris Île-de-France",
      garantFinancier: "Galian Assurances",
      montantGarantie: 110000,
    });
    const pdf = await generate(t, "/api/sequestre/generate?au=2026-02-28", "admin");
    keepForReview("representation-fonds", pdf.bytes);
    expectNoMissingValues(pdf.text);
    const owner = `${s.a.client.prenom} ${s.a.client.nom}`;
    expectSays(
      pdf.text,
      "État de représentation des fonds",
      "Au 28 février 2026",
      "CPI 7501 2026 000 000 123, CCI Paris Île-de-France",
      "Galian Assurances",
      "110 000,00 €",
      "Soldes créditeurs des mandants 970,50 €",
      "Dépôts de garantie détenus 2 050,33 €",
      "Soldes créditeurs des locataires 100,01 €",
      "Total des fonds dus 3 120,84 €",
      "Solde du compte séquestre (relevé au 27/02/2026) 3 100,00 €",
      "Écart (solde bancaire − fonds dus) -20,84 €",
      `${owner} 970,50 €`,
      `n° ${s.b.dossier.id}`,
      "1 200,33 €",
      "Les fonds dus ne sont pas représentés à hauteur de 20,84 €.",
      "Le représentant légal de l'agence",
    );
    // Issue 60: the owner in debit is not among the balances owed, but listed and counted as an advance.
    expect(pdf.text).not.toMatch(/Soldes des mandants Propriétaire Montant [^A]*Blanc/);
    expect(pdf.text).toContain(
      "Avances aux mandants (soldes débiteurs) Propriétaire Montant Élise Blanc 200,00 €",
    );
    expect(pdf.text).not.toContain(`n° ${s.c.dossier.id} `);
  });

  it("refuses a malformed day in French", async () => {
    expectFieldError(await t.call("GET", "/api/sequestre/generate?au=2026-02-30"), "au");
  });
});
