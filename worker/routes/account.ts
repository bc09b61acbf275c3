import { deconnecterAutres, messageAutres } from "../services/sessions/autres";
import type { Context, Hono } from "hono";
import { DUMMY_HASH, verifyPassword } from "../auth/password";
import { signChallenge, type VerifiedChallenge, verifyChallenge } from "../auth/challenge";
import { connexionCodeSchema } from "../domain/deux-facteurs/schemas";
import { connexionCleSchema } from "../domain/cles-acces/schemas";
import { MSG_CLE_REFUSEE } from "../domain/cles-acces/messages";
import { relyingPartyOf } from "../domain/cles-acces/relying-party";
import { optionsAssertion } from "../services/cles-acces/assertion";
import { connexionParCle } from "../services/cles-acces/preuves";
import {
  MSG_CHALLENGE_EXPIRE,
  MSG_CODE_CONNEXION_INVALIDE,
} from "../domain/deux-facteurs/messages";
import { codeAttempt } from "../services/deux-facteurs/connexion";
import { agenceIdOf } from "../ports";
import {
  confirmerSchema,
  loginSchema,
  setPasswordSchema,
  userSchema,
} from "../domain/schemas/reference";
import { ApiError, RateLimited } from "../lib/errors";
import { parseWith, readJson } from "../lib/validate";
import { operation } from "./operation";
import { backoffWait, windowLeft } from "../services/rate-limit";
import {
  createUser,
  loginAttempt,
  loginFailed,
  loginKeys,
  publicUser,
  resetPassword,
  setOwnPassword,
  unlockLogins,
} from "../services/accounts";
import type { AppEnv } from "../lib/env";
import { appareilDe } from "../domain/sessions/appareil";
import { CONFIRMATION_MS } from "../domain/sessions/confirmation";
import {
  deconnecterPartout,
  deconnecterSession,
  terminerSession,
  jetonDeSession,
  marquerConfirmation,
  mesSessions,
  ouvrirSession,
} from "../services/sessions/sessions";
import { verifierCodeDe } from "../services/deux-facteurs/verifier";
import { preuveFausse, preuveJuste, sorteDePreuve } from "../services/sessions/preuve";
import { optionsConfirmation } from "../services/cles-acces/preuves";

const LOGIN_FAILED = "Impossible de vous connecter. Vérifiez vos identifiants";
const challengeExpired = () => new ApiError(401, "challenge_invalide", MSG_CHALLENGE_EXPIRE);
const TOO_MANY = "Trop de tentatives de connexion";

// Login limits (docs/topics/security-and-sessions.md). One account from one address: 5 tries at once, then
// exponential delays (services/rate-limit.ts, BACKOFF), lifted by a success or by an admin; nobody at another
// address is slowed, so no third party can lock an account out. One address on every account (spraying): 100
// failures per 15 minutes.
const WINDOW = 15 * 60;
const MAX_ADDRESS_FAILURES = 100;

type SecondStepUser = NonNullable<Awaited<ReturnType<typeof codeAttempt>>["user"]>;
type SecondStepKey = Awaited<ReturnType<typeof codeAttempt>>["cle"];

/**
 * The login's second step, whatever the proof (a code, a passkey): the password step's challenge, the same limits
 * as the password (a try on the pair, a failure counted on the address), the account as it was at the password
 * step, then the session. `refusal` checks the proof and answers the error of a wrong one (null: right).
 */
async function secondeEtape(
  c: Context<AppEnv>,
  challenge: string,
  credentialId: string,
  refusal: (
    user: SecondStepUser,
    cle: SecondStepKey,
    subject: VerifiedChallenge,
  ) => Promise<ApiError | null>,
) {
  const { ports, ip } = c.var;
  const subject = await verifyChallenge(
    challenge,
    ports.config.jwtSecret,
    ports.clock.now(),
    agenceIdOf(ports.config),
  );
  if (!subject) throw challengeExpired();
  const keys = loginKeys(ip, subject.email);
  const { addressFailures, pairTaken, pairState, user, cle } = await codeAttempt(
    ports,
    keys,
    WINDOW,
    subject.id,
    credentialId,
  );
  if (addressFailures >= MAX_ADDRESS_FAILURES)
    throw new RateLimited(windowLeft(ports, WINDOW), TOO_MANY);
  if (!pairTaken) throw new RateLimited(backoffWait(ports, pairState), TOO_MANY);
  // A password changed or reset, a restore, a factor reset since the password step: that challenge is over.
  const current =
    user &&
    user.email === subject.email &&
    user.tokenVersion === subject.version &&
    Number(user.epoch) === subject.epoch;
  if (!current) throw challengeExpired();
  const refused = await refusal(user, cle, subject);
  if (refused) {
    await loginFailed(ports, keys, WINDOW);
    throw refused;
  }
  // The session's row, the pair's delays cleared and the new-device e-mail, as for a password alone.
  const token = await ouvrirSession(ports, user, {
    remember: subject.remember,
    appareil: appareilDe(c.req.header("User-Agent")),
    adresse: ip,
    cleAEffacer: keys.pair,
  });
  return c.json({ user: { ...publicUser(user), token } });
}

