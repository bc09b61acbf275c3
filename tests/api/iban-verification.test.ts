import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Outbox } from "../../worker/db/schema";
import { eq } from "drizzle-orm";
import { JWT_SECRET, makeTestApp, ROLES, type TestApp } from "../support/test-app";
import { signToken } from "../../worker/auth/token";
import { valid } from "../support/factories";
import { crediter, IBAN_AGENCE, BIC_AGENCE } from "../support/reversements";
import { autreAdmin } from "../support/second-admin";
import { ICS } from "../support/prelevements";

// Issue 59, item 3: no IBAN changed behind anyone's back. An owner's new or changed IBAN is « à vérifier », left out
// of every payout batch until an admin other than its author confirms it (or, in the "delai" mode, 72 hours after an
// e-mail to the owner at the address known before the change); every IBAN is kept with who set it and when; the
// agency's trust account, once changed, blocks every SEPA file until someone else confirms it.

const IBAN_1 = "FR7630006000011234567890189";
const IBAN_2 = "DE89370400440532013000";
const IBAN_3 = "FR1420041010050500013M02606";
const T0 = "2026-11-21T10:00:00.000Z";
const heures = (h: number) => new Date(Date.parse(T0) + h * 3600_000).toISOString();

/** The clock at `iso`, with the sessions signed in then (a token lasts 12 hours). */
async function avancer(iso: string) {
  t.setNow(iso);
  for (const role of ROLES)
    t.tokens[role] = await signToken(
      t.ids[role],
      JWT_SECRET,
      false,
      new Date(iso),
      0,
      undefined,
      0,
      t.sids[role],
    );
}

let t: TestApp;
let second: Awaited<ReturnType<typeof autreAdmin>>;
beforeAll(async () => {
  t = await makeTestApp({ now: T0, confirme: true });
  second = await autreAdmin(t);
});
afterAll(() => t.close());

/** An owner created by `role` with `o` (an IBAN...) and 500 € on their account. */
async function proprietaire(o: Record<string, unknown>, role: "user" | "admin" = "user") {
  const r = await t.call("POST", "/api/Client", role, { ...valid.Client(), ...o });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  await crediter(t, r.body.id, 50000);
  return r.body.id as number;
}

let jour = 0;
/** A draft payout batch on a date of its own: its lines' owners and those left out, by owner. */
async function lot() {
  jour++;
  const r = await t.call("POST", "/api/reversements", "admin", {
    date: `2026-12-${String(jour).padStart(2, "0")}`,
  });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  const rev = r.body.reversement;
  // Each test's batch is thrown away: the owners' money stays available for the next one.
  const drop = () => t.call("DELETE", `/api/Reversement/${rev.id}`, "admin");
  return {
    rev,
    paye: (id: number) => rev.lignes.some((l: any) => l.ClientId === id),
    motif: (id: number) => rev.ecartes.find((e: any) => e.ClientId === id)?.motif as string,
    drop,
  };
}

const client = async (id: number) => (await t.call("GET", `/api/Client/${id}`, "user")).body;
const ibans = async (id: number) =>
  (await t.call("GET", `/api/Client/${id}/ibans`, "user")).body.data;

