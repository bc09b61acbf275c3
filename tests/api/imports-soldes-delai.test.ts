import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { Dossier } from "../../worker/db/schema";
import {
  MSG_SOLDES_DEJA_CONTESTES,
  MSG_SOLDES_PAS_EN_DELAI,
} from "../../worker/domain/imports/delai-soldes";
import {
  MSG_PAS_PROPRIETAIRE_DE_LA_REPRISE,
  MSG_SOLDES_AUTRE_CONFIRMATEUR,
} from "../../worker/services/imports/delai-soldes";
import { runScheduled } from "../../worker/jobs/scheduled";
import { signToken } from "../../worker/auth/token";
import { JWT_SECRET, makeTestApp, type TestApp } from "../support/test-app";
import { PORTEFEUILLE, classeur, envoyer, json } from "../support/imports";
import { appelEspace, ouvrirEspace } from "../support/espace";

// Issue 74, item 7 (ADR 132): a one-admin agency can confirm its opening balances. The dry run says nobody else can
// confirm them; in the delay mode each owner is told its balance, and 72 hours later without an objection the
// balances count: the payout pays them. An owner's objection stops the delay.

type Rec = { import: { id: number; soldes: string | null } };
const AVEC_SOLDES = {
  ...PORTEFEUILLE,
  Soldes: [
    ["Reference", "Type", "Montant"],
    ["P1", "proprietaire", "2 000,00"],
    ["B1", "depot", "800"],
  ],
};

async function agenceUnAdmin() {
  const t = await makeTestApp({ otherRoles: false, confirme: true, now: "2026-11-28T10:00:00Z" });
  const fichier = await classeur("p.xlsx", AVEC_SOLDES);
  const essai = await json<{ avertissements: string[]; seulConfirmateur: boolean }>(
    await envoyer(t, [fichier], { essai: true, dateReprise: "01/11/2026" }),
    200,
  );
  const id = (await json<Rec>(await envoyer(t, [fichier], { dateReprise: "01/11/2026" }), 201))
    .import.id;
  // Money the agency collects after the import: B1's November term (called by the import) paid.
  const [b1] = await t.db.select().from(Dossier).where(eq(Dossier.reference, "B1"));
  const p = await t.call("POST", `/api/Dossier/${b1!.id}/paiements`, "admin", {
    montant: "850",
    date: "2026-11-20",
    mode: "Virement",
  });
  expect(p.status, JSON.stringify(p.body)).toBe(201);
  /** Days later: the clock, and the admin's token signed again (a token lives 12 hours). */
  async function avancer(iso: string) {
    t.setNow(iso);
    t.tokens.admin = await signToken(
      t.ids.admin,
      JWT_SECRET,
      false,
      new Date(iso),
      0,
      undefined,
      0,
      t.sids.admin,
    );
  }
  const preparer = () => t.call("POST", "/api/reversements", "admin", { date: "2026-12-05" });
  const sequestre = async () => (await t.call("GET", "/api/sequestre?au=2026-12-01", "admin")).body;
  return { t, id, essai, avancer, preparer, sequestre };
}

