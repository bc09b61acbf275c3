import { createMiddleware } from "hono/factory";
import { eq, sql } from "drizzle-orm";
import { User } from "../db/schema";
import { forbidden, unauthorized } from "../lib/errors";
import type { Role } from "../domain/schemas/enums";
import { verifyToken } from "./token";
import type { AppEnv } from "../lib/env";
import type { Db } from "../ports";

export type SessionUser = { id: number; email: string; role: Role; mustSetPassword: boolean };

// The per-request user lookup, prepared once per database: building the query with drizzle on every request
// costs more than running it.
const userQueries = new WeakMap<Db, ReturnType<typeof prepareUserQuery>>();
const prepareUserQuery = (db: Db) =>
  db
    .select({ id: User.id, email: User.email, role: User.role, mustSetPassword: User.mustSetPassword })
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
  const id = await verifyToken(m[1]!, ports.config.jwtSecret, ports.clock.now());
  if (id === null) throw unauthorized("invalid token");
  const [row] = await userQuery(ports.db).all({ id });
  if (!row) throw unauthorized("invalid token");
  c.set("user", row);
  await next();
});

export const requireRole = (...roles: Role[]) =>
  createMiddleware<AppEnv>(async (c, next) => {
    if (!roles.includes(c.var.user.role)) throw forbidden();
    await next();
  });

export const canDelete = (role: Role) => role === "admin" || role === "user_delete";
export const DELETE_ROLES: Role[] = ["admin", "user_delete"];
