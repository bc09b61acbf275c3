import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { makeTestApp, type TestApp } from "../../support/test-app";
import { expectFieldError } from "../../support/http";
import { appelEspace } from "../../support/espace";
import { locataireAvecBail } from "../../support/demandes";
import { fournisseurValide } from "../../support/travaux";
import { alerteDecennale } from "../../../worker/domain/travaux/decennale";
import type { Decennale, Metier } from "../../../worker/domain/travaux/types";
import { decennaleEnRegleSql } from "../../../worker/services/travaux/sql";

// Issue 76, item 2: a work order from a tenant's request in one click (once), its states in order, each journaled
// with who moved it; the supplier's décennale checked against the order's day and trade, a warning on the order and
// no payment until an admin lifts it.

let t: TestApp;
let lea: Awaited<ReturnType<typeof locataireAvecBail>>;
let plombier: number;
beforeAll(async () => {
  t = await makeTestApp({ now: "2026-11-21T10:00:00.000Z", confirme: true });
  lea = await locataireAvecBail(t, "lea@example.fr");
  plombier = (await t.call("POST", "/api/Fournisseur", "admin", fournisseurValide())).body.id;
});
afterAll(() => t.close());

/** The tenant's request « Fuite sous l'évier », as her space sends it. */
async function demandeDeLea(objet = "Fuite sous l'évier") {
  const f = new FormData();
  f.append("objet", objet);
  f.append("texte", "L'eau coule depuis ce matin.");
  const r = await appelEspace(t, lea.token, "POST", "/api/espace/locataire/demandes", f);
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body.id as number;
}

const etat = (id: number, body: Record<string, unknown>, role: "user" | "admin" = "user") =>
  t.call("POST", `/api/Intervention/${id}/etat`, role, body);

