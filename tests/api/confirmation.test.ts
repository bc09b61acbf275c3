import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { makeTestApp, type TestApp } from "../support/test-app";
import { callWithToken, expectError, expectFieldError, login } from "../support/http";
import { insertClient, valid } from "../support/factories";
import { IBAN_PROPRIO, compteSequestre, proprietaire } from "../support/reversements";
import { ICS, MANDAT, creancier, dossierPreleve } from "../support/prelevements";
import { Session, User } from "../../worker/db/schema";

// Issue 59, item 2: validating a payout or direct-debit batch, downloading their SEPA file, changing the trust
// account, the ICS, an owner's or a debtor's IBAN, exporting the FEC or a backup: each is refused with 403
// `confirmation_requise` until the session confirms (POST /api/user/confirmer, password or second factor), then
// done; the confirmation holds five minutes, signing in does not count.

const MSG = "Confirmez votre identité pour continuer.";
type Res = { status: number; body: any };

/** A 403 confirmation_requise, in French. */
function refusee(r: Res) {
  expectError(r, 403);
  expect(r.body.error).toEqual({ code: "confirmation_requise", message: MSG });
}

const PASSWORDS = {
  admin: "admin-secret",
  user: "secret1",
  user_delete: "secret1",
  comptable: "secret1",
} as const;
const confirmer = (t: TestApp, role: keyof typeof PASSWORDS, body: unknown = undefined) =>
  t.call("POST", "/api/user/confirmer", role, body ?? { password: PASSWORDS[role] });