describe("an owner's new or changed IBAN", () => {
  it("is held « à vérifier », out of the payout batch, until another admin confirms it", async () => {
    const id = await proprietaire({ nom: "Aubert", iban: IBAN_1 });
    expect((await client(id)).ibanStatut).toBe("a_verifier");
    const b = await lot();
    expect(b.paye(id)).toBe(false);
    expect(b.motif(id)).toBe("IBAN modifié le 21/11/2026, en attente de vérification");
    await b.drop();

    // A plain user may not confirm; the admin (not the author, user@) may.
    expect((await t.call("POST", `/api/Client/${id}/iban/confirmer`, "user")).status).toBe(403);
    expect((await t.call("POST", `/api/Client/${id}/iban/confirmer`, "user_delete")).status).toBe(
      403,
    );
    const ok = await t.call("POST", `/api/Client/${id}/iban/confirmer`, "admin", { iban: IBAN_1 });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body).toMatchObject({
      statut: "verifie",
      confirmePar: "admin@agence.test",
      confirmeAt: T0,
      auteur: "user@agence.test",
      iban: "FR76 3000 6000 0112 3456 7890 189",
    });
    expect((await client(id)).ibanStatut).toBe("verifie");
    const apres = await lot();
    expect(apres.paye(id)).toBe(true);
    await apres.drop();
    // Nothing pending any more: 409.
    const encore = await t.call("POST", `/api/Client/${id}/iban/confirmer`, "admin");
    expect(encore.status).toBe(409);
    expect(encore.body.error.message).toBe(
      "Aucun IBAN n'est en attente de vérification pour ce propriétaire.",
    );
  });

  it("is never confirmed by its own author (403 in French), and a changed IBAN replaces the old one", async () => {
    const id = await proprietaire({ nom: "Bernard", iban: IBAN_1 });
    await second("POST", `/api/Client/${id}/iban/confirmer`);
    await avancer(heures(1));
    const put = await t.call("PUT", `/api/Client/${id}`, "admin", { iban: IBAN_2 });
    expect(put.status).toBe(200);
    expect(put.body.ibanStatut).toBe("a_verifier");
    const soi = await t.call("POST", `/api/Client/${id}/iban/confirmer`, "admin");
    expect(soi.status).toBe(403);
    expect(soi.body.error.message).toBe(
      "Vous avez saisi cet IBAN : il doit être confirmé par un autre administrateur ou comptable.",
    );
    const b = await lot();
    expect(b.motif(id)).toBe("IBAN modifié le 21/11/2026, en attente de vérification");
    await b.drop();

    const ok = await second("POST", `/api/Client/${id}/iban/confirmer`, { iban: IBAN_2 });
    expect(ok.status).toBe(200);
    expect(ok.body.confirmePar).toBe("second@agence.test");
    const paye = await lot();
    expect(paye.rev.lignes.find((l: any) => l.ClientId === id)?.iban).toBe(IBAN_2);
    await paye.drop();

    // The history, newest first: who set each IBAN and when, who confirmed it.
    expect(await ibans(id)).toEqual([
      expect.objectContaining({
        iban: "DE89 3704 0044 0532 0130 00",
        statut: "verifie",
        auteur: "admin@agence.test",
        createdAt: heures(1),
        confirmePar: "second@agence.test",
      }),
      expect.objectContaining({
        iban: "FR76 3000 6000 0112 3456 7890 189",
        statut: "remplace",
        auteur: "user@agence.test",
        createdAt: T0,
        confirmePar: "second@agence.test",
      }),
    ]);
    await avancer(T0);
  });

  it("keeps the same IBAN typed again as it was, and ignores an ibanStatut sent by the client", async () => {
    const id = await proprietaire({ nom: "Carpentier", iban: IBAN_1 });
    await second("POST", `/api/Client/${id}/iban/confirmer`);
    const meme = await t.call("PUT", `/api/Client/${id}`, "user", {
      iban: "fr76 3000 6000 0112 3456 7890 189",
      ville: "Lyon",
    });
    expect(meme.body.ibanStatut).toBe("verifie");
    expect(await ibans(id)).toHaveLength(1);
    const triche = await t.call("PUT", `/api/Client/${id}`, "user", {
      iban: IBAN_2,
      ibanStatut: "verifie",
    });
    expect(triche.body.ibanStatut).toBe("a_verifier");
    const cree = await t.call("POST", "/api/Client", "user", {
      ...valid.Client(),
      iban: IBAN_3,
      ibanStatut: "verifie",
    });
    expect(cree.body.ibanStatut).toBe("a_verifier");
  });

  it("refuses to confirm an IBAN changed meanwhile: the one read on the screen is no longer the owner's", async () => {
    const id = await proprietaire({ nom: "Dumas", iban: IBAN_1 });
    // A second change comes in while the confirmer reads the first one.
    await t.call("PUT", `/api/Client/${id}`, "user_delete", { iban: IBAN_2 });
    const r = await second("POST", `/api/Client/${id}/iban/confirmer`, { iban: IBAN_1 });
    expect(r.status).toBe(409);
    expect(r.body.error.message).toBe(
      "L'IBAN de ce propriétaire a changé entre-temps : relisez la fiche avant de le confirmer.",
    );
    expect((await client(id)).ibanStatut).toBe("a_verifier");
    expect((await ibans(id)).map((l: any) => l.statut)).toEqual(["a_verifier", "remplace"]);
  });

  it("never leaves a parallel change verified: whoever comes second, the owner's current IBAN waits", async () => {
    for (let i = 0; i < 5; i++) {
      const id = await proprietaire({ nom: `Parallele-${i}`, iban: IBAN_1 });
      const [change, confirme] = await Promise.all([
        t.call("PUT", `/api/Client/${id}`, "user_delete", { iban: IBAN_2 }),
        second("POST", `/api/Client/${id}/iban/confirmer`, { iban: IBAN_1 }),
      ]);
      expect(change.status).toBe(200);
      expect([200, 409]).toContain(confirme.status);
      const lu = await client(id);
      expect(lu.iban).toBe(IBAN_2);
      expect(lu.ibanStatut).toBe("a_verifier");
      const [courant] = await ibans(id);
      expect(courant).toMatchObject({ statut: "a_verifier", auteur: "user_delete@agence.test" });
    }
  });

  it("leaves a removed IBAN in the history, with nothing to verify", async () => {
    const id = await proprietaire({ nom: "Evrard", iban: IBAN_1 });
    const r = await t.call("PUT", `/api/Client/${id}`, "user", { iban: null });
    expect(r.body.ibanStatut).toBe("verifie");
    expect((await ibans(id)).map((l: any) => l.statut)).toEqual(["remplace"]);
    expect((await t.call("POST", `/api/Client/${id}/iban/confirmer`, "admin")).status).toBe(409);
    const b = await lot();
    expect(b.motif(id)).toBe("Pas d'IBAN sur la fiche du propriétaire.");
    await b.drop();
  });

  it("answers 404 for an unknown owner", async () => {
    expect((await t.call("GET", "/api/Client/999999/ibans", "user")).status).toBe(404);
    expect((await t.call("POST", "/api/Client/999999/iban/confirmer", "admin")).status).toBe(404);
  });

  it("leaves out at validation an owner whose IBAN changed after the preparation, and pays the others", async () => {
    const id = await proprietaire({ nom: "Fabre", iban: IBAN_1 });
    await second("POST", `/api/Client/${id}/iban/confirmer`);
    const autre = await proprietaire({ nom: "Gaillard", iban: IBAN_3 });
    await second("POST", `/api/Client/${autre}/iban/confirmer`);
    const b = await lot();
    expect(b.paye(id)).toBe(true);
    expect(b.paye(autre)).toBe(true);
    await t.call("PUT", `/api/Client/${id}`, "user", { iban: IBAN_2 });
    // Even once the new IBAN is confirmed, the draft still pays the old one: its line leaves the batch.
    await second("POST", `/api/Client/${id}/iban/confirmer`);
    const v = await t.call("POST", `/api/Reversement/${b.rev.id}/valider`, "admin");
    expect(v.status, JSON.stringify(v.body)).toBe(200);
    expect(v.body.ecartes.find((e: any) => e.ClientId === id)?.motif).toBe(
      "L'IBAN de ce propriétaire a été modifié depuis la préparation du lot : il sera payé au prochain lot, une fois son nouvel IBAN vérifié.",
    );
    expect(v.body.reversement.lignes.some((l: any) => l.ClientId === id)).toBe(false);
    expect(v.body.reversement.lignes.some((l: any) => l.ClientId === autre)).toBe(true);
  });
});

