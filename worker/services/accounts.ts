import { and, eq, getTableColumns, ne, sql } from "drizzle-orm";
import { Passkey, User } from "../db/schema";
import type { Ports } from "../ports";
import { hashPassword, temporaryPassword } from "../auth/password";
import { ApiError, conflict, notFound } from "../lib/errors";
import { COMMON_PASSWORDS } from "../domain/password/common-passwords";
import { MOT_DE_PASSE_TROP_COURANT, passwordTooCommon } from "../domain/password/rules";
import { introuvable } from "../domain/labels";
import { toApi } from "./serialize";
import { inOneTrip } from "./one-trip";
import {
  backoffStateStatement,
  backoffTryStatement,
  hitStatement,
  hitsStatement,
  resetRateLimits,
} from "./rate-limit";
import { sessionEpochSql } from "./session-epoch";
import { exigerDeuxFacteursSql } from "./deux-facteurs/exigence";
import { clesAccesSql } from "./cles-acces/nombre";
import { finDeToutesLesSessions, finDesAutresSessions } from "./sessions/sessions";

type UserRow = typeof User.$inferSelect;

/** The session's user as the API shows it (login, GET /user/me): the second factor's state included. */
export const publicUser = (
  u: Pick<UserRow, "id" | "email" | "role" | "mustSetPassword"> & {
    deuxFacteurs: boolean;
    deuxFacteursRequis: boolean;
    totpActif: boolean;
    clesAcces: number;
  },
) => ({
  id: u.id,
  email: u.email,
  role: u.role,
  mustSetPassword: u.mustSetPassword,
  deuxFacteurs: u.deuxFacteurs,
  deuxFacteursRequis: u.deuxFacteursRequis,
  totpActif: u.totpActif,
  clesAcces: u.clesAcces,
});

/**
 * A User row read with the agency's flag and its passkeys' count (`clesAccesSql`), as `publicUser` takes it: a TOTP
 * or a passkey is a second factor (issue 59).
 */
export const avecDeuxFacteurs = <
  R extends UserRow & { exigerDeuxFacteurs: number | boolean; clesAcces: number },
>(
  row: R,
) => ({
  ...row,
  clesAcces: Number(row.clesAcces),
  deuxFacteurs: row.totpActif || Number(row.clesAcces) > 0,
  deuxFacteursRequis: Number(row.exigerDeuxFacteurs) === 1,
});

/**
 * A login's rate-limit keys: `pair`, the tries on one account from one address (exponential delays, reset by a
 * success); `address`, the failures from one address on every account (spraying), in fixed windows. Nothing counts
 * an account's failures from every address: that count is what lets a third party lock the account out.
 */
export interface LoginKeys {
  pair: string;
  address: string;
}

const PAIR_PREFIX = "connexion:";
/** The pair's key: address first, e-mail last, so that an admin can lift an account's delays from every address. */
export const loginKeys = (ip: string, email: string): LoginKeys => ({
  pair: `${PAIR_PREFIX}${ip}|${email}`,
  address: `connexion-adresse:${ip}`,
});

/**
 * A login's first round trip, one batch: the failures counted on the address, one try taken on the pair unless its
 * delay still runs (then `pairState` says until when), the user with the instance's session epoch, and its passkeys.
 */
export async function loginAttempt(ports: Ports, keys: LoginKeys, window: number, email: string) {
  const address = email.toLowerCase();
  const [failures, taken, pairState, users, cles] = await inOneTrip(ports, [
    hitsStatement(ports, keys.address, window),
    backoffTryStatement(ports, keys.pair),
    backoffStateStatement(ports, keys.pair),
    ports.db
      .select({
        ...getTableColumns(User),
        epoch: sessionEpochSql,
        exigerDeuxFacteurs: exigerDeuxFacteursSql,
        clesAcces: clesAccesSql,
      })
      .from(User)
      .where(eq(User.email, address)),
    ports.db
      .select({ credentialId: Passkey.credentialId, transports: Passkey.transports })
      .from(Passkey)
      .where(
        eq(
          Passkey.UserId,
          ports.db.select({ id: User.id }).from(User).where(eq(User.email, address)),
        ),
      ),
  ]);
  const user = users[0];
  return {
    addressFailures: failures[0]?.count ?? 0,
    pairTaken: taken.length > 0,
    pairState: pairState[0],
    user: user && avecDeuxFacteurs(user),
    /** The account's passkeys, for the second step's options (never shown before the password is right). */
    cles,
  };
}

/** A failed login: counted on the address (the pair's try is already counted), one round trip. */
export async function loginFailed(ports: Ports, keys: LoginKeys, window: number) {
  await hitStatement(ports, keys.address, window);
}

