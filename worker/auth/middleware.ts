import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { getTableName } from "drizzle-orm";
import { readRows } from "../speed/sql-json/read-rows";
import { Session, User } from "../db/schema";
import { ApiError, confirmationRequise, forbidden, unauthorized, unavailable } from "../lib/errors";

// The spec's "invalid token" error: code invalid_token, in French for whoever reads it.
const invalidToken = () =>
  new ApiError(
    401,
    "invalid_token",
    "Votre session a expiré ou n'est plus valable : reconnectez-vous.",
  );
import type { Role } from "../domain/roles";
import { type TokenSubject, verifyToken } from "./token";
import { verifyEspaceToken } from "./espace/token";
import type { AppEnv } from "../lib/env";
import type { RequestSession, SessionState, SessionUser, SignedIn } from "./session-user";
import {
  confirmationFraiche,
  sessionOuverte,
  usageARafraichir,
} from "../domain/sessions/confirmation";
import { marquerUtilisation } from "../services/sessions/utilisation";
import { agenceIdOf, type Ports } from "../ports";
import { portsOfWriter } from "./writer-ports";
import { isJson, parseMediaType } from "../lib/media-type";
import { SESSION_EPOCH_TEXT } from "../services/session-epoch";
import { EXIGER_DEUX_FACTEURS_TEXT } from "../services/deux-facteurs/exigence";
import { CLES_ACCES_TEXT } from "../services/cles-acces/nombre";
import { MSG_DEUX_FACTEURS_REQUIS } from "../domain/deux-facteurs/messages";

/**
 * A session opened with a temporary password (a new account, an admin's reset, a first admin with a common
 * ADMIN_PASSWORD) may only read its user and change its password: every other route is this 403 until it does.
 */
const CHANGEZ_MOT_DE_PASSE = "Changez votre mot de passe.";
const passwordChangeFirst = () =>
  new ApiError(403, "password_change_required", CHANGEZ_MOT_DE_PASSE);
const TEMPORARY_SESSION_ROUTES = new Set(["GET /api/user/me", "POST /api/user/setPassword"]);
/**
 * While the agency requires a second factor (Paramètres > Agence, issue 59), a staff account without one may only
 * read its user and set one up: every other route, /files/* included, is this 403 until it does. A session on a
 * temporary password keeps its own rule first (the password, then the factor).
 */
const secondFactorFirst = () => new ApiError(403, "deux_facteurs_requis", MSG_DEUX_FACTEURS_REQUIS);
const SECOND_FACTOR_SETUP_ROUTES = new Set([
  // Signing out is never refused.
  "POST /api/user/logout",
  "GET /api/user/me",
  "POST /api/user/2fa/totp",
  "POST /api/user/2fa/totp/activer",
  "POST /api/user/2fa/passkey/options",
  "POST /api/user/2fa/passkey",
]);

/** The refusal a session's user gets on this route before anything else, if any. */
function refusalOf(
  c: Context<AppEnv>,
  user: Pick<SessionUser, "mustSetPassword" | "deuxFacteurs" | "deuxFacteursRequis">,
) {
  const route = `${c.req.method} ${c.req.path}`;
  if (user.mustSetPassword)
    return TEMPORARY_SESSION_ROUTES.has(route) ? null : passwordChangeFirst();
  if (user.deuxFacteursRequis && !user.deuxFacteurs && !SECOND_FACTOR_SETUP_ROUTES.has(route))
    return secondFactorFirst();
  return null;
}

