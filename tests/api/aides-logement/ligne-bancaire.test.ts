// Issue 77 item 2 on the Node entry: the CAF's transfer split from its bank-statement line. The line from the CAF is
// proposed for splitting on the matching screen; split, it is matched (never offered again), its day and amount are
// the transfer's, and a detail whose total differs from the line is listed with the difference.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeTestApp, type TestApp } from "../../support/test-app";
import { seedDossier } from "../../support/quitances";
import { expectFieldError } from "../../support/http";

let t: TestApp;
const baux: number[] = [];
let caf: number;
let loyer: number;
let retrait: number;

async function ok(method: string, path: string, body?: unknown, status = 200) {
  const r = await t.call(method, path, "user", body);
  expect(r.status, JSON.stringify(r.body)).toBe(status);
  return r.body;
}
const aRapprocher = async () =>
  (await ok("GET", `/api/banque/lignes?statut=${encodeURIComponent("à rapprocher")}`)) as {
    data: { id: number; libelle: string; aideLogement: string | null }[];
    suggestions: { ligneId: number }[];
  };
const DETAIL = "1212121;DURAND;11/2026;250,00\n3434343;MARTIN;11/2026;300,00";

beforeAll(async () => {
  t = await makeTestApp({ confirme: true, now: "2026-11-21T10:00:00Z" });
  for (const [numero, aide, nom] of [
    ["1212121", 250, "Durand"],
    ["3434343", 300, "Martin"],
  ] as const) {
    const s = await seedDossier(t, {
      auto: false,
      locataire: { nom },
      dossier: {
        loyerHC: 600,
        loyerCharge: 100,
        depotGarantie: 0,
        dateEntree: "2026-06-01",
        dateDebutBail: "2026-06-01",
      },
    });
    await ok("PUT", `/api/Dossier/${s.dossier.id}/aideLogement`, {
      organisme: "CAF",
      numeroAllocataire: numero,
      type: "APL",
      tiersPayant: true,
      montantMensuel: aide,
      depuis: "2026-10-01",
    });
    await ok("POST", `/api/Quitance/generate/${s.dossier.id}`, { date: "2026-11-05" }, 201);
    baux.push(s.dossier.id);
  }
  const f = new FormData();
  f.append(
    "file",
    new File(
      [
        [
          "Date;Libellé;Montant;Solde",
          "10/11/2026;VIR SEPA CAF DE PARIS PRESTATIONS;600,00;600,00",
          "12/11/2026;VIR LOYER DUPONT;450,00;1 050,00",
          "13/11/2026;RETRAIT DAB;-50,00;1 000,00",
        ].join("\n"),
      ],
      "r.csv",
    ),
  );
  f.append("nouveauCompte", "Séquestre");
  const r = await t.call("POST", "/api/banque/releves", "admin", f);
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  const lignes = (await aRapprocher()).data;
  caf = lignes.find((l) => l.libelle.includes("CAF"))?.id ?? 0;
  loyer = lignes.find((l) => l.libelle.includes("DUPONT"))?.id ?? 0;
  retrait = lignes.find((l) => l.libelle.includes("DAB"))?.id ?? 0;
});
afterAll(() => t.close());

describe("the CAF's transfer split from its bank line", () => {
  it("the matching screen proposes the CAF's line for splitting, not the tenant's rent", async () => {
    const { data } = await aRapprocher();
    expect(data.find((l) => l.id === caf)?.aideLogement).toBe("CAF");
    expect(data.find((l) => l.id === loyer)?.aideLogement).toBeNull();
  });

  it("a debit line is not a transfer of aid; a line that does not exist is a 404", async () => {
    const debit = await t.call("POST", "/api/aidesLogement/versements", "user", {
      detail: DETAIL,
      organisme: "CAF",
      LigneBancaireId: retrait,
    });
    expect(expectFieldError(debit, "LigneBancaireId")).toMatch(/ligne créditrice/);
    const absente = await t.call("POST", "/api/aidesLogement/versements", "user", {
      detail: DETAIL,
      organisme: "CAF",
      LigneBancaireId: 999999,
    });
    expect(absente.status).toBe(404);
    const sansDate = await t.call("POST", "/api/aidesLogement/versements", "user", {
      detail: DETAIL,
      organisme: "CAF",
    });
    expect(expectFieldError(sansDate, "date")).toMatch(/ligne du relevé/);
  });

  it("split from its line: each share paid on the line's day, the total's difference with the line listed", async () => {
    const r = await ok("POST", "/api/aidesLogement/versements", {
      detail: DETAIL,
      organisme: "CAF",
      LigneBancaireId: caf,
    });
    expect(r).toMatchObject({
      LigneBancaireId: caf,
      totalDetail: 550,
      montantVirement: 600,
      ecartTotal: 50,
    });
    expect(r.parts.map((p: { etat: string }) => p.etat)).toEqual(["paye", "paye"]);
    for (const [id, aide] of [
      [baux[0], 250],
      [baux[1], 300],
    ] as const) {
      const s = await ok("GET", `/api/Dossier/${id}/aideLogement`);
      expect(s.termes[0].montantRegle).toBe(aide);
      const c = await ok("GET", `/api/Dossier/${id}/compte`);
      expect(c.ecritures).toContainEqual(
        expect.objectContaining({ date: "2026-11-10", credit: aide, type: "paiement" }),
      );
    }
  });

  it("the line is then matched: no longer offered to the matching screen nor to a tenant", async () => {
    const { data, suggestions } = await aRapprocher();
    expect(data.map((l) => l.id)).not.toContain(caf);
    expect(suggestions.map((s) => s.ligneId)).not.toContain(caf);
    const rapprochees = await ok(
      "GET",
      `/api/banque/lignes?statut=${encodeURIComponent("rapprochée")}`,
    );
    expect(rapprochees.data).toContainEqual(
      expect.objectContaining({ id: caf, motif: expect.stringContaining("Virement CAF réparti") }),
    );
    const seul = await t.call("POST", `/api/banque/lignes/${caf}/rapprocher`, "user", {
      DossierId: baux[0],
    });
    expect(seul.status).toBe(409);
    const annuler = await t.call("POST", `/api/banque/lignes/${caf}/annuler`, "user");
    expect(annuler.status).toBe(409);
    expect(annuler.body.error.message).toMatch(/annulez chaque paiement/);
  });

  it("the same split sent again pays nothing twice", async () => {
    const r = await ok("POST", "/api/aidesLogement/versements", {
      detail: DETAIL,
      organisme: "CAF",
      LigneBancaireId: caf,
    });
    expect(r.parts.map((p: { etat: string }) => p.etat)).toEqual(["deja", "deja"]);
    const s = await ok("GET", `/api/Dossier/${baux[0]}/aideLogement`);
    expect(s.termes[0].montantRegle).toBe(250);
  });

  it("a line matched to a tenant is not the CAF's transfer: 409", async () => {
    await ok("POST", `/api/banque/lignes/${loyer}/rapprocher`, { DossierId: baux[1] });
    const r = await t.call("POST", "/api/aidesLogement/versements", "user", {
      detail: DETAIL,
      organisme: "CAF",
      LigneBancaireId: loyer,
    });
    expect(r.status).toBe(409);
    expect(r.body.error.message).toMatch(/déjà rapprochée ou ignorée/);
  });
});