/** An admin lifts the delays on an account's logins, from every address; 404 for an unknown account. */
export async function unlockLogins(ports: Ports, email: string) {
  const address = email.toLowerCase();
  const [user] = await ports.db.select().from(User).where(eq(User.email, address));
  if (!user) throw notFound(introuvable("User"));
  const cleared = await resetRateLimits(ports, PAIR_PREFIX, `|${address}`);
  return { user: toApi("User", user), cleared };
}

/** A password from the list of the most common ones, or the account's e-mail or its local part: 400 on `password`. */
export function refuseCommonPassword(password: string, email: string) {
  if (passwordTooCommon(password, email, COMMON_PASSWORDS))
    throw new ApiError(400, "validation", MOT_DE_PASSE_TROP_COURANT, {
      password: MOT_DE_PASSE_TROP_COURANT,
    });
}

/**
 * The user's own new password. Every other session of the account ends (tokenVersion moves on: a stolen token does
 * not outlive the change); the caller's goes on with the fresh token the route signs from the row returned, which
 * carries the new version and the instance's session epoch.
 */
export async function setOwnPassword(
  ports: Ports,
  user: { id: number; email: string },
  password: string,
  session: { sid?: string; remember: boolean } = { remember: false },
) {
  refuseCommonPassword(password, user.email);
  const passwordHash = await hashPassword(password); // before the write: hashing takes tens of milliseconds
  // One round trip: the password, and the account's other sessions ended ("Mes sessions" lists them no more).
  const [rows] = await inOneTrip(ports, [
    ports.db
      .update(User)
      .set({
        passwordHash,
        mustSetPassword: false,
        tokenVersion: sql`${User.tokenVersion} + 1`,
        updatedAt: ports.clock.now().toISOString(),
      })
      .where(eq(User.id, user.id))
      .returning({
        ...getTableColumns(User),
        epoch: sessionEpochSql,
        exigerDeuxFacteurs: exigerDeuxFacteursSql,
        clesAcces: clesAccesSql,
      }),
    ...(session.sid
      ? finDesAutresSessions(ports, user.id, session.sid, session.remember)
      : [finDeToutesLesSessions(ports, user.id)]),
  ]);
  const [row] = rows;
  if (!row) throw notFound(introuvable("User"));
  return avecDeuxFacteurs(row);
}

/** An admin's reset: a temporary password to change at next login, and every token issued before it refused. */
export async function resetPassword(ports: Ports, email: string) {
  const password = temporaryPassword();
  const passwordHash = await hashPassword(password);
  const address = email.toLowerCase();
  const [rows] = await inOneTrip(ports, [
    ports.db
      .update(User)
      .set({
        passwordHash,
        mustSetPassword: true,
        tokenVersion: sql`${User.tokenVersion} + 1`,
        updatedAt: ports.clock.now().toISOString(),
      })
      .where(eq(User.email, address))
      .returning(),
    // Every session of the account ends with it ("Mes sessions").
    finDeToutesLesSessions(
      ports,
      sql`(select ${User.id} from ${User} where ${User.email} = ${address})`,
    ),
  ]);
  const [row] = rows;
  if (!row) throw notFound(introuvable("User"));
  return { user: toApi("User", row), temporaryPassword: password };
}

export const EMAIL_TAKEN = "Un utilisateur existe déjà avec cette adresse e-mail.";

/** A staff account with a one-time temporary password. The unique index on e-mail settles parallel creations. */
export async function createUser(ports: Ports, email: string, role: UserRow["role"]) {
  const password = temporaryPassword();
  const passwordHash = await hashPassword(password);
  const [row] = await ports.db
    .insert(User)
    .values({
      email: email.toLowerCase(),
      role,
      passwordHash,
      mustSetPassword: true,
    })
    .onConflictDoNothing({ target: User.email })
    .returning();
  if (!row) throw conflict(EMAIL_TAKEN);
  return { ...toApi("User", row), temporaryPassword: password };
}

export const LAST_ADMIN =
  "Il doit rester au moins un administrateur : ce compte ne peut pas perdre son rôle.";

/** Refuses a change that would leave no admin (run inside the update's write transaction, so parallel demotions take turns). */
export async function keepsAnAdmin(
  ports: Ports,
  existing: Pick<UserRow, "id" | "role">,
  newRole: unknown,
): Promise<string | null> {
  if (existing.role !== "admin" || newRole === "admin") return null;
  const [other] = await ports.db
    .select({ id: User.id })
    .from(User)
    .where(and(eq(User.role, "admin"), ne(User.id, existing.id)))
    .limit(1);
  return other ? null : LAST_ADMIN;
}