describe("the guarded actions: refused without a fresh confirmation, done with it", () => {
  let t: TestApp;
  beforeAll(async () => void (t = await makeTestApp()));
  afterAll(() => t.close());

  it("a payout batch: its validation and its SEPA file", async () => {
    expect((await compteSequestre(t)).status).toBe(200);
    const a = await proprietaire(t, 10000);
    const prepared = await t.call("POST", "/api/reversements", "user", { date: "2026-11-30" });
    expect(prepared.status).toBe(201);
    const id = prepared.body.reversement.id;
    expect(prepared.body.reversement.lignes).toMatchObject([{ ClientId: a, montant: 100 }]);

    refusee(await t.call("POST", `/api/Reversement/${id}/valider`, "comptable"));
    // Nothing done: the batch is still a draft, the owner's balance untouched.
    expect((await t.call("GET", `/api/Reversement/${id}`, "user")).body.statut).toBe("brouillon");
    refusee(await t.call("GET", `/api/Reversement/${id}/sepa`, "comptable"));

    expect((await confirmer(t, "comptable")).status).toBe(200);
    const v = await t.call("POST", `/api/Reversement/${id}/valider`, "comptable");
    expect(v.status, JSON.stringify(v.body)).toBe(200);
    expect(v.body.reversement.statut).toBe("valide");
    const sepa = await t.call("GET", `/api/Reversement/${id}/sepa`, "comptable");
    expect(sepa.status).toBe(200);
    expect(String(sepa.body)).toContain(IBAN_PROPRIO);
  });

  it("a direct-debit batch: the mandate's IBAN, the validation and the SEPA file", async () => {
    expect((await creancier(t)).status).toBe(200);
    const { d } = await dossierPreleve(t);
    // The debtor's IBAN, without a confirmation: refused, no mandate written.
    await t.setNow("2026-11-21T11:00:00Z");
    refusee(await t.call("POST", `/api/Dossier/${d}/mandatsSepa`, "user", MANDAT));
    expect((await t.call("GET", `/api/Dossier/${d}/mandatsSepa`, "user")).body.data).toHaveLength(
      1,
    );
    const lot = await t.call("POST", "/api/prelevements", "user", { dateEcheance: "2026-12-05" });
    expect(lot.status, JSON.stringify(lot.body)).toBe(201);
    const id = lot.body.prelevement.id;
    refusee(await t.call("POST", `/api/Prelevement/${id}/valider`, "comptable"));
    expect((await t.call("GET", `/api/Prelevement/${id}`, "user")).body.statut).toBe("brouillon");
    refusee(await t.call("GET", `/api/Prelevement/${id}/sepa`, "comptable"));

    expect((await confirmer(t, "comptable")).status).toBe(200);
    expect((await t.call("POST", `/api/Prelevement/${id}/valider`, "comptable")).status).toBe(200);
    const sepa = await t.call("GET", `/api/Prelevement/${id}/sepa`, "comptable");
    expect(sepa.status).toBe(200);
    expect(String(sepa.body)).toContain(ICS);
    // The mandate is any staff's: the user's own session confirms it.
    expect((await confirmer(t, "user")).status).toBe(200);
    expect((await t.call("POST", `/api/Dossier/${d}/mandatsSepa`, "user", MANDAT)).status).toBe(
      201,
    );
    t.setNow("2026-11-21T10:00:00Z");
  });

  it("the FEC and the backup", async () => {
    await t.confirm("admin");
    expect((await t.call("PUT", "/api/agence", "admin", { siren: "123 456 782" })).status).toBe(
      200,
    );
    await t.db.update(Session).set({ confirmeAt: null }).where(eq(Session.id, t.sids.admin));
    refusee(await t.call("GET", "/api/comptabilite/fec?exercice=2026", "admin"));
    refusee(await t.call("GET", "/api/sauvegarde", "admin"));
    expect((await confirmer(t, "admin")).status).toBe(200);
    expect((await t.call("GET", "/api/comptabilite/fec?exercice=2026", "admin")).status).toBe(200);
    const backup = await t.app.request("/api/sauvegarde", {
      headers: { Authorization: `Token ${t.tokens.admin}` },
    });
    expect(backup.status).toBe(200);
    expect(backup.headers.get("Content-Type")).toContain("zip");
  });

  it("the agency's trust account and ICS, only when they change", async () => {
    await t.db.update(Session).set({ confirmeAt: null }).where(eq(Session.id, t.sids.admin));
    const avant = (await t.call("GET", "/api/agence", "admin")).body;
    // Other fields, and the same IBAN, BIC and ICS sent again (the form sends them all): no confirmation.
    const autres = await t.call("PUT", "/api/agence", "admin", {
      nom: "Agence du Port",
      iban: avant.iban,
      bic: avant.bic,
      ics: avant.ics,
    });
    expect(autres.status, JSON.stringify(autres.body)).toBe(200);
    for (const change of [
      { iban: "FR7630004001230001234567843" },
      { bic: "BNPAFRPP" },
      { ics: "FR19ZZZ654321" },
      { iban: "" },
    ]) {
      refusee(await t.call("PUT", "/api/agence", "admin", change));
    }
    const apres = (await t.call("GET", "/api/agence", "admin")).body;
    expect([apres.iban, apres.bic, apres.ics, apres.nom]).toEqual([
      avant.iban,
      avant.bic,
      avant.ics,
      "Agence du Port",
    ]);
    expect((await confirmer(t, "admin")).status).toBe(200);
    const r = await t.call("PUT", "/api/agence", "admin", { iban: "FR7630004001230001234567843" });
    expect(r.status).toBe(200);
    expect(r.body.iban).toBe("FR7630004001230001234567843");
  });

  it("an owner's IBAN or BIC: set at creation, changed by an update", async () => {
    await t.db.update(Session).set({ confirmeAt: null }).where(eq(Session.id, t.sids.user));
    refusee(await t.call("POST", "/api/Client", "user", { ...valid.Client(), iban: IBAN_PROPRIO }));
    // Without an IBAN, or an invalid one (its 400 first): no confirmation asked.
    const sans = await t.call("POST", "/api/Client", "user", valid.Client());
    expect(sans.status).toBe(201);
    expectFieldError(
      await t.call("POST", "/api/Client", "user", { ...valid.Client(), iban: "FR00 1234" }),
      "iban",
    );
    refusee(await t.call("PUT", `/api/Client/${sans.body.id}`, "user", { iban: IBAN_PROPRIO }));
    refusee(await t.call("PUT", `/api/Client/${sans.body.id}`, "user", { bic: "AGRIFRPP" }));
    expect((await t.call("GET", `/api/Client/${sans.body.id}`, "user")).body.iban ?? null).toBe(
      null,
    );
    const c = await insertClient(t, { iban: IBAN_PROPRIO });
    // Other fields of an owner with an IBAN, the IBAN sent unchanged: no confirmation.
    const nom = await t.call("PUT", `/api/Client/${c.id}`, "user", {
      nom: "Martin",
      iban: c.iban,
    });
    expect(nom.status, JSON.stringify(nom.body)).toBe(200);
    refusee(await t.call("PUT", `/api/Client/${c.id}`, "user", { iban: null }));
    expect((await confirmer(t, "user")).status).toBe(200);
    const change = await t.call("PUT", `/api/Client/${c.id}`, "user", {
      iban: "FR7630004001230001234567843",
    });
    expect(change.status).toBe(200);
    expect(change.body.iban).toBe("FR7630004001230001234567843");
  });

  it("a role the route refuses is told so (403 forbidden), not asked to confirm", async () => {
    const r = await t.call("GET", "/api/sauvegarde", "user");
    expectError(r, 403);
    expect(r.body.error.code).toBe("forbidden");
  });
});

