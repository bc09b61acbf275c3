import { and, eq, ne, sql } from "drizzle-orm";
import { User } from "../db/schema";
import type { Ports } from "../ports";
import { hashPassword, temporaryPassword } from "../auth/password";
import { conflict, notFound } from "../lib/errors";
import { introuvable } from "../domain/labels";
import { toApi } from "./serialize";
import { inOneTrip } from "./one-trip";
import { hitStatement, hitsStatement } from "./rate-limit";

type UserRow = typeof User.$inferSelect;

export const publicUser = (u: Pick<UserRow, "id" | "email" | "role" | "mustSetPassword">) => ({
  id: u.id,
  email: u.email,
  role: u.role,
  mustSetPassword: u.mustSetPassword,
});

/** A login's rate-limit keys (routes/account.ts says what each counts). */
export interface LoginKeys {
  pair: string;
  account: string;
  address: string;
}

/**
 * A login's first round trip: the failures counted on the account and on the address, one more attempt counted
 * on the pair, and the user, in one batch. The pair's hit is counted even when the account or the address is
 * over its limit: all three count in the same window, so a pair is never read before both of those are under
 * their limits again, that is a new window, which starts every count from one anyway.
 */
export async function loginAttempt(ports: Ports, keys: LoginKeys, window: number, email: string) {
  const [account, address, pair, users] = await inOneTrip(ports, [
    hitsStatement(ports, keys.account, window),
    hitsStatement(ports, keys.address, window),
    hitStatement(ports, keys.pair, window),
    ports.db.select().from(User).where(eq(User.email, email.toLowerCase())),
  ]);
  return {
    accountFailures: account[0]?.count ?? 0,
    addressFailures: address[0]?.count ?? 0,
    pairAttempts: pair[0]?.count ?? 0,
    user: users[0],
  };
}

/** A failed login: counted on the account and on the address, one round trip. */
export async function loginFailed(ports: Ports, keys: LoginKeys, window: number) {
  await inOneTrip(ports, [
    hitStatement(ports, keys.account, window),
    hitStatement(ports, keys.address, window),
  ]);
}

/**
 * The user's own new password. The token it was called with keeps working (spec contract): the token version
 * does not move, unlike after an admin's reset.
 */
export async function setOwnPassword(ports: Ports, userId: number, password: string) {
  const passwordHash = await hashPassword(password); // before the write: hashing takes tens of milliseconds
  const [row] = await ports.db
    .update(User)
    .set({ passwordHash, mustSetPassword: false, updatedAt: ports.clock.now().toISOString() })
    .where(eq(User.id, userId))
    .returning();
  if (!row) throw notFound(introuvable("User"));
  return publicUser(row);
}

/** An admin's reset: a temporary password to change at next login, and every token issued before it refused. */
export async function resetPassword(ports: Ports, email: string) {
  const password = temporaryPassword();
  const passwordHash = await hashPassword(password);
  const [row] = await ports.db
    .update(User)
    .set({
      passwordHash,
      mustSetPassword: true,
      tokenVersion: sql`${User.tokenVersion} + 1`,
      updatedAt: ports.clock.now().toISOString(),
    })
    .where(eq(User.email, email.toLowerCase()))
    .returning();
  if (!row) throw notFound(introuvable("User"));
  return { user: publicUser(row), temporaryPassword: password };
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
