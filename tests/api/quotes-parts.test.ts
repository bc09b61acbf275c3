import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeTestApp, type TestApp } from "../support/test-app";
import { expectError } from "../support/http";
import { create, insertAppartement, insertClient, valid } from "../support/factories";
import { seedDossier } from "../support/quitances";
import { autreAdmin } from "../support/second-admin";

// Issue 59, item 4: "quietest of all, a plain user adds an accomplice as co-owner and moves the shares to 100/0".
// A change of an apartment's owners or shares is held « à vérifier » like an IBAN: nothing moves until an admin or
// comptable other than its author confirms it; the rents keep being split by the shares in force until then.

let t: TestApp;
let second: Awaited<ReturnType<typeof autreAdmin>>;
beforeAll(async () => {
  t = await makeTestApp({ now: "2026-11-21T10:00:00.000Z", confirme: true });
  second = await autreAdmin(t);
});
afterAll(() => t.close());

const MSG_AUTEUR =
  "Vous avez proposé cette modification des quotes-parts : elle doit être confirmée par un autre administrateur ou comptable.";

const proprietaires = async (a: number) =>
  Object.fromEntries(
    (await t.call("GET", `/api/Appartement/${a}`, "user")).body.proprietaires.map((p: any) => [
      p.id,
      p.quotePart,
    ]),
  );
const quotesParts = async (a: number) =>
  (await t.call("GET", `/api/Appartement/${a}/quotesParts`, "user")).body;
const confirmer = (a: number, role: "admin" | "user" | "comptable" | "user_delete") =>
  t.call("POST", `/api/Appartement/${a}/quotesParts/confirmer`, role);

/** An apartment whose first owner (a new apartment: applied at once) is `x`, and a second client `y`. */
async function appartementAvecProprietaire() {
  const a = (await insertAppartement(t)).id as number;
  const x = (await insertClient(t, { nom: "Aubert", mailPerso: "aubert@exemple.test" })).id;
  const y = (await insertClient(t, { nom: "Complice" })).id;
  const premier = await t.call("PUT", `/api/Appartement/${a}/owner/add/${x}`, "user");
  expect(premier.status).toBe(200);
  expect(premier.body.attente).toBeUndefined();
  return { a, x: x as number, y: y as number };
}

