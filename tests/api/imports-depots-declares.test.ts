import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { lireClasseur } from "../../worker/services/imports/classeur";
import { verifierImport } from "../../worker/domain/imports/verifier";
import { classeur, envoyer, json } from "../support/imports";
import {
  JOUR_SOLDES,
  motifMontant,
  PORTEFEUILLE_SOLDES,
  REPRISE_SOLDES,
} from "../support/imports-depots";
import { makeTestApp, type TestApp } from "../support/test-app";
import { appelEspace, ouvrirEspace } from "../support/espace";
import { expectSays, generate } from "../support/pdf";
import { sql } from "drizzle-orm";

// Issue 74 item 4 (ADR 113): only the deposits declared held count; the dry run totals the balances by kind and
// warns of the billion; an import with balances waits « à vérifier », held apart from the trust check until an admin
// or comptable other than its author confirms it, once.

let t: TestApp;
let fichier: Awaited<ReturnType<typeof classeur>>;
let importId: number;

beforeAll(async () => {
  t = await makeTestApp({ confirme: true, now: `${JOUR_SOLDES}T10:00:00Z` });
  fichier = await classeur("portefeuille.xlsx", PORTEFEUILLE_SOLDES);
});
afterAll(() => t.close());

const sequestre = async () => {
  const r = await t.call("GET", `/api/sequestre?au=${JOUR_SOLDES}`, "comptable");
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body;
};

describe("the dry run of a portfolio with balances", () => {
  it("totals the balances by kind and warns of the billion, the 24 months and the deposit never declared", async () => {
    const v = await json<{ erreurs: unknown[]; avertissements: string[]; totaux: unknown }>(
      await envoyer(t, [fichier], { essai: true, dateReprise: REPRISE_SOLDES }),
      200,
    );
    expect(v.erreurs).toEqual([]);
    expect(v.totaux).toEqual({
      proprietaire: { nombre: 2, total: 1_000_001_199.99 },
      locataire: { nombre: 2, total: 29_850 },
      depot: { nombre: 1, total: 1000 },
    });
    const texte = v.avertissements.join("\n");
    expect(texte).toMatch(
      new RegExp(
        motifMontant(
          "Feuille Soldes, ligne 2 : le solde du propriétaire P1 (999 999 999,99 €) dépasse 100 000,00 €",
        ).replace(/[()]/g, "\\$&"),
      ),
    );
    expect(texte).not.toMatch(/propriétaire P2/);
    expect(texte).toMatch(
      new RegExp(
        motifMontant(
          "ligne 5 : le solde du locataire du bail B1 (30 000,00 €) dépasse 24 mois de loyer et charges (25 920,00 €)",
        ).replace(/[()]/g, "\\$&"),
      ),
    );
    expect(texte).toMatch(
      /Feuille Baux, ligne 3 : le bail B2 indique un dépôt de garantie de 800,00\s€ mais aucun dépôt détenu n'est déclaré/,
    );
  });
});

