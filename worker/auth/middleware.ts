import { createMiddleware } from "hono/factory";
import { eq } from "drizzle-orm";
import { User } from "../db/schema";
import { forbidden, unauthorized } from "../lib/errors";
import type { Role } from "../domain/schemas/enums";
import { verifyToken } from "./token";
import type { AppEnv } from "../lib/env";

export type SessionUser = { id: number; email: string; role: Role; mustSetPassword: boolean };

/** Reads `Authorization: Token <jwt>` and loads the user row on every request, so deletion or demotion bites at once. */
export const requireAuth = createMiddleware<AppEnv>(async (c, next) => {
  const header = c.req.header("Authorization") ?? "";
  const m = /^(?:Token|Bearer)\s+(.+)$/i.exec(header);
  if (!m) throw unauthorized();
  const { ports } = c.var;
  const id = await verifyToken(m[1]!, ports.config.jwtSecret, ports.clock.now());
  if (id === null) throw unauthorized("invalid token");
  const [row] = await ports.db
    .select({ id: User.id, email: User.email, role: User.role, mustSetPassword: User.mustSetPassword })
    .from(User)
    .where(eq(User.id, id));
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