// The per-request user lookup: one fixed text through speed/sql-json/read-rows.ts (its prepared statement found at once),
// the boolean mapped as drizzle would (1 is true). The session epoch, the agency's « second factor required », the
// account's passkeys (a count) and the token's Session row (issue 59: ended, confirmed, last used) ride in the same statement: no trip of their own.
// Arguments: the session id (null for a token without one), the user id.
const U = `"${getTableName(User)}"`;
const S = `"${getTableName(Session)}"`;
const USER_SQL = `select ${U}."${User.id.name}" as "id", ${U}."${User.email.name}" as "email", ${U}."${User.role.name}" as "role", ${U}."${User.mustSetPassword.name}" as "mustSetPassword", ${U}."${User.tokenVersion.name}" as "tokenVersion", ${U}."${User.totpActif.name}" as "totpActif", ${SESSION_EPOCH_TEXT} as "epoch", ${EXIGER_DEUX_FACTEURS_TEXT} as "exigerDeuxFacteurs", ${CLES_ACCES_TEXT} as "clesAcces", ${S}."${Session.id.name}" as "sid", ${S}."${Session.confirmeAt.name}" as "confirmeAt", ${S}."${Session.derniereUtilisation.name}" as "derniereUtilisation", ${S}."${Session.revoqueAt.name}" as "revoqueAt" from ${U} left join ${S} on ${S}."${Session.id.name}" = ? and ${S}."${Session.UserId.name}" = ${U}."${User.id.name}" where ${U}."${User.id.name}" = ?`;
type UserRow = {
  id: number;
  email: string;
  role: Role;
  mustSetPassword: number;
  tokenVersion: number;
  totpActif: number;
  epoch: number;
  exigerDeuxFacteurs: number;
  clesAcces: number;
  sid: string | null;
  confirmeAt: string | null;
  derniereUtilisation: string | null;
  revoqueAt: string | null;
};
const argsOf = (subject: TokenSubject) => [subject.sid ?? null, subject.id];

const sessionOf = (row: UserRow): SessionUser => ({
  id: row.id,
  email: row.email,
  role: row.role,
  mustSetPassword: row.mustSetPassword === 1,
  tokenVersion: row.tokenVersion,
  epoch: Number(row.epoch),
  deuxFacteurs: Number(row.totpActif) === 1 || Number(row.clesAcces) > 0,
  totpActif: Number(row.totpActif) === 1,
  clesAcces: Number(row.clesAcces),
  deuxFacteursRequis: Number(row.exigerDeuxFacteurs) === 1,
});
const stateOf = (row: UserRow): SessionState | null =>
  row.sid === null
    ? null
    : {
        confirmeAt: row.confirmeAt,
        derniereUtilisation: row.derniereUtilisation ?? "",
        revoqueAt: row.revoqueAt,
      };
const sameUser = (a: SessionUser, b: SessionUser) =>
  a.email === b.email &&
  a.role === b.role &&
  a.mustSetPassword === b.mustSetPassword &&
  a.tokenVersion === b.tokenVersion &&
  a.epoch === b.epoch &&
  a.deuxFacteurs === b.deuxFacteurs &&
  a.totpActif === b.totpActif &&
  a.clesAcces === b.clesAcces &&
  a.deuxFacteursRequis === b.deuxFacteursRequis;
/**
 * A token is over once the account's password has changed or been reset since it was issued (tokenVersion), or the
 * instance has been restored since (its session epoch), however long it had left; a token with a session, once that
 * session has ended ("Déconnecter", "Déconnecter partout") or has no row. A token without one (signed before
 * sessions had rows) goes on until it expires.
 */
const sessionValid = (
  user: SessionUser,
  session: SessionState | null,
  subject: TokenSubject,
  now: Date,
) =>
  user.tokenVersion === subject.version &&
  user.epoch === subject.epoch &&
  (subject.sid === undefined || (session !== null && sessionOuverte(session.revoqueAt, now)));

const keyOf = (subject: TokenSubject) => `${subject.id}|${subject.sid ?? ""}`;

/**
 * The user's row and the token's session, read, or as kept since the last write where the host keeps them
 * (ports.sessionRows: the Node entry, its database's only writer). Every write drops them, so a deletion, a demotion
 * or a session ended still bites at once; the lookup was a quarter of a cached record read's CPU (issue 43).
 */
