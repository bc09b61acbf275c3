// Issue 77 item 2 on the Node entry: an aid the CAF paid too much and takes back (trop-perçu) is a payment out, never
// a negative aid. The tenant paid November's 700 € in full and the CAF paid its 250 € too: a 250 € credit. The CAF
// asks it back: recorded by one person, repaid when another admin or comptable validates it, the tenant's account
// debited once (twice sent or in parallel), and the trust-account check level before and after.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeTestApp, type TestApp } from "../../support/test-app";
import { seedDossier } from "../../support/quitances";
import { expectFieldError } from "../../support/http";

let t: TestApp;
let bail: number;
let compteBanque: number;

async function ok(method: string, path: string, body?: unknown, status = 200, role = "admin") {
  const r = await t.call(method, path, role as "admin", body);
  expect(r.status, JSON.stringify(r.body)).toBe(status);
  return r.body;
}
const releve = async (lignes: string[], compte?: number) => {
  const f = new FormData();
  f.append("file", new File([["Date;Libellé;Montant;Solde", ...lignes].join("\n")], "r.csv"));
  if (compte) f.append("CompteBancaireId", String(compte));
  else f.append("nouveauCompte", "Séquestre");
  const r = await t.call("POST", "/api/banque/releves", "admin", f);
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body.releve.compteId as number;
};
const solde = async () => (await ok("GET", `/api/Dossier/${bail}/aideLogement`)).situation.solde;
const TROP_PERCU = { montant: 250, mois: "2026-11", motif: "Droits révisés par la CAF" };

beforeAll(async () => {
  t = await makeTestApp({ confirme: true, now: "2026-11-21T10:00:00Z" });
  const s = await seedDossier(t, {
    auto: false,
    locataire: { nom: "Trop" },
    dossier: {
      loyerHC: 600,
      loyerCharge: 100,
      depotGarantie: 0,
      dateEntree: "2026-06-01",
      dateDebutBail: "2026-06-01",
    },
  });
  bail = s.dossier.id;
  await ok("PUT", `/api/Dossier/${bail}/aideLogement`, {
    organisme: "CAF",
    numeroAllocataire: "8888888",
    type: "APL",
    tiersPayant: true,
    montantMensuel: 250,
    depuis: "2026-10-01",
  });
  const q = await ok("POST", `/api/Quitance/generate/${bail}`, { date: "2026-11-05" }, 201);
  await ok(
    "POST",
    `/api/Dossier/${bail}/paiements`,
    { montant: "700,00", date: "2026-11-06", mode: "Virement", QuitanceId: q.id },
    201,
  );
  const v = await ok("POST", "/api/aidesLogement/versements", {
    detail: "8888888;TROP;11/2026;250,00",
    organisme: "CAF",
    date: "2026-11-10",
    reference: "VIR CAF NOVEMBRE",
  });
  expect(v.parts[0]).toMatchObject({ etat: "paye" });
  compteBanque = await releve([
    "06/11/2026;VIR LOYER TROP;700,00;700,00",
    "10/11/2026;VIR CAF ALLOCATIONS;250,00;950,00",
  ]);
  await ok("PUT", `/api/banque/comptes/${compteBanque}`, { sequestre: true });
});
afterAll(() => t.close());