describe("a one-admin agency's balances in the delay mode", () => {
  let a: Awaited<ReturnType<typeof agenceUnAdmin>>;
  beforeAll(async () => {
    a = await agenceUnAdmin();
  });
  afterAll(() => a.t.close());

  it("the dry run says nobody else can confirm the balances, and offers the delay mode", () => {
    expect(a.essai.seulConfirmateur).toBe(true);
    expect(a.essai.avertissements.join("\n")).toContain(
      "Vous êtes le seul administrateur ou comptable de l'agence : personne d'autre ne peut confirmer ces soldes d'ouverture.",
    );
    expect(a.essai.avertissements.join("\n")).toContain("sans opposition sous 72 heures");
  });

  it("outside the delay mode the owners are not told (409), the balances wait", async () => {
    const r = await a.t.call("POST", `/api/Import/${a.id}/soldes/delai`);
    expect([r.status, r.body.error.message]).toEqual([409, MSG_SOLDES_PAS_EN_DELAI]);
    expect((await a.sequestre()).repriseAVerifier.proprietaires).toBe(2000);
  });

  it("each owner is told its balance once; 72 hours later the balances count and the payout pays them", async () => {
    const { t, id } = a;
    expect(
      (await t.call("PUT", "/api/agence", "admin", { verificationIban: "delai" })).status,
    ).toBe(200);
    t.sent.length = 0;
    expect((await t.call("POST", `/api/Import/${id}/ibans/delai`)).status).toBe(200);
    const r = await t.call("POST", `/api/Import/${id}/soldes/delai`);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body).toMatchObject({ prevenus: 1, nonPrevenus: [] });
    expect(r.body.import).toMatchObject({
      soldes: "a_verifier",
      soldesComptentApres: "2026-12-01T10:00:00.000Z",
    });
    const mail = t.sent.find((m) => m.subject === "Votre solde repris par votre agence");
    expect(mail?.to).toBe("paul@exemple.fr");
    // French amounts carry narrow no-break spaces.
    expect(mail?.text.replace(/[\u202f\u00a0]/g, " ")).toContain(
      "Votre solde au 01/11/2026 y est de 2 000,00 € en votre faveur.",
    );
    expect(mail?.text).toContain(
      "Sans contestation de votre part sous 72 heures, il sera retenu à partir du 01/12/2026",
    );
    const encore = await t.call("POST", `/api/Import/${id}/soldes/delai`);
    expect([encore.status, encore.body.prevenus]).toEqual([200, 0]);
    expect(t.sent.filter((m) => m.subject === "Votre solde repris par votre agence")).toHaveLength(
      1,
    );

    await a.avancer("2026-12-01T09:59:00Z");
    expect((await a.sequestre()).repriseAVerifier.proprietaires).toBe(2000);
    expect((await a.preparer()).status).toBe(409);

    await a.avancer("2026-12-01T10:00:00Z");
    const s = await a.sequestre();
    expect(s.repriseAVerifier).toEqual({ proprietaires: 0, locataires: 0, depots: 0 });
    const paye = await a.preparer();
    expect(paye.status, JSON.stringify(paye.body)).toBe(201);
    // P1: its 2 000 € opening balance and 60 % of the 850 € collected; P2, without an IBAN, waits.
    expect(paye.body.reversement.total).toBe(2510);
    const lu = await t.call("GET", `/api/Import/${id}`);
    expect(lu.body.import).toMatchObject({ soldes: "confirme", soldesConfirmesPar: null });
    // The daily job writes what reads already show.
    await runScheduled(t.ports);
    const [row] = await t.db.all<{ soldes: string }>(
      sql`select "soldes" from "Import" where "id" = ${id}`,
    );
    expect(row?.soldes).toBe("confirme");
  });
});