async function userOf(ports: Ports, subject: TokenSubject): Promise<SignedIn | undefined> {
  const kept = ports.sessionRows;
  const key = keyOf(subject);
  const known = kept?.get(key);
  if (known) return known;
  const since = kept?.generation ?? 0;
  const [row] = await readRows<UserRow>(ports.db, USER_SQL, argsOf(subject));
  if (!row) return undefined;
  const signed = { user: sessionOf(row), session: stateOf(row) };
  kept?.set(key, signed, since);
  return signed;
}

/** The request's user, and the writer every write of the request names to the journal (ADR 029). */
function signedIn(c: Context<AppEnv>, user: SessionUser, sid: string | undefined) {
  c.set("user", user);
  c.set("ports", portsOfWriter(c.get("ports"), user.email, sid));
}
// The isolate's guesses stay few: past this many users, it starts again (each then costs one round trip more).
const SESSIONS_MAX = 1000;

/**
 * The request's session (RequestSession) and what the middleware tells it: its row once checked. A guarded route
 * asks for a fresh confirmation before its row is known on the edge (the route's first reads carry the check):
 * the refusal is then the check's, before any read is answered and any write sent.
 */
function requestSession(ports: Ports, id: string | undefined) {
  let state: SessionState | null | undefined;
  let asked = false;
  let ready: Promise<unknown> = Promise.resolve();
  const check = () => {
    if (!confirmationFraiche(state?.confirmeAt, ports.clock.now())) throw confirmationRequise();
  };
  const session: RequestSession = {
    id,
    async exigerConfirmation() {
      await ready;
      check();
    },
    guard() {
      if (state === undefined) asked = true;
      else check();
    },
  };
  return {
    session,
    /** Its row, read and valid: a confirmation asked for meanwhile is checked now (a throw fails the trip). */
    known(s: SessionState | null) {
      state = s;
      if (asked) check();
    },
    /** The lookup on the edge: what exigerConfirmation waits for. */
    waitFor(p: Promise<unknown>) {
      ready = p.catch(() => undefined);
    },
  };
}

/**
 * Writes the session's last use when it is older than five minutes (domain/sessions/confirmation.ts): after the
 * answer on the edge (waitUntil), right after the route on Node, where a write costs no round trip. Never fails the
 * request.
 */
function touchLater(ports: Ports, sid: string, session: SessionState | null) {
  const now = ports.clock.now();
  if (!session || !usageARafraichir(session.derniereUtilisation, now)) return undefined;
  const work = marquerUtilisation(ports, sid, now).catch((e) =>
    (ports.log ?? console.error)("[session] dernière utilisation", e),
  );
  if (ports.sharedLists) {
    ports.sharedLists.waitUntil(work);
    return undefined;
  }
  return work;
}

/**
 * Reads `Authorization: Token <jwt>` and loads the user row on every request, so deletion or demotion bites at once.
 * On the edge (ports.roundTrips), the row's lookup goes with the request's first reads, one round trip: a request
 * whose user this isolate has already confirmed starts from that user, and the lookup, checked before any of those
 * reads is answered and before any write is sent, confirms it; an unknown user, or an upload, waits for it first.
 * The token's session (claim `sid`) is read in the same statement: ended, it is a 401; its confirmation is what
 * the guarded routes check (requireConfirmation).
 */