describe("a trop-perçu repaid to the CAF", () => {
  it("the excess aid is the tenant's credit, and the trust account is level", async () => {
    expect(await solde()).toBe(-250);
    expect(await ok("GET", "/api/sequestre?au=2026-11-20")).toMatchObject({
      creditsLocataires: 250,
      soldeBanque: 950,
      ecart: 0,
    });
  });

  it("refuses a negative or nil amount, a month badly written, in French; nothing recorded", async () => {
    const negatif = await t.call("POST", "/api/aidesLogement/tropPercus", "user", {
      ...TROP_PERCU,
      DossierId: bail,
      montant: -250,
    });
    expect(expectFieldError(negatif, "montant")).toMatch(/négatif|positif/);
    const nul = await t.call("POST", "/api/aidesLogement/tropPercus", "user", {
      ...TROP_PERCU,
      DossierId: bail,
      montant: 0,
    });
    expect(expectFieldError(nul, "montant")).toMatch(/jamais comme une aide négative/);
    const mois = await t.call("POST", "/api/aidesLogement/tropPercus", "user", {
      ...TROP_PERCU,
      DossierId: bail,
      mois: "11/2026",
    });
    expect(expectFieldError(mois, "mois")).toMatch(/AAAA-MM/);
    expect((await ok("GET", "/api/aidesLogement/tropPercus")).data).toEqual([]);
  });

  it("a lease without aid has no trop-perçu (400), a lease that does not exist is a 404", async () => {
    const autre = await seedDossier(t, {
      auto: false,
      locataire: { nom: "Sans" },
      dossier: { depotGarantie: 0 },
    });
    const r = await t.call("POST", "/api/aidesLogement/tropPercus", "user", {
      ...TROP_PERCU,
      DossierId: autre.dossier.id,
    });
    expect(expectFieldError(r, "DossierId")).toMatch(/pas d'aide au logement/);
    const absent = await t.call("POST", "/api/aidesLogement/tropPercus", "user", {
      ...TROP_PERCU,
      DossierId: 999999,
    });
    expect(absent.status).toBe(404);
  });

  it("is recorded to validate, the organisme and number from the lease; sent twice, a 409", async () => {
    const [a, b] = await Promise.all([
      t.call("POST", "/api/aidesLogement/tropPercus", "comptable", {
        ...TROP_PERCU,
        DossierId: bail,
      }),
      t.call("POST", "/api/aidesLogement/tropPercus", "comptable", {
        ...TROP_PERCU,
        DossierId: bail,
      }),
    ]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    const cree = a.status === 201 ? a : b;
    expect(cree.body.tropPercu).toMatchObject({
      DossierId: bail,
      organisme: "CAF",
      numeroAllocataire: "8888888",
      mois: "2026-11",
      montant: 250,
      statut: "a_valider",
      locataire: expect.stringContaining("Trop"),
    });
    expect((a.status === 409 ? a : b).body.error.message).toMatch(/qu'une fois/);
    // Not repaid yet: the tenant's credit is still there.
    expect(await solde()).toBe(-250);
  });

  it("the person who recorded it cannot validate it; a staff user cannot either", async () => {
    const [tp] = (await ok("GET", "/api/aidesLogement/tropPercus")).data;
    const moi = await t.call("POST", `/api/aidesLogement/tropPercus/${tp.id}/valider`, "comptable");
    expect(moi.status).toBe(403);
    expect(moi.body.error.message).toMatch(/validé par un autre administrateur ou comptable/);
    const user = await t.call("POST", `/api/aidesLogement/tropPercus/${tp.id}/valider`, "user");
    expect(user.status).toBe(403);
    expect(await solde()).toBe(-250);
  });

  it("another admin validates it: the tenant's credit is debited once, even validated twice at once", async () => {
    const [tp] = (await ok("GET", "/api/aidesLogement/tropPercus")).data;
    const [a, b] = await Promise.all([
      t.call("POST", `/api/aidesLogement/tropPercus/${tp.id}/valider`, "admin"),
      t.call("POST", `/api/aidesLogement/tropPercus/${tp.id}/valider`, "admin"),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect((a.status === 200 ? a : b).body.tropPercu).toMatchObject({
      statut: "rembourse",
      rembourseLe: "2026-11-21",
      validePar: expect.any(String),
    });
    expect(await solde()).toBe(0);
    const lignes = (await ok("GET", `/api/Dossier/${bail}/compte`)).ecritures as {
      libelle: string;
      debit: number;
    }[];
    expect(lignes.filter((l) => /Trop-perçu/.test(l.libelle))).toEqual([
      expect.objectContaining({
        libelle: "Trop-perçu d'aide au logement remboursé à la CAF (novembre 2026)",
        debit: 250,
      }),
    ]);
  });

  it("the transfer to the CAF leaves the trust account and the tenant's credit alike: still level", async () => {
    await releve(["21/11/2026;VIR CAF TROP PERCU 8888888;-250,00;700,00"], compteBanque);
    expect(await ok("GET", "/api/sequestre?au=2026-11-21")).toMatchObject({
      soldeBanque: 700,
      creditsLocataires: 0,
      ecart: 0,
    });
  });
});
