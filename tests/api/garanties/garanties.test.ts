import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { AppartementProprietaire } from "../../../worker/db/schema";
import { makeTestApp, type TestApp } from "../../support/test-app";
import { ajouterProprietaire } from "../../support/quotes-parts";
import {
  create,
  insertAppartement,
  insertClient,
  insertLocataire,
  valid,
} from "../../support/factories";

// Issue 78 items 1 and 2 (ADR 118): one guarantee per lease, the GLI refused beside a personal guarantor except for
// a student or an apprentice (loi 89-462 art. 22-1), each term's premium debited to the owners by their shares and
// listed on the insurer's quarterly statement.
let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp({ confirme: true, now: "2026-12-20T10:00:00Z" });
});
afterAll(() => t.close());

async function ok(method: string, path: string, body?: unknown, status = 200) {
  const r = await t.call(method, path, "admin", body);
  expect(r.status, JSON.stringify(r.body)).toBe(status);
  return r.body;
}

const contrat = (o: Record<string, unknown> = {}) =>
  ok(
    "POST",
    "/api/ContratGli",
    { assureur: "Assur Loyers", numeroContrat: "GLI-2026-01", taux: 3, orias: "07012345", ...o },
    201,
  );

/** A lease from 1 October 2026 of an apartment owned 60 / 40: 800 € rent and 50 € charges. */
async function bail(locataire: Record<string, unknown> = {}) {
  const a = await insertAppartement(t);
  const x = await insertClient(t, { nom: "Durand", prenom: "Élise" });
  const y = await insertClient(t, { nom: "Martin", prenom: "Paul" });
  for (const c of [x, y]) await ajouterProprietaire(t, a.id, c.id, "admin");
  for (const [c, part] of [
    [x.id, 60],
    [y.id, 40],
  ] as const)
    await t.db
      .update(AppartementProprietaire)
      .set({ quotePart: part })
      .where(
        and(
          eq(AppartementProprietaire.AppartementId, a.id),
          eq(AppartementProprietaire.ClientId, c),
        ),
      );
  const l = await insertLocataire(t, locataire);
  const r = await ok("PUT", `/api/Appartement/${a.id}/tenant/add/${l.id}`, {
    ...valid.Dossier(a.id, l.id),
    dateEntree: "2026-10-01",
    dateDebutBail: "2026-10-01",
    dateCreationBail: "2026-09-20",
    jourQuitance: 1,
    loyerHC: 800,
    loyerCharge: 50,
    depotGarantie: 800,
  });
  return { d: r.dossier.id as number, x: x.id as number, y: y.id as number };
}

const primesDe = async (client: number) =>
  (await ok("GET", `/api/Client/${client}/compte`)).ecritures.filter(
    (e: { natureCharge?: string | null }) => e.natureCharge === "assurance_gli",
  );

