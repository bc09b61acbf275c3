import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { makeTestApp, type TestApp } from "../../support/test-app";
import { appelEspace, ouvrirEspace } from "../../support/espace";
import { insertAppartement, insertClient, valid } from "../../support/factories";
import { fournisseurValide } from "../../support/travaux";
import { formDevis } from "../../support/devis";

// Issue 76, item 3: quotes on a work order; within the mandate's ceiling (or urgent) staff's choice orders it;
// above it the lot's owners decide in their space, the order going on when owners holding more than half of the
// shares accept; a refusal goes back to staff with its reason; a decision twice is the first one; the owner never
// sees another owner's order nor the supplier's IBAN.

let t: TestApp;
let plombier: number;
beforeAll(async () => {
  t = await makeTestApp({ now: "2026-11-21T10:00:00.000Z", confirme: true });
  plombier = (await t.call("POST", "/api/Fournisseur", "admin", fournisseurValide())).body.id;
});
afterAll(() => t.close());

/** A lot of owners with these shares (percent, null: equal), under a mandate whose ceiling is `plafond` euros. */
async function lotDe(parts: (number | null)[], plafond: number | null = 500) {
  const lot = (await insertAppartement(t, { periodeConstruction: "1971-1990" })).id as number;
  const m = await t.call("POST", "/api/Mission", "admin", {
    ...valid.Mission(),
    plafondTravauxTTC: plafond,
  });
  expect(m.status, JSON.stringify(m.body)).toBe(201);
  await t.db.run(
    sql`insert into "MissionAppartement" ("MissionId", "AppartementId") values (${m.body.id}, ${lot})`,
  );
  const owners = [];
  for (const [i, p] of parts.entries()) {
    const c = await insertClient(t, {
      nom: `Indivisaire${i}`,
      mailPerso: `p${i}.${lot}@example.fr`,
    });
    await t.db.run(sql`insert into "AppartementProprietaire" ("AppartementId", "ClientId", "quotePart")
      values (${lot}, ${c.id}, ${p})`);
    const { token } = await ouvrirEspace(t, { ClientId: c.id }, `p${i}.${lot}@example.fr`);
    owners.push({ id: c.id as number, token });
  }
  return { lot, owners };
}

/** An order on the lot with one quote of `ht` euros HT at 20 %, chosen: the answer of the choice. */
async function devisChoisi(lot: number, ht: string, urgence = false) {
  const i = await t.call("POST", "/api/interventions", "user", {
    AppartementId: lot,
    metier: "plomberie",
    objet: "Remplacement du chauffe-eau",
    urgence,
  });
  expect(i.status, JSON.stringify(i.body)).toBe(201);
  const d = await t.call(
    "POST",
    `/api/Intervention/${i.body.id}/devis`,
    "user",
    formDevis(plombier, { montantHT: ht }),
  );
  expect(d.status, JSON.stringify(d.body)).toBe(201);
  const choix = await t.call(
    "POST",
    `/api/Intervention/${i.body.id}/devis/${d.body.data[0].id}/choisir`,
    "user",
  );
  expect(choix.status, JSON.stringify(choix.body)).toBe(200);
  return { id: i.body.id as number, choix: choix.body };
}

const decider = (token: string, id: number, decision: string, commentaire?: string) =>
  appelEspace(t, token, "POST", `/api/espace/proprietaire/interventions/${id}/decision`, {
    decision,
    commentaire,
  });

const etatDe = async (id: number) =>
  (await t.call("GET", `/api/Intervention/${id}`, "user")).body.etat;