describe("the 'delai' mode", () => {
  beforeAll(async () => {
    const r = await t.call("PUT", "/api/agence", "admin", { verificationIban: "delai" });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.verificationIban).toBe("delai");
  });
  afterAll(async () => {
    await avancer(T0);
    await t.call("PUT", "/api/agence", "admin", { verificationIban: "deuxieme_personne" });
  });

  it("e-mails the owner at the address known before the change; 71 h later still out, 73 h later paid", async () => {
    expect((await t.call("GET", "/api/agence", "admin")).body.verificationIban).toBe("delai");
    const id = await proprietaire({
      nom: "Girard",
      iban: IBAN_1,
      mailPerso: "ancien@proprio.test",
      mailDefaut: "mailPerso",
    });
    await second("POST", `/api/Client/${id}/iban/confirmer`);
    t.sent.length = 0;
    // The fraud: the address and the IBAN changed in one go.
    const put = await t.call("PUT", `/api/Client/${id}`, "user", {
      iban: IBAN_2,
      mailPerso: "escroc@pirate.test",
    });
    expect(put.body.ibanStatut).toBe("a_verifier");
    const mail = t.sent.find((m) => m.subject === "Votre IBAN a été modifié");
    expect(mail?.to).toBe("ancien@proprio.test");
    expect(mail?.text).toContain("se termine par 3000");
    expect(mail?.text).toContain("le 21/11/2026 à 11 h 00");
    expect(mail?.text).toContain("à partir du 24/11/2026 à 11 h 00");
    expect(mail?.text).toContain("Si vous ne l'avez pas demandé, contactez-nous sans attendre");
    expect(t.sent.some((m) => m.to === "escroc@pirate.test")).toBe(false);
    const [pending] = await ibans(id);
    expect(pending).toMatchObject({
      statut: "a_verifier",
      informeA: "ancien@proprio.test",
      verifieApres: heures(72),
    });
    const [row] = await t.db.select().from(Outbox).where(eq(Outbox.to, "ancien@proprio.test"));
    expect(row?.status).toBe("sent");

    await avancer(heures(71));
    const avant = await lot();
    expect(avant.motif(id)).toBe("IBAN modifié le 21/11/2026, en attente de vérification");
    await avant.drop();
    expect((await client(id)).ibanStatut).toBe("a_verifier");

    await avancer(heures(73));
    const apres = await lot();
    expect(apres.rev.lignes.find((l: any) => l.ClientId === id)?.iban).toBe(IBAN_2);
    await apres.drop();
    expect((await client(id)).ibanStatut).toBe("verifie");
    expect((await ibans(id))[0].statut).toBe("verifie");
  });

  it("without an address known before, only a second person confirms it", async () => {
    await avancer(T0);
    const id = await proprietaire({ nom: "Hamon", iban: IBAN_1 });
    const [pending] = await ibans(id);
    expect(pending).toMatchObject({ statut: "a_verifier", informeA: null, verifieApres: null });
    await avancer(heures(100));
    const b = await lot();
    expect(b.paye(id)).toBe(false);
    await b.drop();
    expect((await t.call("POST", `/api/Client/${id}/iban/confirmer`, "admin")).status).toBe(200);
  });

  it("lets a second person confirm before the delay", async () => {
    await avancer(T0);
    const id = await proprietaire({
      nom: "Imbert",
      iban: IBAN_1,
      mailPro: "pro@proprio.test",
      mailDefaut: "mailPro",
    });
    await second("POST", `/api/Client/${id}/iban/confirmer`);
    await t.call("PUT", `/api/Client/${id}`, "user", { iban: IBAN_3 });
    expect((await t.call("POST", `/api/Client/${id}/iban/confirmer`, "admin")).status).toBe(200);
    const b = await lot();
    expect(b.paye(id)).toBe(true);
    await b.drop();
  });

  it("refuses an unknown mode (400)", async () => {
    const r = await t.call("PUT", "/api/agence", "admin", { verificationIban: "jamais" });
    expect(r.status).toBe(400);
    expect(r.body.error.fields.verificationIban).toBe("Valeur non autorisée.");
  });
});