export const requireAuth = createMiddleware<AppEnv>(async (c, next) => {
  const header = c.req.header("Authorization") ?? "";
  const m = /^(?:Token|Bearer)\s+(.+)$/i.exec(header);
  if (!m) throw unauthorized();
  // c.get, not c.var, on the paths every request takes: Hono builds a new object of all the variables on each c.var.
  const ports = c.get("ports");
  const subject = await verifyToken(
    m[1] ?? "",
    ports.config.jwtSecret,
    ports.clock.now(),
    agenceIdOf(ports.config),
  );
  if (subject === null) {
    // A space's token (issue 62) is a session, just not one of staff: every staff route is 403 to it.
    const agence = agenceIdOf(ports.config);
    if (await verifyEspaceToken(m[1] ?? "", ports.config.jwtSecret, agence, ports.clock.now()))
      throw forbidden();
    throw invalidToken();
  }
  const own = requestSession(ports, subject.sid);
  c.set("session", own.session);
  const trips = ports.roundTrips;
  if (!trips) {
    const signed = await userOf(ports, subject);
    if (!signed || !sessionValid(signed.user, signed.session, subject, ports.clock.now()))
      throw invalidToken();
    const { user, session } = signed;
    const refused = refusalOf(c, user);
    if (refused) throw refused;
    own.known(session);
    signedIn(c, user, subject.sid);
    c.set("token", subject);
    await next();
    if (subject.sid) await touchLater(ports, subject.sid, session);
    return;
  }
  const known = trips.sessions.get(subject.id);
  // A request started from a guess may have to be answered again (the user changed since): a read as it came, a
  // JSON write from a copy of its body (buffered by jsonBody); an upload's streamed body waits for the lookup.
  const method = c.req.method;
  const safe = method === "GET" || method === "HEAD";
  const replayable =
    safe || !c.req.raw.body || isJson(parseMediaType(c.req.header("content-type")));
  const guess =
    known?.tokenVersion === subject.version && known.epoch === subject.epoch && replayable
      ? known
      : undefined;
  if (guess && !safe) {
    const { url, headers, body } = c.req.raw.clone();
    trips.replay = new Request(url, { method, headers, body });
  }
  let session: SessionState | null = null;
  const checked = trips.guard<UserRow>(USER_SQL, argsOf(subject), ([row]) => {
    const user = row && sessionOf(row);
    session = row ? stateOf(row) : null;
    if (!user || !sessionValid(user, session, subject, ports.clock.now())) {
      trips.sessions.delete(subject.id);
      throw invalidToken();
    }
    if (trips.sessions.size >= SESSIONS_MAX) trips.sessions.clear();
    trips.sessions.set(subject.id, user);
    if (guess && !sameUser(guess, user)) {
      // Demoted, renamed...: the answer built on the guess is dropped, and the entry answers the request again.
      trips.stale = true;
      throw unavailable();
    }
    // A guarded route's refusal, in the same check: its reads go unanswered, its writes unsent.
    own.known(session);
  });
  own.waitFor(checked);
  c.set("token", subject);
  if (!guess) {
    const [row] = await checked;
    if (!row) throw invalidToken();
    const user = sessionOf(row);
    const refused = refusalOf(c, user);
    if (refused) throw refused;
    signedIn(c, user, subject.sid);
    await next();
    if (subject.sid) void touchLater(ports, subject.sid, session);
    return;
  }
  const refused = refusalOf(c, guess);
  if (refused) {
    // Refused on the row itself, never on the guess alone (the lookup is the request's only trip then): a guess
    // that differs from the row is answered again by the entry.
    await checked;
    throw refused;
  }
  // Handled here so that a failed check never shows as an unhandled rejection while the route runs; awaited below.
  checked.catch(() => undefined);
  signedIn(c, guess, subject.sid);
  await next();
  // Normally long settled (it went with the route's first read); a route that read nothing waits for it here.
  await checked;
  if (subject.sid) void touchLater(ports, subject.sid, session);
});

/**
 * The guard of the routes that move money (the contract's `confirmation: true`, issue 59): 403
 * `confirmation_requise` unless the session confirmed within five minutes. On the edge it is checked with the
 * session's row, in the round trip of the route's first reads.
 */
export const requireConfirmation = createMiddleware<AppEnv>(async (c, next) => {
  c.get("session").guard();
  await next();
});

export const requireRole = (...roles: readonly Role[]) =>
  createMiddleware<AppEnv>(async (c, next) => {
    if (!roles.includes(c.get("user").role)) throw forbidden();
    await next();
  });