describe("a change of an apartment's owners or shares", () => {
  it("shows equal shares of three owners as 33.33 / 33.33 / 33.34 %: they add up to 100, as the money they split", async () => {
    const { a, y } = await appartementAvecProprietaire();
    expect((await t.call("PUT", `/api/Appartement/${a}/owner/add/${y}`, "user")).status).toBe(202);
    expect((await second("POST", `/api/Appartement/${a}/quotesParts/confirmer`)).status).toBe(200);
    const z = (await insertClient(t, { nom: "Troisième" })).id;
    const r = await t.call("PUT", `/api/Appartement/${a}/owner/add/${z}`, "user");
    expect(r.status).toBe(202);
    expect(r.body.attente.parts.map((p: { part: number }) => p.part)).toEqual([
      33.33, 33.33, 33.34,
    ]);
  });

  it("holds a co-owner added by a plain user: 202, nothing changed, the waiting change shown with who and when", async () => {
    const { a, x, y } = await appartementAvecProprietaire();
    const r = await t.call("PUT", `/api/Appartement/${a}/owner/add/${y}`, "user");
    expect(r.status).toBe(202);
    expect(r.body.quotesPartsStatut).toBe("a_verifier");
    expect(r.body.attente).toMatchObject({
      auteur: "user@agence.test",
      createdAt: "2026-11-21T10:00:00.000Z",
      parts: [
        { ClientId: x, quotePart: null, part: 50 },
        { ClientId: y, nom: "Madame Élise Complice", quotePart: null, part: 50 },
      ],
    });
    expect(await proprietaires(a)).toEqual({ [x]: null });
    const lu = await quotesParts(a);
    expect(lu.parts).toEqual([
      { ClientId: x, nom: "Madame Élise Aubert", quotePart: null, part: 100 },
    ]);
    expect(lu.quotesPartsStatut).toBe("a_verifier");
    expect(lu.attente.auteur).toBe("user@agence.test");
    // The owner in force is told at once.
    const mail = t.sent.find((m) => m.to === "aubert@exemple.test");
    expect(mail?.subject).toBe("Les quotes-parts de votre bien ont été modifiées");

    // A plain user may not confirm (role), nor may its author; another admin does.
    expectError(await confirmer(a, "user"), 403);
    const confirme = await second("POST", `/api/Appartement/${a}/quotesParts/confirmer`);
    expect(confirme.status, JSON.stringify(confirme.body)).toBe(200);
    expect(confirme.body.quotesPartsStatut).toBe("en_vigueur");
    expect(confirme.body.attente).toBeNull();
    expect(await proprietaires(a)).toEqual({ [x]: null, [y]: null });
    const history = (await t.call("GET", `/api/Appartement/${a}`)).body.history;
    expect(history[0]).toMatchObject({
      etat: "Ajout du propriétaire Madame Élise Complice (confirmé par second@agence.test)",
      user: "user@agence.test",
    });
    expectError(await confirmer(a, "admin"), 409);
  });

  it("refuses its author's own confirmation (403, in French), lets a comptable confirm shares moved to 100/0", async () => {
    const { a, x, y } = await appartementAvecProprietaire();
    await t.call("PUT", `/api/Appartement/${a}/owner/add/${y}`, "user");
    await confirmerPar(a);
    const r = await t.call("PUT", `/api/Appartement/${a}/quotesParts`, "admin", {
      parts: [
        { ClientId: x, quotePart: 0 },
        { ClientId: y, quotePart: 100 },
      ],
    });
    expect(r.status).toBe(202);
    expect(r.body.parts).toEqual([
      { ClientId: x, quotePart: null },
      { ClientId: y, quotePart: null },
    ]);
    const soi = await confirmer(a, "admin");
    expectError(soi, 403);
    expect(soi.body.error.message).toBe(MSG_AUTEUR);
    expect(await proprietaires(a)).toEqual({ [x]: null, [y]: null });
    const ok = await confirmer(a, "comptable");
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(await proprietaires(a)).toEqual({ [x]: 0, [y]: 100 });
  });

  it("answers 409 in French to a second change while one waits, and lets its author cancel it", async () => {
    const { a, x, y } = await appartementAvecProprietaire();
    await t.call("PUT", `/api/Appartement/${a}/owner/add/${y}`, "user");
    const deuxieme = await t.call("DELETE", `/api/Appartement/${a}/owner/remove/${x}`, "admin");
    expectError(deuxieme, 409);
    expect(deuxieme.body.error.message).toBe(
      "Une modification des quotes-parts de cet appartement, proposée par user@agence.test le 21/11/2026, attend déjà sa vérification : confirmez-la ou annulez-la d'abord.",
    );
    // Another plain user may not cancel it; its author may.
    expectError(
      await t.call("DELETE", `/api/Appartement/${a}/quotesParts/attente`, "user_delete"),
      403,
    );
    const annule = await t.call("DELETE", `/api/Appartement/${a}/quotesParts/attente`, "user");
    expect(annule.status).toBe(200);
    expect(annule.body.attente).toBeNull();
    expect(await proprietaires(a)).toEqual({ [x]: null });
    expectError(await confirmer(a, "admin"), 409);
    // Nothing waits any more: a new change may be proposed.
    expect((await t.call("PUT", `/api/Appartement/${a}/owner/add/${y}`, "user")).status).toBe(202);
  });

  it("holds the removal of the last owner too (else the accomplice would then be a « first » owner)", async () => {
    const { a, x } = await appartementAvecProprietaire();
    const r = await t.call("DELETE", `/api/Appartement/${a}/owner/remove/${x}`, "admin");
    expect(r.status).toBe(202);
    expect(r.body.attente.parts).toEqual([]);
    expect(await proprietaires(a)).toEqual({ [x]: null });
    await confirmerPar(a);
    expect(await proprietaires(a)).toEqual({});
  });

  it("applies parallel confirmations once: one 200, the others 409, one history line", async () => {
    const { a, y } = await appartementAvecProprietaire();
    await t.call("PUT", `/api/Appartement/${a}/owner/add/${y}`, "user");
    const reponses = await Promise.all([
      confirmer(a, "admin"),
      confirmer(a, "comptable"),
      second("POST", `/api/Appartement/${a}/quotesParts/confirmer`),
    ]);
    expect(reponses.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    const history = (await t.call("GET", `/api/Appartement/${a}`)).body.history;
    expect(
      history.filter((h: any) => h.etat.startsWith("Ajout du propriétaire Madame Élise Complice")),
    ).toHaveLength(1);
  });

  it("keeps a same list as it is (200, nothing held) and journals every step of a held change", async () => {
    const { a, x } = await appartementAvecProprietaire();
    const meme = await t.call("PUT", `/api/Appartement/${a}/quotesParts`, "user", {
      parts: [{ ClientId: x, quotePart: 100 }],
    });
    expect(meme.status).toBe(202);
    await confirmerPar(a);
    const encore = await t.call("PUT", `/api/Appartement/${a}/quotesParts`, "user", {
      parts: [{ ClientId: x, quotePart: 100 }],
    });
    expect(encore.status).toBe(200);
    expect(encore.body.quotesPartsStatut).toBe("en_vigueur");
    expect((await t.call("PUT", `/api/Appartement/${a}/owner/add/${x}`, "user")).status).toBe(200);
    const journal = await t.call(
      "GET",
      "/api/journal?resource=QuotesPartsEnAttente&limit=50",
      "admin",
    );
    expect(journal.status).toBe(200);
    const actions = journal.body.data.map((j: any) => `${j.action} ${j.user}`);
    expect(actions).toContain("create user@agence.test");
    expect(actions).toContain("update second@agence.test");
  });

  it("answers 404 for an unknown apartment", async () => {
    expectError(await t.call("GET", "/api/Appartement/999999/quotesParts", "user"), 404);
    expectError(await confirmer(999999, "admin"), 404);
  });
});

/** The waiting change of `a` confirmed by the second admin. */
async function confirmerPar(a: number) {
  const r = await second("POST", `/api/Appartement/${a}/quotesParts/confirmer`);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body;
}

describe("the money while a change waits", () => {
  it("credits the owners by the shares in force, then by the confirmed ones", async () => {
    const s = await seedDossier(t);
    const x = s.client.id as number;
    const y = (await insertClient(t, { nom: "Complice" })).id as number;
    const mission = await create(t, "Mission", { ...valid.Mission(), honorairesGestion: 0 });
    await t.call("PUT", `/api/Mission/${mission.id}/appartement/add/${s.appartement.id}`, "user");
    await t.call("PUT", `/api/Appartement/${s.appartement.id}/owner/add/${y}`, "user");
    const loyer = async (date: string, paye: string) => {
      const q = await t.call("POST", `/api/Quitance/generate/${s.dossier.id}`, "user", { date });
      expect(q.status, JSON.stringify(q.body)).toBe(201);
      const total = q.body.prixHC + q.body.charge;
      const p = await t.call("POST", `/api/Dossier/${s.dossier.id}/paiements`, "user", {
        montant: total,
        date: paye,
        mode: "Virement",
        QuitanceId: q.body.id,
      });
      expect(p.status, JSON.stringify(p.body)).toBe(201);
      return total as number;
    };
    const credits = async (c: number) =>
      (await t.call("GET", `/api/Client/${c}/compte`, "user")).body.ecritures
        .filter((e: any) => e.type === "loyer")
        .map((e: any) => e.credit);

    const novembre = await loyer("2026-10-01", "2026-11-20");
    expect(await credits(x)).toEqual([novembre]);
    expect(await credits(y)).toEqual([]);

    await confirmerPar(s.appartement.id);
    const decembre = await loyer("2026-11-01", "2026-11-21");
    expect(await credits(y)).toContain(decembre / 2);
    expect(await credits(x)).toContain(decembre / 2);
  });
});