describe("ContratGli and PUT /api/Dossier/{id}/garantie", () => {
  it("refuses a rate out of bounds and delays out of order, by field, in French", async () => {
    const r = await t.call("POST", "/api/ContratGli", "admin", {
      assureur: "X",
      numeroContrat: "1",
      taux: 0,
      delaiRelance: 40,
      delaiMiseEnDemeure: 35,
    });
    expect(r.status).toBe(400);
    expect(r.body.error.fields.taux).toMatch(/pourcentage/);
    expect(r.body.error.fields.delaiMiseEnDemeure).toMatch(/se suivent/);
  });

  it("puts a lease under a GLI, and answers it with its contract", async () => {
    const c = await contrat();
    const { d } = await bail();
    expect((await ok("GET", `/api/Dossier/${d}/garantie`)).type).toBe("aucune");
    const g = await ok("PUT", `/api/Dossier/${d}/garantie`, {
      type: "gli",
      gli: { ContratGliId: c.id, dateAdhesion: "2026-10-01" },
    });
    expect(g.gli).toMatchObject({ ContratGliId: c.id, assureur: "Assur Loyers", taux: 3 });
    expect((await ok("GET", `/api/Dossier/${d}/garantie`)).type).toBe("gli");
  });

  it("is 409 with the article for a GLI on a lease with a personal guarantor, unless the tenant is a student", async () => {
    const c = await contrat();
    const { d } = await bail({ statut: "salarie" });
    await create(t, "Caution", { ...valid.Caution(), DossierId: d });
    const r = await t.call("PUT", `/api/Dossier/${d}/garantie`, "admin", {
      type: "gli",
      gli: { ContratGliId: c.id },
    });
    expect(r.status).toBe(409);
    expect(r.body.error.message).toMatch(/article 22-1/);
    // Nothing written: the lease keeps its guarantor, which the read calls a caution (it said « aucune »).
    expect((await ok("GET", `/api/Dossier/${d}/garantie`)).type).toBe("caution");

    const etudiant = await bail({ statut: "etudiant" });
    await create(t, "Caution", { ...valid.Caution(), DossierId: etudiant.d });
    await ok("PUT", `/api/Dossier/${etudiant.d}/garantie`, {
      type: "gli",
      gli: { ContratGliId: c.id },
    });
  });

  it("is 409 with the article for a personal guarantor added to a lease under a GLI, unless the tenant is an apprentice", async () => {
    const c = await contrat({ numeroContrat: "GLI-CAUTION" });
    const { d } = await bail({ statut: "salarie" });
    await ok("PUT", `/api/Dossier/${d}/garantie`, { type: "gli", gli: { ContratGliId: c.id } });
    const r = await t.call("POST", "/api/Caution", "admin", { ...valid.Caution(), DossierId: d });
    expect(r.status).toBe(409);
    expect(r.body.error.message).toMatch(/caution personnelle.*article 22-1/);
    const cautions = await ok("GET", `/api/Caution?DossierId=${d}`);
    expect(
      (cautions.data ?? cautions).filter((x: { DossierId: number }) => x.DossierId === d),
    ).toEqual([]);

    const apprenti = await bail({ statut: "apprenti" });
    await ok("PUT", `/api/Dossier/${apprenti.d}/garantie`, {
      type: "gli",
      gli: { ContratGliId: c.id },
    });
    await ok("POST", "/api/Caution", { ...valid.Caution(), DossierId: apprenti.d }, 201);
  });

  it("asks the visa for Visale and the contract for a GLI", async () => {
    const { d } = await bail();
    const r = await t.call("PUT", `/api/Dossier/${d}/garantie`, "admin", { type: "visale" });
    expect(r.status).toBe(400);
    expect(r.body.error.fields.visale).toBe("Le visa Visale est requis.");
    const inconnu = await t.call("PUT", `/api/Dossier/${d}/garantie`, "admin", {
      type: "gli",
      gli: { ContratGliId: 999999 },
    });
    expect(inconnu.status).toBe(400);
  });
});

