import { createMiddleware } from "hono/factory";
import { eq, sql } from "drizzle-orm";
import { User } from "../db/schema";
import { ApiError, forbidden, unauthorized } from "../lib/errors";

// The spec's "invalid token" error: code invalid_token, in French for whoever reads it.
const invalidToken = () => new ApiError(401, "invalid_token", "Votre session a expiré ou n'est plus valable : reconnectez-vous.");
import type { Role } from "../domain/roles";
import { verifyToken } from "./token";
import type { AppEnv } from "../lib/env";
import type { Db } from "../ports";

export type SessionUser = { id: number; email: string; role: Role; mustSetPassword: boolean; tokenVersion: number };

// The per-request user lookup, prepared once per database: building the query with drizzle on every request
// costs more than running it.
const userQueries = new WeakMap<Db, ReturnType<typeof prepareUserQuery>>();
const prepareUserQuery = (db: Db) =>
  db
    .select({ id: User.id, email: User.email, role: User.role, mustSetPassword: User.mustSetPassword, tokenVersion: User.tokenVersion })
    .from(User)
    .where(eq(User.id, sql.placeholder("id")))
    .prepare();
const userQuery = (db: Db) => {
  let q = userQueries.get(db);
  if (!q) userQueries.set(db, (q = prepareUserQuery(db)));
  return q;
};

/** Reads `Authorization: Token <jwt>` and loads the user row on every request, so deletion or demotion bites at once. */
export const requireAuth = createMiddleware<AppEnv>(async (c, next) => {
  const header = c.req.header("Authorization") ?? "";
  const m = /^(?:Token|Bearer)\s+(.+)$/i.exec(header);
  if (!m) throw unauthorized();
  const { ports } = c.var;
  const subject = await verifyToken(m[1]!, ports.config.jwtSecret, ports.clock.now());
  if (subject === null) throw invalidToken();
  const [row] = await userQuery(ports.db).all({ id: subject.id });
  // A token issued before the account's last password reset is over, however long it had left.
  if (!row || row.tokenVersion !== subject.version) throw invalidToken();
  c.set("user", { id: row.id, email: row.email, role: row.role, mustSetPassword: row.mustSetPassword, tokenVersion: row.tokenVersion });
  await next();
});

export const requireRole = (...roles: readonly Role[]) =>
  createMiddleware<AppEnv>(async (c, next) => {
    if (!roles.includes(c.var.user.role)) throw forbidden();
    await next();
  });