describe("quotes and the owners' approval", () => {
  it("computes the TTC, takes several quotes, refuses a bad field in French", async () => {
    const { lot } = await lotDe([null]);
    const i = await t.call("POST", "/api/interventions", "user", {
      AppartementId: lot,
      metier: "plomberie",
      objet: "Fuite",
    });
    const un = await t.call(
      "POST",
      `/api/Intervention/${i.body.id}/devis`,
      "user",
      formDevis(plombier, { montantHT: "1 234,56", tauxTVA: "10" }),
    );
    expect(un.status, JSON.stringify(un.body)).toBe(201);
    expect(un.body.etat).toBe("devis_recu");
    expect(un.body.data[0]).toMatchObject({ montantHT: 123456, tauxTVA: 10, montantTTC: 135802 });
    expect(un.body.data[0].mentionTVA).toContain("achevés depuis plus de deux ans");
    const deux = await t.call(
      "POST",
      `/api/Intervention/${i.body.id}/devis`,
      "user",
      formDevis(plombier),
    );
    expect(deux.body.data).toHaveLength(2);
    expect(deux.body.data[1].mentionTVA).toBeNull();
    const mauvais = await t.call(
      "POST",
      `/api/Intervention/${i.body.id}/devis`,
      "user",
      formDevis(plombier, { tauxTVA: "7", montantHT: "abc" }),
    );
    expect(mauvais.status).toBe(400);
    expect(mauvais.body.error.fields).toMatchObject({
      tauxTVA: "Le taux de TVA est 20, 10 ou 5,5 %.",
      montantHT: expect.stringContaining("montant hors taxes"),
    });
    const recent = (await insertAppartement(t, { periodeConstruction: "après 1990" })).id;
    const j = await t.call("POST", "/api/interventions", "user", {
      AppartementId: recent,
      metier: "plomberie",
      objet: "Fuite",
    });
    const reduit = await t.call(
      "POST",
      `/api/Intervention/${j.body.id}/devis`,
      "user",
      formDevis(plombier, { tauxTVA: "5,5" }),
    );
    expect(reduit.status).toBe(400);
    expect(reduit.body.error.fields.tauxTVA).toContain("achevé depuis plus de deux ans");
  });

  it("orders a quote at or under the ceiling, and an urgent one above it, without asking the owners", async () => {
    const { lot, owners } = await lotDe([null]);
    const sous = await devisChoisi(lot, "400"); // 480 € TTC, ceiling 500 €
    expect(await etatDe(sous.id)).toBe("commandee");
    const urgent = await devisChoisi(lot, "4000", true);
    expect(await etatDe(urgent.id)).toBe("commandee");
    const vus = await appelEspace(
      t,
      owners[0]!.token,
      "GET",
      "/api/espace/proprietaire/interventions",
    );
    expect(vus.body.data.every((x: { aDecider: boolean }) => !x.aDecider)).toBe(true);
  });

  it("asks the owners above the ceiling by e-mail and in their space, without the IBAN; 60 % accepting suffices", async () => {
    const { lot, owners } = await lotDe([60, 40]);
    const { id } = await devisChoisi(lot, "1000");
    expect(await etatDe(id)).toBe("attente_proprietaire");
    const mails = await t.db.all<{ to: string; body: string }>(
      sql`select "to", "body" from "Outbox" where "dedupeKey" like ${`devis-accord:%`} and "to" like ${`%.${lot}@example.fr`}`,
    );
    expect(mails.map((m) => m.to).sort()).toEqual([`p0.${lot}@example.fr`, `p1.${lot}@example.fr`]);
    // The amount as the agency writes it (walk 94: it read « 1200.00 € TTC »).
    expect(mails[0]!.body).toContain("de votre mandat : 1\u00a0200,00\u00a0€ TTC.");
    const vus = await appelEspace(
      t,
      owners[0]!.token,
      "GET",
      "/api/espace/proprietaire/interventions",
    );
    expect(vus.body.data).toEqual([
      expect.objectContaining({
        id,
        aDecider: true,
        montantTTC: 120000,
        fournisseur: "Plomberie Martin SARL",
      }),
    ]);
    expect(JSON.stringify(vus.body)).not.toContain("FR1420041010050500013M02606");
    const ok = await decider(owners[0]!.token, id, "accepte");
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body).toMatchObject({ maDecision: "accepte", etat: "commandee", partsAcceptees: 60 });
    // The order's history reads the majority as a person writes it, not as a float (« 50.0 »).
    const apres = await t.call("GET", `/api/Intervention/${id}`, "user");
    expect(apres.body.historique.at(-1).commentaire).toBe(
      "Accepté par les propriétaires (plus de 50 % des parts)",
    );
    const staff = await t.call("GET", `/api/Intervention/${id}/devis`, "user");
    expect(staff.body.data[0].decisions).toEqual([
      expect.objectContaining({
        ClientId: owners[0]!.id,
        decision: "accepte",
        quotePart: 60,
        at: "2026-11-21T10:00:00.000Z",
      }),
    ]);
  });

  it("at 50/50 one acceptance is not enough, both are; a decision twice is the first one", async () => {
    const { lot, owners } = await lotDe([50, 50]);
    const { id } = await devisChoisi(lot, "1000");
    await decider(owners[0]!.token, id, "accepte");
    expect(await etatDe(id)).toBe("attente_proprietaire");
    const encore = await decider(owners[0]!.token, id, "refuse", "Finalement non");
    expect(encore.status).toBe(200);
    expect(encore.body.maDecision).toBe("accepte");
    const [{ n }] = (await t.db.all<{ n: number }>(
      sql`select count(*) as n from "DecisionDevis" where "ClientId" = ${owners[0]!.id}`,
    )) as [{ n: number }];
    expect(n).toBe(1);
    await decider(owners[1]!.token, id, "accepte");
    expect(await etatDe(id)).toBe("commandee");
  });

  it("a refusal that leaves no majority goes back to staff with its reason; another quote may then be chosen", async () => {
    const { lot, owners } = await lotDe([50, 50]);
    const { id } = await devisChoisi(lot, "1000");
    const non = await decider(owners[1]!.token, id, "refuse", "Trop cher, demandez un autre devis");
    expect(non.status).toBe(200);
    const inter = await t.call("GET", `/api/Intervention/${id}`, "user");
    expect(inter.body.etat).toBe("devis_recu");
    expect(inter.body.historique.at(-1).commentaire).toContain(
      "Trop cher, demandez un autre devis",
    );
    const autre = await t.call(
      "POST",
      `/api/Intervention/${id}/devis`,
      "user",
      formDevis(plombier, { montantHT: "300" }),
    );
    const choix = await t.call(
      "POST",
      `/api/Intervention/${id}/devis/${autre.body.data[1].id}/choisir`,
      "user",
    );
    expect(choix.status, JSON.stringify(choix.body)).toBe(200);
    expect(await etatDe(id)).toBe("commandee");
  });

  it("another owner's order is 404 in the space; a staff session is refused there", async () => {
    const a = await lotDe([null]);
    const b = await lotDe([null]);
    const { id } = await devisChoisi(a.lot, "1000");
    const r = await decider(b.owners[0]!.token, id, "accepte");
    expect(r.status).toBe(404);
    const vus = await appelEspace(
      t,
      b.owners[0]!.token,
      "GET",
      "/api/espace/proprietaire/interventions",
    );
    expect(vus.body.data.find((x: { id: number }) => x.id === id)).toBeUndefined();
    expect((await t.call("GET", "/api/espace/proprietaire/interventions", "user")).status).toBe(
      403,
    );
    expect((await decider(a.owners[0]!.token, id, "peut-être")).status).toBe(400);
  });
});