describe("premiums on the owners' accounts and the quarter's statement", () => {
  it("debits three months of premiums by shares and lists them on the 2026-T4 statement", async () => {
    const c = await contrat({ numeroContrat: "GLI-T4" });
    const { d, x, y } = await bail();
    await ok("PUT", `/api/Dossier/${d}/garantie`, { type: "gli", gli: { ContratGliId: c.id } });
    for (const date of ["2026-10-01", "2026-11-01", "2026-12-01"])
      await ok("POST", `/api/Quitance/generate/${d}`, { date }, 201);
    // 3 % of 850 € = 25,50 € a month: 15,30 € for the 60 % owner, 10,20 € for the 40 % one.
    const px = await primesDe(x);
    const py = await primesDe(y);
    expect(px.map((e: { debit: number }) => e.debit)).toEqual([15.3, 15.3, 15.3]);
    expect(py.map((e: { debit: number }) => e.debit)).toEqual([10.2, 10.2, 10.2]);
    // The month in words, as every ledger label writes it (it read « Prime GLI 10/2026 »).
    expect(px.map((e: { libelle: string }) => e.libelle)).toEqual([
      "Prime GLI octobre 2026 (Assur Loyers)",
      "Prime GLI novembre 2026 (Assur Loyers)",
      "Prime GLI décembre 2026 (Assur Loyers)",
    ]);
    // Never on the tenant's account: its dues are the rent and charges only.
    const compte = await ok("GET", `/api/Dossier/${d}/compte`);
    expect(compte.ecritures.every((e: { libelle: string }) => !/GLI/.test(e.libelle))).toBe(true);

    const b = await ok("GET", `/api/ContratGli/${c.id}/bordereau?trimestre=2026-T4`);
    expect(b.total).toBe(76.5);
    expect(b.lignes).toHaveLength(3);
    expect(b.lignes[0]).toMatchObject({
      mois: "2026-10",
      base: 850,
      prime: 25.5,
      mouvement: "entrée",
    });
    const csv = await t.call(
      "GET",
      `/api/ContratGli/${c.id}/bordereau.csv?trimestre=2026-T4`,
      "admin",
    );
    expect(csv.status).toBe(200);
    expect(String(csv.body)).toContain("25,50");
    expect(String(csv.body)).toContain("76,50");
    const pdf = await t.call(
      "GET",
      `/api/ContratGli/${c.id}/bordereau.pdf?trimestre=2026-T4`,
      "admin",
    );
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    const mauvais = await t.call(
      "GET",
      `/api/ContratGli/${c.id}/bordereau?trimestre=2026-5`,
      "admin",
    );
    expect(mauvais.status).toBe(400);
    expect(mauvais.body.error.fields.trimestre).toMatch(/2026-T4/);
  });

  it("takes the rent alone as base when the contract says so, and calls the term twice without a second premium", async () => {
    const c = await contrat({ numeroContrat: "GLI-HC", base: "loyer", taux: 2.5 });
    const { d, x } = await bail();
    await ok("PUT", `/api/Dossier/${d}/garantie`, { type: "gli", gli: { ContratGliId: c.id } });
    await ok("POST", `/api/Quitance/generate/${d}`, { date: "2026-11-01" }, 201);
    await ok("POST", `/api/Quitance/generate/${d}`, { date: "2026-11-01" });
    // 2,5 % of 800 € = 20 €: 12 € for the 60 % owner, once.
    expect((await primesDe(x)).map((e: { debit: number }) => e.debit)).toEqual([12]);
  });
});

describe("deleting a GLI contract (ADR 147)", () => {
  it("refuses the contract a lease is under with a French 409, and deletes an unused one", async () => {
    const utilise = await contrat({ numeroContrat: "GLI-UTILISE" });
    const inutile = await contrat({ numeroContrat: "GLI-INUTILE" });
    const { d } = await bail();
    await ok("PUT", `/api/Dossier/${d}/garantie`, {
      type: "gli",
      gli: { ContratGliId: utilise.id },
    });
    // The list says which one the screen may offer to delete.
    const liste = (await ok("GET", "/api/ContratGli")).data as {
      id: number;
      supprimable: boolean;
    }[];
    expect(liste.find((c) => c.id === utilise.id)?.supprimable).toBe(false);
    expect(liste.find((c) => c.id === inutile.id)?.supprimable).toBe(true);

    const refus = await t.call("DELETE", `/api/ContratGli/${utilise.id}`, "admin");
    expect(refus.status).toBe(409);
    expect(refus.body.error.message).toBe(
      "Ce contrat GLI garantit des baux ou porte des primes : il ne peut pas être supprimé.",
    );
    expect((await ok("GET", `/api/ContratGli/${utilise.id}`)).numeroContrat).toBe("GLI-UTILISE");
    expect((await ok("GET", `/api/Dossier/${d}/garantie`)).gli.ContratGliId).toBe(utilise.id);

    expect((await t.call("DELETE", `/api/ContratGli/${inutile.id}`, "admin")).status).toBe(204);
    expect((await t.call("GET", `/api/ContratGli/${inutile.id}`, "admin")).status).toBe(404);
  });
});