describe("an owner's objection stops the delay", () => {
  let a: Awaited<ReturnType<typeof agenceUnAdmin>>;
  beforeAll(async () => {
    a = await agenceUnAdmin();
    await a.t.call("PUT", "/api/agence", "admin", { verificationIban: "delai" });
    await a.t.call("POST", `/api/Import/${a.id}/ibans/delai`);
    expect((await a.t.call("POST", `/api/Import/${a.id}/soldes/delai`)).status).toBe(200);
  });
  afterAll(() => a.t.close());

  it("staff record it for an owner of the import, with its reason; nobody else", async () => {
    const { t, id } = a;
    const sansMotif = await t.call("POST", `/api/Import/${id}/soldes/contester`, "admin", {
      ClientId: 1,
    });
    expect(sansMotif.status).toBe(400);
    expect(sansMotif.body.error.fields.motif).toBe("Le motif de la contestation est requis.");
    const [p2] = await t.db.all<{ id: number }>(
      sql`select "id" from "Client" where "reference" = 'P2'`,
    );
    const autre = await t.call("POST", `/api/Import/${id}/soldes/contester`, "admin", {
      ClientId: p2!.id,
      motif: "Pas de solde",
    });
    expect([autre.status, autre.body.error.fields.ClientId]).toEqual([
      400,
      MSG_PAS_PROPRIETAIRE_DE_LA_REPRISE,
    ]);
    const [p1] = await t.db.all<{ id: number }>(
      sql`select "id" from "Client" where "reference" = 'P1'`,
    );
    const r = await t.call("POST", `/api/Import/${id}/soldes/contester`, "admin", {
      ClientId: p1!.id,
      motif: "Mon solde était de 200 €, pas 2 000 €.",
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.import).toMatchObject({
      soldes: "a_verifier",
      soldesContestesPar: "Martin Paul (noté par admin@agence.test)",
      soldesContestesMotif: "Mon solde était de 200 €, pas 2 000 €.",
    });
    const deux = await t.call("POST", `/api/Import/${id}/soldes/contester`, "admin", {
      ClientId: p1!.id,
      motif: "Encore",
    });
    expect([deux.status, deux.body.error.message]).toEqual([409, MSG_SOLDES_DEJA_CONTESTES]);
  });

  it("72 hours later the contested balances still wait: the payout pays only what was collected", async () => {
    await a.avancer("2026-12-01T10:00:00Z");
    expect((await a.sequestre()).repriseAVerifier.proprietaires).toBe(2000);
    const paye = await a.preparer();
    expect(paye.status, JSON.stringify(paye.body)).toBe(201);
    expect(paye.body.reversement.total).toBe(510);
    const lu = await a.t.call("GET", `/api/Import/${a.id}`);
    expect(lu.body.import.soldes).toBe("a_verifier");
  });
});

describe("an agency with a second admin or comptable", () => {
  let t: TestApp;
  afterAll(() => t.close());
  it("is not offered the delay for balances: the second person confirms them", async () => {
    t = await makeTestApp({ confirme: true, now: "2026-11-28T10:00:00Z" });
    const fichier = await classeur("p.xlsx", AVEC_SOLDES);
    const essai = await json<{ seulConfirmateur: boolean; avertissements: string[] }>(
      await envoyer(t, [fichier], { essai: true, dateReprise: "01/11/2026" }),
      200,
    );
    expect(essai.seulConfirmateur).toBe(false);
    expect(essai.avertissements.join("\n")).not.toContain("seul administrateur");
    const id = (await json<Rec>(await envoyer(t, [fichier], { dateReprise: "01/11/2026" }), 201))
      .import.id;
    await t.call("PUT", "/api/agence", "admin", { verificationIban: "delai" });
    const r = await t.call("POST", `/api/Import/${id}/soldes/delai`);
    expect([r.status, r.body.error.message]).toEqual([409, MSG_SOLDES_AUTRE_CONFIRMATEUR]);
  });
});

describe("the owner's space", () => {
  let a: Awaited<ReturnType<typeof agenceUnAdmin>>;
  beforeAll(async () => {
    a = await agenceUnAdmin();
    await a.t.call("PUT", "/api/agence", "admin", { verificationIban: "delai" });
    expect((await a.t.call("POST", `/api/Import/${a.id}/soldes/delai`)).status).toBe(200);
  });
  afterAll(() => a.t.close());

  it("shows the opening balance and until when it can be contested; contesting there stops the delay", async () => {
    const { t, id } = a;
    const [p1] = await t.db.all<{ id: number }>(
      sql`select "id" from "Client" where "reference" = 'P1'`,
    );
    const { token } = await ouvrirEspace(t, { ClientId: p1!.id }, "paul@exemple.fr");
    const espace = await appelEspace(t, token, "GET", "/api/espace/proprietaire");
    expect(espace.status, JSON.stringify(espace.body)).toBe(200);
    expect(espace.body.soldesRepris).toEqual([
      {
        importId: id,
        dateReprise: "2026-11-01",
        montant: 2000,
        statut: "a_verifier",
        comptentApres: "2026-12-01T10:00:00.000Z",
        contestable: true,
        contesteAt: null,
      },
    ]);
    // Held apart until the delay is over: not promised for the next payout.
    expect(espace.body.compte.solde).toBe(2510);
    expect(espace.body.compte.disponible).toBe(510);
    const vide = await appelEspace(
      t,
      token,
      "POST",
      `/api/espace/proprietaire/soldesRepris/${id}/contester`,
      { motif: " " },
    );
    expect([vide.status, vide.body.error.fields.motif]).toEqual([
      400,
      "Le motif de la contestation est requis.",
    ]);
    const r = await appelEspace(
      t,
      token,
      "POST",
      `/api/espace/proprietaire/soldesRepris/${id}/contester`,
      { motif: "Je n'avais que 200 € chez l'ancienne agence." },
    );
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const apres = await appelEspace(t, token, "GET", "/api/espace/proprietaire");
    expect(apres.body.soldesRepris[0]).toMatchObject({ statut: "a_verifier", contestable: false });
    const lu = await t.call("GET", `/api/Import/${id}`);
    expect(lu.body.import.soldesContestesPar).toBe("Martin Paul (espace propriétaire)");
    await a.avancer("2026-12-02T10:00:00Z");
    expect((await a.sequestre()).repriseAVerifier.proprietaires).toBe(2000);
  });
});