describe("the five minutes", () => {
  let t: TestApp;
  beforeAll(async () => void (t = await makeTestApp({ now: "2026-11-21T10:00:00.000Z" })));
  afterAll(() => t.close());
  const sauvegarde = () => t.call("GET", "/api/sauvegarde", "admin");

  it("holds at 4:59 and at 5:00, not at 5:01; a new confirmation opens five more", async () => {
    const ok = await confirmer(t, "admin");
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({
      message: "Identité confirmée.",
      confirmeAt: "2026-11-21T10:00:00.000Z",
      valableJusqua: "2026-11-21T10:05:00.000Z",
    });
    t.setNow("2026-11-21T10:04:59.000Z");
    expect((await sauvegarde()).status).toBe(200);
    t.setNow("2026-11-21T10:05:00.000Z");
    expect((await sauvegarde()).status).toBe(200);
    t.setNow("2026-11-21T10:05:01.000Z");
    refusee(await sauvegarde());
    expect((await confirmer(t, "admin")).status).toBe(200);
    t.setNow("2026-11-21T10:09:59.000Z");
    expect((await sauvegarde()).status).toBe(200);
    t.setNow("2026-11-21T10:10:02.000Z");
    refusee(await sauvegarde());
  });

  it("signing in does not count, and a confirmation is its session's only", async () => {
    t.setNow("2026-11-21T11:00:00.000Z");
    const fresh = (await login(t, "admin@agence.test", "admin-secret")).body.user.token;
    refusee(await callWithToken(t, fresh, "GET", "/api/sauvegarde"));
    expect((await confirmer(t, "admin")).status).toBe(200);
    expect((await sauvegarde()).status).toBe(200);
    refusee(await callWithToken(t, fresh, "GET", "/api/sauvegarde"));
    const c = await callWithToken(t, fresh, "POST", "/api/user/confirmer", {
      password: "admin-secret",
    });
    expect(c.status).toBe(200);
    expect((await callWithToken(t, fresh, "GET", "/api/sauvegarde")).status).toBe(200);
  });
});

describe("POST /api/user/confirmer", () => {
  let t: TestApp;
  beforeAll(async () => void (t = await makeTestApp()));
  afterAll(() => t.close());

  it("a wrong password is a 400 on its field, in French; nothing confirmed", async () => {
    const r = await confirmer(t, "user", { password: "pas-le-bon" });
    expect(expectFieldError(r, "password")).toBe("Mot de passe incorrect.");
    const [s] = await t.db.select().from(Session).where(eq(Session.id, t.sids.user));
    expect(s?.confirmeAt).toBeNull();
  });

  it("without a second factor, the password is needed (a code alone is a 400)", async () => {
    expect(expectFieldError(await confirmer(t, "user", {}), "password")).toBe(
      "Saisissez votre mot de passe.",
    );
    expect(expectFieldError(await confirmer(t, "user", { code: "123456" }), "password")).toBe(
      "Saisissez votre mot de passe.",
    );
  });

  it("with a second factor, the code is needed: a password is refused, a wrong code is a 400", async () => {
    await t.db.update(User).set({ totpActif: true }).where(eq(User.id, t.ids.user_delete));
    const mdp = await confirmer(t, "user_delete", { password: "secret1" });
    expect(expectFieldError(mdp, "code")).toBe(
      "Saisissez le code de votre application d'authentification.",
    );
    expect(mdp.body.error.fields.password).toBe(
      "Votre compte a un second facteur : confirmez avec son code, pas avec le mot de passe.",
    );
    expect(expectFieldError(await confirmer(t, "user_delete", { code: "000000" }), "code")).toBe(
      "Code incorrect.",
    );
    refusee(await t.call("POST", "/api/Dossier/1/mandatsSepa", "user_delete", MANDAT));
  });

  it("wrong passwords count in the login's delays for that account and address (429), and slow its login", async () => {
    const ip = { "x-test-ip": "198.51.100.7" };
    const essai = async (password: string) => {
      const res = await t.app.request("/api/user/confirmer", {
        method: "POST",
        headers: {
          Authorization: `Token ${t.tokens.admin}`,
          "Content-Type": "application/json",
          ...ip,
        },
        body: JSON.stringify({ password }),
      });
      return { status: res.status, body: (await res.json()) as any, headers: res.headers };
    };
    for (let i = 0; i < 5; i++) expect((await essai("mauvais")).status).toBe(400);
    const bloque = await essai("admin-secret");
    expectError(bloque, 429);
    expect(bloque.body.error.message).toMatch(/^Trop de tentatives de connexion/);
    expect(Number(bloque.headers.get("Retry-After"))).toBeGreaterThan(0);
    const loginBloque = await t.app.request("/api/user/login", {
      method: "POST",
      headers: { "Content-Type": "application/json", ...ip },
      body: JSON.stringify({
        credentials: { email: "admin@agence.test", password: "admin-secret" },
      }),
    });
    expect(loginBloque.status).toBe(429);
    // Another address is not slowed.
    expect((await confirmer(t, "admin")).status).toBe(200);
  });

  it("a token signed before sessions (no sid) must sign in again to confirm (401)", async () => {
    const { signToken } = await import("../../worker/auth/token");
    const ancien = await signToken(
      t.ids.user,
      "test-secret-qui-est-assez-long-pour-hs256",
      false,
      new Date("2026-11-21T10:00:00Z"),
    );
    expect((await callWithToken(t, ancien, "GET", "/api/user/me")).status).toBe(200);
    refusee(await callWithToken(t, ancien, "POST", "/api/Dossier/1/mandatsSepa", MANDAT));
    const r = await callWithToken(t, ancien, "POST", "/api/user/confirmer", {
      password: "secret1",
    });
    expectError(r, 401);
    expect(r.body.error.code).toBe("invalid_token");
  });
});
