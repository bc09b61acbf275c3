import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeTestApp, type TestApp } from "../../support/test-app";
import { expectFieldError } from "../../support/http";
import { insertAppartement } from "../../support/factories";
import { fournisseurValide } from "../../support/travaux";

// Issue 76, item 1: a supplier record (SIRET checked, trades, décennale, RC Pro), its IBAN held « à vérifier » until
// someone other than its author confirms it, exactly as an owner's; archived, not deleted, once an order names it;
// its décennale's end in the agency's calendar.

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp({ now: "2026-11-21T10:00:00.000Z", confirme: true });
});
afterAll(() => t.close());

describe("POST /api/Fournisseur", () => {
  it("refuses a wrong SIRET, no trade and a décennale ending before it starts, in French on each field", async () => {
    const r = await t.call(
      "POST",
      "/api/Fournisseur",
      "user",
      fournisseurValide({
        siret: "73282932000075",
        metiers: [],
        decennale: { ...fournisseurValide().decennale, au: "2025-12-31" },
      }),
    );
    expect(expectFieldError(r, "siret")).toMatch(/SIRET/);
    expect(expectFieldError(r, "metiers")).toBe("Indiquez au moins un métier.");
    expect(expectFieldError(r, "decennale.au")).toBe("La fin de validité doit suivre son début.");
    const inconnu = await t.call(
      "POST",
      "/api/Fournisseur",
      "user",
      fournisseurValide({ metiers: ["jardinage"] }),
    );
    expect(expectFieldError(inconnu, "metiers.0")).toBe("Valeur non autorisée.");
  });

  it("keeps « Assurance (primes GLI) » a supplier's trade, never one a décennale covers nor a work order's", async () => {
    const assureur = await t.call(
      "POST",
      "/api/Fournisseur",
      "user",
      fournisseurValide({
        raisonSociale: "Assureur GLI",
        siret: null,
        metiers: ["assurance"],
        decennale: null,
      }),
    );
    expect(assureur.status, JSON.stringify(assureur.body)).toBe(201);
    const couverte = await t.call(
      "POST",
      "/api/Fournisseur",
      "user",
      fournisseurValide({
        decennale: { ...fournisseurValide().decennale, activites: ["plomberie", "assurance"] },
      }),
    );
    expect(expectFieldError(couverte, "decennale.activites.1")).toBe("Valeur non autorisée.");
    const commande = await t.call("POST", "/api/interventions", "user", {
      AppartementId: (await insertAppartement(t)).id,
      metier: "assurance",
      objet: "Primes GLI",
    });
    expect(expectFieldError(commande, "metier")).toBe("Valeur non autorisée.");
  });

  it("refuses a SIRET already on file with the supplier that has it, at the field (was « Cet élément existe déjà. »)", async () => {
    const siret = "44306184100047";
    const premier = await t.call(
      "POST",
      "/api/Fournisseur",
      "user",
      fournisseurValide({ raisonSociale: "Sanitaires Leroy", siret, iban: null, bic: null }),
    );
    expect(premier.status, JSON.stringify(premier.body)).toBe(201);
    const message = `Ce SIRET est déjà celui du fournisseur « Sanitaires Leroy » (n° ${premier.body.id}) : ouvrez sa fiche plutôt que d'en créer un second.`;
    // Typed again with its spaces, as on the paper quote.
    const doublon = await t.call(
      "POST",
      "/api/Fournisseur",
      "user",
      fournisseurValide({
        raisonSociale: "Leroy",
        siret: "443 061 841 00047",
        iban: null,
        bic: null,
      }),
    );
    expect(doublon.status).toBe(409);
    expect(doublon.body.error.fields?.siret).toBe(message);
    const autre = await t.call(
      "POST",
      "/api/Fournisseur",
      "user",
      fournisseurValide({ raisonSociale: "Autre", siret: null, iban: null, bic: null }),
    );
    const vers = await t.call("PUT", `/api/Fournisseur/${autre.body.id}`, "user", { siret });
    expect(vers.status).toBe(409);
    expect(vers.body.error.fields?.siret).toBe(message);
    // Its own SIRET kept on an update is no conflict.
    const soi = await t.call("PUT", `/api/Fournisseur/${premier.body.id}`, "user", {
      siret,
      contact: "Marc Leroy",
    });
    expect(soi.status, JSON.stringify(soi.body)).toBe(200);
  });

  it("holds a new IBAN « à vérifier » until another admin or comptable confirms it; its author gets 403", async () => {
    const c = await t.call("POST", "/api/Fournisseur", "user", fournisseurValide());
    expect(c.status, JSON.stringify(c.body)).toBe(201);
    expect(c.body).toMatchObject({
      raisonSociale: "Plomberie Martin SARL",
      ibanStatut: "a_verifier",
    });
    expect(c.body.decennale).toEqual(fournisseurValide().decennale);
    const id = c.body.id as number;

    const soi = await t.call("POST", `/api/Fournisseur/${id}/iban/confirmer`, "user");
    expect(soi.status).toBe(403);
    const ok = await t.call("POST", `/api/Fournisseur/${id}/iban/confirmer`, "comptable", {
      iban: "FR1420041010050500013M02606",
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body).toMatchObject({ statut: "verifie", auteur: "user@agence.test" });
    expect((await t.call("GET", `/api/Fournisseur/${id}`)).body.ibanStatut).toBe("verifie");

    // A changed IBAN waits again; the history keeps both, newest first.
    const put = await t.call("PUT", `/api/Fournisseur/${id}`, "admin", {
      iban: "DE89370400440532013000",
      bic: "COBADEFFXXX",
    });
    expect(put.body.ibanStatut).toBe("a_verifier");
    const { body } = await t.call("GET", `/api/Fournisseur/${id}/ibans`);
    expect(body.data.map((l: { statut: string }) => l.statut)).toEqual(["a_verifier", "remplace"]);
    // The change's author (the admin) may not confirm it; the comptable may, once.
    const auteur = await t.call("POST", `/api/Fournisseur/${id}/iban/confirmer`, "admin");
    expect(auteur.status).toBe(403);
    expect(auteur.body.error.message).toBe(
      "Vous avez saisi cet IBAN : il doit être confirmé par un autre administrateur ou comptable.",
    );
    expect(
      (await t.call("POST", `/api/Fournisseur/${id}/iban/confirmer`, "comptable")).status,
    ).toBe(200);
    const encore = await t.call("POST", `/api/Fournisseur/${id}/iban/confirmer`, "comptable");
    expect(encore.status).toBe(409);
    expect(encore.body.error.message).toBe(
      "Aucun IBAN n'est en attente de vérification pour ce fournisseur.",
    );
  });

  it("is archived, not deleted, once a work order names it", async () => {
    const f = await t.call(
      "POST",
      "/api/Fournisseur",
      "admin",
      fournisseurValide({ siret: null, raisonSociale: "Serrures Dupont" }),
    );
    const a = await insertAppartement(t);
    const o = await t.call("POST", "/api/interventions", "user", {
      AppartementId: a.id,
      FournisseurId: f.body.id,
      metier: "serrurerie",
      objet: "Serrure bloquée",
    });
    expect(o.status, JSON.stringify(o.body)).toBe(201);
    const del = await t.call("DELETE", `/api/Fournisseur/${f.body.id}`, "admin");
    expect(del.status).toBe(409);
    expect(del.body.error.message).toBe("Ce fournisseur a des interventions : archivez-le.");
    const arch = await t.call("POST", `/api/Fournisseur/${f.body.id}/archiver`, "admin");
    expect(arch.status).toBe(200);
    const liste = await t.call("GET", "/api/Fournisseur");
    expect(liste.body.data.map((r: { id: number }) => r.id)).not.toContain(f.body.id);
    // An archived supplier takes no new order.
    const refus = await t.call("POST", "/api/interventions", "user", {
      AppartementId: a.id,
      FournisseurId: f.body.id,
      metier: "serrurerie",
      objet: "Autre serrure",
    });
    expect(expectFieldError(refus, "FournisseurId")).toBe(
      "Ce fournisseur est introuvable ou archivé.",
    );
  });

  it("puts the décennale's end in the agency's calendar", async () => {
    const f = await t.call(
      "POST",
      "/api/Fournisseur",
      "admin",
      fournisseurValide({ siret: null, raisonSociale: "Toits du Rhône" }),
    );
    const r = await t.call("GET", "/api/echeances?type=fournisseur_decennale");
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.data).toContainEqual(
      expect.objectContaining({
        type: "fournisseur_decennale",
        FournisseurId: f.body.id,
        date: "2026-12-31",
        niveau: "bientot",
        libelle:
          "Fin de l'assurance décennale de Toits du Rhône : demander la nouvelle attestation",
      }),
    );
  });
});