/** The session's routes (spec 7 "Authentification"): login is public (here), the others need a session (below). */
export function accountRoutes(api: Hono<AppEnv>) {
  operation(api, "POST /user/login", async (c) => {
    const { ports, ip } = c.var;
    const { credentials, remember } = parseWith(loginSchema, await readJson(c.req));
    const email = credentials.email.toLowerCase();
    const keys = loginKeys(ip, email);
    // Two round trips at most: the counts, the pair's try and the user in one, then the outcome's counter or reset.
    // A known and an unknown e-mail go the same way (same counters, a hash of the same cost, same answer).
    const { addressFailures, pairTaken, pairState, user, cles } = await loginAttempt(
      ports,
      keys,
      WINDOW,
      email,
    );
    if (addressFailures >= MAX_ADDRESS_FAILURES)
      throw new RateLimited(windowLeft(ports, WINDOW), TOO_MANY);
    if (!pairTaken) throw new RateLimited(backoffWait(ports, pairState), TOO_MANY);
    const ok = await verifyPassword(credentials.password, user?.passwordHash ?? DUMMY_HASH);
    if (!user || !ok) {
      await loginFailed(ports, keys, WINDOW);
      throw new ApiError(401, "login_failed", LOGIN_FAILED);
    }
    if (user.deuxFacteurs) {
      // The password alone opens nothing: no token, and the pair's tries are not cleared (the code's tries go on
      // counting on them), so a known password gives no fresh run of tries at the code.
      const challenge = await signChallenge(
        {
          id: user.id,
          email: user.email,
          version: user.tokenVersion,
          epoch: Number(user.epoch),
          remember,
        },
        ports.config.jwtSecret,
        ports.clock.now(),
        agenceIdOf(ports.config),
      );
      if (!cles.length) return c.json({ secondFacteur: true as const, challenge });
      // With a passkey: what navigator.credentials.get() needs (its challenge is this one), and whether a code works too.
      const rp = relyingPartyOf(c.req.url, ports.config.publicUrl);
      return c.json({
        secondFacteur: true as const,
        challenge,
        totp: user.totpActif,
        passkey: await optionsAssertion(rp, challenge, cles),
      });
    }
    // The session's row, the pair's delays cleared and the new-device e-mail: one round trip (services/sessions).
    const token = await ouvrirSession(ports, user, {
      remember,
      appareil: appareilDe(c.req.header("User-Agent")),
      adresse: ip,
      cleAEffacer: keys.pair,
    });
    return c.json({ user: { ...publicUser(user), token } });
  });
  // The second step (issue 59): the password's challenge and a TOTP or recovery code, under the same limits.
  operation(api, "POST /user/login/code", async (c) => {
    const { challenge, code } = parseWith(connexionCodeSchema, await readJson(c.req));
    return secondeEtape(c, challenge, "", async (user) => {
      if (!user.totpActif) throw challengeExpired();
      if (await verifierCodeDe(c.var.ports, user, code)) return null;
      return new ApiError(401, "code_invalide", MSG_CODE_CONNEXION_INVALIDE);
    });
  });
  // Or a passkey's assertion of that same challenge (ADR 072).
  operation(api, "POST /user/login/passkey", async (c) => {
    const { challenge, response } = parseWith(connexionCleSchema, await readJson(c.req));
    return secondeEtape(c, challenge, response.id, async (user, cle, subject) => {
      if (!user.clesAcces) throw challengeExpired();
      const rp = relyingPartyOf(c.req.url, c.var.ports.config.publicUrl);
      const bonne =
        cle &&
        (await connexionParCle(c.var.ports, cle, rp, response, {
          jeton: challenge,
          emisA: subject.emisA,
        }));
      return bonne ? null : new ApiError(401, "cle_refusee", MSG_CLE_REFUSEE);
    });
  });
}