describe("the agency's trust account", () => {
  it("blocks every SEPA file once changed, until another admin confirms it", async () => {
    await avancer(T0);
    const put = await t.call("PUT", "/api/agence", "admin", {
      iban: IBAN_AGENCE,
      bic: BIC_AGENCE,
      ics: ICS,
    });
    expect(put.body).toMatchObject({
      ibanStatut: "a_verifier",
      ibanModifiePar: "admin@agence.test",
      ibanModifieAt: T0,
    });
    expect((await t.call("GET", "/api/agence", "admin")).body.ibanStatut).toBe("a_verifier");
    const id = await proprietaire({ nom: "Jacob", iban: IBAN_1 });
    await second("POST", `/api/Client/${id}/iban/confirmer`);
    const b = await lot();
    // A validated batch's file (issue 59, "money leaves once"): none while the trust account waits.
    expect((await t.call("POST", `/api/Reversement/${b.rev.id}/valider`, "admin")).status).toBe(
      200,
    );
    const bloque =
      "Le compte séquestre de l'agence a été modifié par admin@agence.test le 21/11/2026 : il doit être confirmé par un autre administrateur avant tout fichier SEPA.";
    const sepa = await t.call("GET", `/api/Reversement/${b.rev.id}/sepa`, "admin");
    expect(sepa.status).toBe(409);
    expect(sepa.body.error.message).toBe(bloque);

    // The author may not confirm it, nor a plain user.
    const soi = await t.call("POST", "/api/agence/iban/confirmer", "admin");
    expect(soi.status).toBe(403);
    expect(soi.body.error.message).toBe(
      "Vous avez modifié le compte séquestre : il doit être confirmé par un autre administrateur ou comptable.",
    );
    expect((await t.call("POST", "/api/agence/iban/confirmer", "user")).status).toBe(403);
    // The one read on the screen must be the one stored.
    expect((await second("POST", "/api/agence/iban/confirmer", { iban: IBAN_2 })).status).toBe(409);
    const ok = await second("POST", "/api/agence/iban/confirmer", { iban: IBAN_AGENCE });
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({
      ibanStatut: "verifie",
      ibanModifiePar: "admin@agence.test",
      ibanModifieAt: T0,
    });
    const emis = await t.call("GET", `/api/Reversement/${b.rev.id}/sepa`, "admin");
    expect(emis.status).toBe(200);
    expect((await second("POST", "/api/agence/iban/confirmer")).status).toBe(409);

    // Other settings leave it verified; the same IBAN typed again too.
    const autre = await t.call("PUT", "/api/agence", "admin", {
      cciDelivrance: "Lyon",
      iban: "fr76 3000 6000 0112 3456 7890 189",
    });
    expect(autre.body.ibanStatut).toBe("verifie");
    // A changed BIC holds it again.
    expect((await t.call("PUT", "/api/agence", "admin", { bic: "BNPAFRPP" })).body.ibanStatut).toBe(
      "a_verifier",
    );
    // The file issued stays the one issued, byte for byte, with the account verified then.
    const encore = await t.call("GET", `/api/Reversement/${b.rev.id}/sepa`, "admin");
    expect(encore.status).toBe(200);
    expect(encore.body).toBe(emis.body);
    await second("POST", "/api/agence/iban/confirmer");
  });

  it("blocks the direct debits' file too", async () => {
    const { dossierPreleve } = await import("../support/prelevements");
    await dossierPreleve(t);
    const p = await t.call("POST", "/api/prelevements", "admin", { dateEcheance: "2026-12-10" });
    expect(p.status, JSON.stringify(p.body)).toBe(201);
    await second("PUT", "/api/agence", { iban: IBAN_3 });
    const v = await t.call("POST", `/api/Prelevement/${p.body.prelevement.id}/valider`, "admin");
    expect(v.status, JSON.stringify(v.body)).toBe(200);
    const r = await t.call("GET", `/api/Prelevement/${p.body.prelevement.id}/sepa`, "admin");
    expect(r.status).toBe(409);
    expect(r.body.error.message).toMatch(
      /^Le compte séquestre de l'agence a été modifié par second@agence\.test le 21\/11\/2026/,
    );
    expect((await t.call("POST", "/api/agence/iban/confirmer", "admin")).status).toBe(200);
    expect(
      (await t.call("GET", `/api/Prelevement/${p.body.prelevement.id}/sepa`, "admin")).status,
    ).toBe(200);
  });
});
