import { createMiddleware } from "hono/factory";
import { getTableName } from "drizzle-orm";
import { readRows } from "../speed/sql-json/read-rows";
import { User } from "../db/schema";
import { ApiError, forbidden, unauthorized } from "../lib/errors";

// The spec's "invalid token" error: code invalid_token, in French for whoever reads it.
const invalidToken = () =>
  new ApiError(
    401,
    "invalid_token",
    "Votre session a expiré ou n'est plus valable : reconnectez-vous.",
  );
import type { Role } from "../domain/roles";
import { verifyToken } from "./token";
import type { AppEnv } from "../lib/env";

export type SessionUser = {
  id: number;
  email: string;
  role: Role;
  mustSetPassword: boolean;
  tokenVersion: number;
};

// The per-request user lookup: one fixed text through speed/sql-json/read-rows.ts (its prepared statement found at once),
// the boolean mapped as drizzle would (1 is true).
const USER_SQL = `select "${User.id.name}", "${User.email.name}", "${User.role.name}", "${User.mustSetPassword.name}", "${User.tokenVersion.name}" from "${getTableName(User)}" where "${User.id.name}" = ?`;
type UserRow = {
  id: number;
  email: string;
  role: Role;
  mustSetPassword: number;
  tokenVersion: number;
};

/** Reads `Authorization: Token <jwt>` and loads the user row on every request, so deletion or demotion bites at once. */
export const requireAuth = createMiddleware<AppEnv>(async (c, next) => {
  const header = c.req.header("Authorization") ?? "";
  const m = /^(?:Token|Bearer)\s+(.+)$/i.exec(header);
  if (!m) throw unauthorized();
  // c.get, not c.var, on the paths every request takes: Hono builds a new object of all the variables on each c.var.
  const ports = c.get("ports");
  const subject = await verifyToken(m[1]!, ports.config.jwtSecret, ports.clock.now());
  if (subject === null) throw invalidToken();
  const [row] = await readRows<UserRow>(ports.db, USER_SQL, [subject.id]);
  // A token issued before the account's last password reset is over, however long it had left.
  if (!row || row.tokenVersion !== subject.version) throw invalidToken();
  c.set("user", {
    id: row.id,
    email: row.email,
    role: row.role,
    mustSetPassword: row.mustSetPassword === 1,
    tokenVersion: row.tokenVersion,
  });
  await next();
});

export const requireRole = (...roles: readonly Role[]) =>
  createMiddleware<AppEnv>(async (c, next) => {
    if (!roles.includes(c.get("user").role)) throw forbidden();
    await next();
  });