/** The session's routes behind the login (app.ts), first of staff's. */
export function accountSecuredRoutes(secured: Hono<AppEnv>) {
  operation(secured, "GET /user/me", (c) => c.json(publicUser(c.var.user)));
  operation(secured, "POST /user/setPassword", async (c) => {
    const { password } = parseWith(setPasswordSchema, await readJson(c.req));
    const { ports, token, ip } = c.var;
    const row = await setOwnPassword(ports, c.var.user, password, token);
    // Every other session of the account is over; this one goes on with the fresh token (the web stores it). A token
    // signed before sessions had rows gets one now.
    const fresh = token.sid
      ? await jetonDeSession(ports, row, token.remember, token.sid)
      : await ouvrirSession(ports, row, {
          remember: token.remember,
          appareil: appareilDe(c.req.header("User-Agent")),
          adresse: ip,
        });
    return c.json({
      user: { ...publicUser(row), token: fresh },
      message: "Votre mot de passe a bien été modifié.",
    });
  });
  operation(secured, "POST /user/register", async (c) => {
    const { email, role } = parseWith(userSchema, await readJson(c.req));
    return c.json(await createUser(c.var.ports, email, role), 201);
  });
  // Hono has already percent-decoded the e-mail in the path: decoding it again would break on a literal "%".
  operation(secured, "POST /user/:email/resetPassword", async (c) => {
    const { user, temporaryPassword } = await resetPassword(
      c.var.ports,
      c.req.param("email") ?? "",
    );
    return c.json({
      user,
      temporaryPassword,
      message: "Le mot de passe de l'utilisateur a bien été réinitialisé.",
    });
  });
  operation(secured, "POST /user/:email/deverrouiller", async (c) => {
    const { user } = await unlockLogins(c.var.ports, c.req.param("email") ?? "");
    return c.json({
      user,
      message: `Les délais de connexion de ${user.email} ont été levés : il peut se connecter à nouveau.`,
    });
  });
  operation(secured, "POST /user/confirmer", async (c) => {
    const { ports, ip, user, token } = c.var;
    const preuve = parseWith(confirmerSchema, await readJson(c.req));
    // A token signed before sessions had rows has no session to confirm: signing in again gives it one.
    if (!token.sid)
      throw new ApiError(401, "invalid_token", "Reconnectez-vous pour confirmer votre identité.");
    const keys = loginKeys(ip, user.email);
    const {
      addressFailures,
      pairTaken,
      pairState,
      user: row,
    } = await loginAttempt(ports, keys, WINDOW, user.email);
    if (!row) throw new ApiError(401, "invalid_token", "Reconnectez-vous.");
    // The proof the account takes (services/sessions/preuve.ts): another kind is a 400 that checks nothing (its try
    // on the pair counts as a login's would; a success clears it).
    const sorte = sorteDePreuve(row, preuve);
    if (addressFailures >= MAX_ADDRESS_FAILURES)
      throw new RateLimited(windowLeft(ports, WINDOW), TOO_MANY);
    if (!pairTaken) throw new RateLimited(backoffWait(ports, pairState), TOO_MANY);
    const rp = relyingPartyOf(c.req.url, ports.config.publicUrl);
    if (!(await preuveJuste(ports, row, sorte, preuve, { sid: token.sid, rp }))) {
      await loginFailed(ports, keys, WINDOW);
      throw preuveFausse(sorte);
    }
    if (!(await marquerConfirmation(ports, row.id, token.sid, keys.pair)))
      throw new ApiError(401, "invalid_token", "Votre session a pris fin : reconnectez-vous.");
    const at = ports.clock.now();
    return c.json({
      message: "Identité confirmée.",
      confirmeAt: at.toISOString(),
      valableJusqua: new Date(at.getTime() + CONFIRMATION_MS).toISOString(),
    });
  });
  // The options of a passkey's confirmation (ADR 072): its challenge names this account and this session.
  operation(secured, "POST /user/confirmer/passkey/options", async (c) => {
    const { ports, user, token } = c.var;
    if (!token.sid)
      throw new ApiError(401, "invalid_token", "Reconnectez-vous pour confirmer votre identité.");
    const rp = relyingPartyOf(c.req.url, ports.config.publicUrl);
    return c.json(await optionsConfirmation(ports, user, token.sid, rp));
  });
  operation(secured, "GET /user/sessions", async (c) =>
    c.json({ data: await mesSessions(c.var.ports, c.var.user.id, c.var.token.sid) }),
  );
  operation(secured, "POST /user/logout", async (c) => {
    const sid = c.var.token.sid;
    if (sid) await terminerSession(c.var.ports, c.var.user.id, sid);
    return c.json({ message: "Vous êtes déconnecté." });
  });
  operation(secured, "POST /user/sessions/deconnecterAutres", async (c) => {
    const n = await deconnecterAutres(c.var.ports, c.var.user.id, c.var.token.sid);
    return c.json({ sessions: n, message: messageAutres(n) });
  });
  operation(secured, "DELETE /user/sessions/:id", async (c) => {
    await deconnecterSession(c.var.ports, c.var.user.id, c.req.param("id") ?? "");
    return c.json({ message: "La session a été déconnectée." });
  });
  operation(secured, "POST /user/:email/deconnecter", async (c) => {
    const { user, sessions } = await deconnecterPartout(c.var.ports, c.req.param("email") ?? "");
    return c.json({
      user,
      sessions,
      message: `${user.email} a été déconnecté de toutes ses sessions : il devra se reconnecter.`,
    });
  });
}
