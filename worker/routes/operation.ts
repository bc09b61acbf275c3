import type { Hono, MiddlewareHandler } from "hono";
import type { H } from "hono/types";
import type { AppEnv } from "../lib/env";
import { requireRole } from "../auth/middleware";
import { ADMIN_ROLES, ALL_ROLES, DELETE_ROLES } from "../domain/roles";
import { API, splitKey, type Access, type NamedRoute, type Operation } from "../domain/contract";

// Every handler is registered by its route's key in the contract (worker/domain/contract, ADR 014): the path, its
// segments' patterns and the roles come from there, so a route the contract lacks cannot be served, and the OpenAPI
// document cannot miss one (tests/api/contract.test.ts compares both ways).

const GUARDS: Record<Access, MiddlewareHandler<AppEnv>[]> = {
  // Public routes sit outside the login (app.ts); the generic CRUD applies its resource's roles itself.
  public: [],
  resource: [],
  staff: [requireRole(...ALL_ROLES)],
  admin: [requireRole(...ADMIN_ROLES)],
  deleters: [requireRole(...DELETE_ROLES)],
};

/** The contract's operation of a key; a key it lacks stops the server at start-up, not a user later. */
export function operationOf(key: string): Operation {
  const op = API[key];
  if (!op) throw new Error(`Route absente du contrat de l'API (worker/domain/contract) : ${key}`);
  return op;
}

/** `/Client/:id` with the router's patterns of its segments: `/Client/:id{[0-9]+}`. */
export function routerPath(path: string, op: Operation): string {
  return path.replace(/:(\w+)/g, (segment, name: string) => {
    const pattern = op.params?.[name]?.pattern;
    return pattern ? `${segment}{${pattern}}` : segment;
  });
}

/**
 * Registers the handlers of a route of the contract on `app` (mounted at /api), behind its roles. Named routes are
 * checked by the compiler; the CRUD's and links' keys, built from the resource's name, at start-up.
 */
export function operation(
  app: Hono<AppEnv>,
  key: NamedRoute | (string & {}),
  ...handlers: [H<AppEnv>, ...H<AppEnv>[]]
) {
  const op = operationOf(key);
  const [method, path] = splitKey(key);
  const [first, ...rest] = [...GUARDS[op.access], ...handlers];
  app.on(method, routerPath(path, op), first ?? handlers[0], ...rest);
}