describe("work orders", () => {
  it("orders a repair from a tenant's request once, the request then « en cours »", async () => {
    const DemandeId = await demandeDeLea();
    const body = {
      AppartementId: lea.dossier.AppartementId,
      DemandeId,
      FournisseurId: plombier,
      metier: "plomberie",
      objet: "Fuite sous l'évier",
      urgence: true,
    };
    const r = await t.call("POST", "/api/interventions", "user", body);
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(r.body).toMatchObject({
      etat: "ouverte",
      urgence: true,
      date: "2026-11-21",
      fournisseur: "Plomberie Martin SARL",
      alerteDecennale: null,
      paiementBloque: false,
      historique: [{ de: null, etat: "ouverte", par: "user@agence.test" }],
    });
    expect(r.body).not.toHaveProperty("iban");
    const demandes = await t.call("GET", "/api/demandes");
    expect(demandes.body.data.find((d: { id: number }) => d.id === DemandeId)?.statut).toBe(
      "en_cours",
    );
    // The same click again: the one order, named.
    const encore = await t.call("POST", "/api/interventions", "user", body);
    expect(encore.status).toBe(409);
    expect(encore.body.error.message).toBe(
      `Cette demande a déjà son intervention (n° ${r.body.id}).`,
    );
    // Another lot's request is refused on its field.
    const autre = await t.call("POST", "/api/interventions", "user", {
      ...body,
      AppartementId: (
        await t.call("POST", "/api/Appartement", "admin", {
          adresse: "1 rue Autre",
          codePostal: "69001",
          ville: "Lyon",
        })
      ).body.id,
      DemandeId: await demandeDeLea("Volet cassé"),
    });
    expect(expectFieldError(autre, "DemandeId")).toBe(
      "Cette demande est introuvable ou ne concerne pas ce lot.",
    );
  });

  it("orders with the issue's body, no trade typed: the supplier's first works trade, its décennale checked", async () => {
    const lot = lea.dossier.AppartementId;
    // The fields only: AppartementId, objet, description, urgence, FournisseurId.
    const r = await t.call("POST", "/api/interventions", "user", {
      AppartementId: lot,
      objet: "Radiateur froid",
      description: "Le radiateur du salon ne chauffe plus.",
      urgence: false,
      FournisseurId: plombier,
    });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(r.body).toMatchObject({ metier: "plomberie", alerteDecennale: null });
    // A handyman whose décennale covers electricity alone: the order's trade is his first, « Multi-services »
    // (typed as the issue writes it), and the warning names it.
    const homme = await t.call(
      "POST",
      "/api/Fournisseur",
      "admin",
      fournisseurValide({
        siret: null,
        raisonSociale: "Dépannages Rapides",
        metiers: ["multi-services", "Électricité"],
        decennale: { ...fournisseurValide().decennale, activites: ["électricité"] },
      }),
    );
    expect(homme.status, JSON.stringify(homme.body)).toBe(201);
    expect(homme.body.metiers).toEqual(["multi_services", "electricite"]);
    const o = await t.call("POST", "/api/interventions", "user", {
      AppartementId: lot,
      objet: "Petites réparations",
      urgence: false,
      FournisseurId: homme.body.id,
    });
    expect(o.body).toMatchObject({
      metier: "multi_services",
      alerteDecennale:
        "L'assurance décennale du fournisseur ne couvre pas l'activité « Multi-services ».",
      paiementBloque: true,
    });
    // No supplier yet: « Multi-services » until one is chosen.
    const sans = await t.call("POST", "/api/interventions", "user", {
      AppartementId: lot,
      objet: "Volet",
    });
    expect(sans.body).toMatchObject({ metier: "multi_services", FournisseurId: null });
    expect(
      expectFieldError(
        await t.call("POST", "/api/interventions", "user", {
          AppartementId: lot,
          objet: "x",
          metier: "jardinage",
        }),
        "metier",
      ),
    ).toBe("Valeur non autorisée.");
  });

  it("moves through its states in order, each change kept with who made it", async () => {
    const DemandeId = await demandeDeLea("Chasse d'eau qui fuit");
    const o = await t.call("POST", "/api/interventions", "user", {
      AppartementId: lea.dossier.AppartementId,
      DemandeId,
      metier: "plomberie",
      objet: "Chasse d'eau",
    });
    const id = o.body.id as number;
    /** What the tenant reads on her request in her space. */
    const suivi = async () => {
      const r = await appelEspace(t, lea.token, "GET", "/api/espace/locataire/demandes");
      return r.body.data.find((d: { id: number }) => d.id === DemandeId)?.suivi;
    };
    expect(await suivi()).toBe("Votre demande est prise en charge : une intervention est ouverte.");
    // No supplier yet: not ordered.
    const sans = await etat(id, { etat: "commandee" });
    expect(sans.status).toBe(409);
    expect(sans.body.error.message).toBe(
      "Choisissez le fournisseur avant de commander l'intervention.",
    );
    // A jump over the states is refused in French.
    const saut = await etat(id, { etat: "facturee" });
    expect(saut.body.error.message).toBe(
      "Une intervention « Ouverte » ne peut pas passer à « Facturée ».",
    );
    expect(expectFieldError(await etat(id, { etat: "finie" }), "etat")).toBe(
      "Valeur non autorisée.",
    );
    await t.client.execute({
      sql: `update "Intervention" set "FournisseurId" = ? where "id" = ?`,
      args: [plombier, id],
    });
    for (const e of ["devis_demande", "devis_recu", "commandee"]) {
      const r = await etat(id, {
        etat: e,
        ...(e === "commandee" ? { datePassage: "2026-11-24" } : {}),
      });
      expect(r.status, `${e}: ${JSON.stringify(r.body)}`).toBe(200);
    }
    expect(await suivi()).toBe("Un plombier intervient le 24/11/2026.");
    for (const e of ["realisee", "facturee"])
      expect((await etat(id, { etat: e })).status).toBe(200);
    // Paid is never set by hand: only a validated supplier batch writes it (ADR 128).
    expect(expectFieldError(await etat(id, { etat: "payee" }), "etat")).toBe(
      "Une intervention passe « Payée » seulement quand le paiement de sa facture part dans un lot de paiement des fournisseurs validé.",
    );
    expect(await suivi()).toBe("L'intervention a été réalisée (passage du 24/11/2026).");
    const lu = await t.call("GET", `/api/Intervention/${id}`);
    expect(lu.body).toMatchObject({ etat: "facturee", datePassage: "2026-11-24" });
    expect(
      lu.body.historique.map((h: { de: string; etat: string }) => `${h.de}>${h.etat}`),
    ).toEqual([
      "null>ouverte",
      "ouverte>devis_demande",
      "devis_demande>devis_recu",
      "devis_recu>commandee",
      "commandee>realisee",
      "realisee>facturee",
    ]);
    // Invoiced: it waits for its payment, no cancellation.
    expect((await etat(id, { etat: "annulee" })).status).toBe(409);
    // The journal has each change of the order's row.
    const journal = await t.client.execute({
      sql: `select count(*) n from "Journal" where "resource" = 'Intervention' and "resourceId" = ?`,
      args: [String(id)],
    });
    expect(Number(journal.rows[0]?.n)).toBeGreaterThanOrEqual(6);
  });

  it("warns when the décennale does not cover the trade, until an admin lifts it (the batch then pays it)", async () => {
    const o = await t.call("POST", "/api/interventions", "user", {
      AppartementId: lea.dossier.AppartementId,
      FournisseurId: plombier,
      metier: "electricite",
      objet: "Prise arrachée",
    });
    expect(o.body.alerteDecennale).toBe(
      "L'assurance décennale du fournisseur ne couvre pas l'activité « Électricité ».",
    );
    expect(o.body.paiementBloque).toBe(true);
    const id = o.body.id as number;
    for (const e of ["commandee", "realisee", "facturee"])
      expect((await etat(id, { etat: e })).status).toBe(200);
    expect((await etat(id, { etat: "payee" })).status).toBe(400);
    const motif = { motif: "Attestation reçue" };
    expect(
      (await t.call("POST", `/api/Intervention/${id}/decennale/lever`, "user", motif)).status,
    ).toBe(403);
    expect(
      (await t.call("POST", `/api/Intervention/${id}/decennale/lever`, "comptable", motif)).status,
    ).toBe(403);
    // The reason is required (ADR 135), in French on its field; nothing lifted without it.
    const sansMotif = await t.call("POST", `/api/Intervention/${id}/decennale/lever`, "admin", {});
    expect(sansMotif.status).toBe(400);
    expect(sansMotif.body.error.fields.motif).toBeTypeOf("string");
    expect((await t.call("GET", `/api/Intervention/${id}`)).body.paiementBloque).toBe(true);
    const leve = await t.call("POST", `/api/Intervention/${id}/decennale/lever`, "admin", {
      motif: "Attestation d'extension d'activité reçue",
    });
    expect(leve.status, JSON.stringify(leve.body)).toBe(200);
    // The reason is in the order's history, once.
    expect(
      leve.body.historique.filter((h: { commentaire: string | null }) =>
        h.commentaire?.startsWith("Alerte décennale levée"),
      ),
    ).toEqual([
      expect.objectContaining({
        par: "admin@agence.test",
        commentaire: "Alerte décennale levée : Attestation d'extension d'activité reçue",
      }),
    ]);
    expect(leve.body).toMatchObject({
      decennaleForceePar: "admin@agence.test",
      paiementBloque: false,
      alerteDecennale:
        "L'assurance décennale du fournisseur ne couvre pas l'activité « Électricité ».",
    });
    // Lifted once: a second time has nothing to lift.
    const encore = await t.call("POST", `/api/Intervention/${id}/decennale/lever`, "admin", {
      motif: "Encore",
    });
    expect(encore.status).toBe(409);
    expect(encore.body.historique).toBeUndefined();
  });

  it("checks the décennale in SQL exactly as the rule the order shows", async () => {
    const decennale: Decennale = {
      assureur: "A",
      police: "P",
      du: "2026-01-01",
      au: "2026-12-31",
      activites: ["plomberie"],
    };
    const cas: [string, Metier, Decennale | null][] = [
      ["2026-06-01", "plomberie", decennale],
      ["2026-01-01", "plomberie", decennale],
      ["2026-12-31", "plomberie", decennale],
      ["2025-12-31", "plomberie", decennale],
      ["2027-01-01", "plomberie", decennale],
      ["2026-06-01", "toiture", decennale],
      ["2026-06-01", "plomberie", null],
    ];
    for (const [jour, metier, d] of cas) {
      const [f] = await t.db.all<{ id: number }>(
        sql`insert into "Fournisseur" ("raisonSociale", "metiers", "decennale", "createdAt", "updatedAt")
          values ('Cas', '[]', ${d ? JSON.stringify(d) : null}, '', '') returning "id"`,
      );
      const [i] = await t.db.all<{ ok: number }>(
        sql`select ${decennaleEnRegleSql("i")} as ok from (select ${f!.id} as "FournisseurId", ${jour} as "date",
          ${metier} as "metier", null as "decennaleForceeAt") i`,
      );
      expect(Boolean(i?.ok), `${jour} ${metier}`).toBe(alerteDecennale(d, metier, jour) === null);
    }
  });
});