describe("the import of those balances", () => {
  it("is written and waits « à vérifier »", async () => {
    const r = await json<{ import: { id: number; statut: string; soldes: string | null } }>(
      await envoyer(t, [fichier], { dateReprise: REPRISE_SOLDES }),
      201,
    );
    expect(r.import).toMatchObject({ statut: "termine", soldes: "a_verifier" });
    importId = r.import.id;
  });

  it("the trust check holds its balances apart until they are confirmed: the billion counts for nothing yet", async () => {
    const s = await sequestre();
    expect(s.soldesMandants).toBe(0);
    expect(s.depotsDetenus).toBe(0);
    expect(s.creditsLocataires).toBe(0);
    expect(s.repriseAVerifier).toEqual({
      proprietaires: 1_000_001_199.99,
      locataires: 150,
      depots: 1000,
    });
  });

  it("the importer cannot confirm his own balances (403), a user cannot (403)", async () => {
    // Each with a fresh confirmation of the session (the route asks it, as every money move does).
    await t.confirm("admin");
    await t.confirm("user");
    const moi = await t.call("POST", `/api/Import/${importId}/confirmer`, "admin");
    expect(moi.status).toBe(403);
    expect(moi.body.error.message).toBe(
      "Les soldes d'une reprise sont confirmés par un autre administrateur ou comptable que celui qui l'a importée.",
    );
    expect((await t.call("POST", `/api/Import/${importId}/confirmer`, "user")).status).toBe(403);
    const lu = await t.call("GET", `/api/Import/${importId}`, "admin");
    expect(lu.body.import.soldes).toBe("a_verifier");
  });

  it("a comptable confirms them once; a second confirmation is refused (409)", async () => {
    await t.confirm("comptable");
    const r = await t.call("POST", `/api/Import/${importId}/confirmer`, "comptable");
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.import).toMatchObject({
      soldes: "confirme",
      soldesConfirmesPar: "comptable@agence.test",
    });
    const encore = await t.call("POST", `/api/Import/${importId}/confirmer`, "comptable");
    expect(encore.status).toBe(409);
    expect(encore.body.error.message).toBe("Les soldes de cette reprise sont déjà confirmés.");
    expect((await t.call("POST", "/api/Import/999/confirmer", "comptable")).status).toBe(404);
  });

  it("confirmed, the balances count; the deposits total what was declared (1 000 €, not the leases' 1 800 €)", async () => {
    const s = await sequestre();
    // The tenant's 150 € credit has paid towards November's term, which the import itself called (ADR 112): that
    // money is now B2's owners' rent (ADR 124), 150 € more than the owners' declared balances.
    expect(s.soldesMandants).toBe(1_000_001_349.99);
    expect(s.depotsDetenus).toBe(1000);
    expect(s.creditsLocataires).toBe(0);
    expect(s.repriseAVerifier).toEqual({ proprietaires: 0, locataires: 0, depots: 0 });
  });

  it("the export writes a depot row for the declared deposit only, as the trust check counts", async () => {
    const r = await t.call("GET", `/api/exports/portefeuille.xlsx?date=${JOUR_SOLDES}`, "admin");
    expect(r.status).toBe(200);
    const v = verifierImport(await lireClasseur(r.bytes), JOUR_SOLDES);
    const depots = (v.lus.Soldes ?? [])
      .filter((l) => l.champs.type === "depot")
      .map((l) => [l.champs.reference, l.champs.montant]);
    expect(depots).toEqual([["B1", 100_000]]);
    // The lease's own amount still round-trips: it is a term of the lease, not money held.
    const b2 = (v.lus.Baux ?? []).find((l) => l.champs.reference === "B2");
    expect(b2?.champs.depotGarantie).toBe(80_000);
  });

  it("the tenant's space shows « Dépôt de garantie détenu » apart: the declared deposit, none for the undeclared", async () => {
    const depot = async (ref: string, email: string) => {
      const [l] = await t.db.all<{ id: number }>(
        sql`select "id" from "Locataire" where "reference" = ${ref}`,
      );
      const { token } = await ouvrirEspace(t, { LocataireId: Number(l?.id) }, email);
      const r = await appelEspace(t, token, "GET", "/api/espace/locataire");
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      return r.body.compte.depotGarantieDetenu;
    };
    expect(await depot("L1", "julie@exemple.fr")).toBe(1000);
    expect(await depot("L2", "hugo@exemple.fr")).toBe(0);
  });

  it("the owner's compte-rendu reads « Solde repris au 01/11/2026 » and lists no deposit never declared", async () => {
    const id = async (table: string, ref: string) => {
      const [r] = await t.db.all<{ id: number }>(
        sql`select "id" from ${sql.identifier(table)} where "reference" = ${ref}`,
      );
      return Number(r?.id);
    };
    const pdf = await generate(
      t,
      `/api/Client/${await id("Client", "P2")}/compteRendu/generate?du=2026-11-01&au=2026-11-30`,
    );
    expectSays(pdf.text, "Solde repris au 01/11/2026 1 200,00 €");
    expect(pdf.text).not.toContain("Dépôt de garantie : 800,00 €");
    expect(pdf.text).not.toContain("Solde d'ouverture");

    // B2's November term (called by the import, ADR 112; 150 € of it paid by the opening credit) paid: the yearly
    // quittance starts at the cut-over.
    const b2 = await id("Dossier", "B2");
    const p = await t.call("POST", `/api/Dossier/${b2}/paiements`, "user", {
      montant: "700",
      date: "2026-11-10",
      mode: "Virement",
    });
    expect(p.status, JSON.stringify(p.body)).toBeLessThan(300);
    const annuelle = await generate(
      t,
      `/api/Quitance/${await id("Appartement", "A2")}/generate/2026`,
    );
    expectSays(annuelle.text, "pour l'année 2026 depuis la reprise du 01/11/2026 la somme totale");
  });
});
