import type { Hono, MiddlewareHandler } from "hono";
import type { H } from "hono/types";
import type { AppEnv } from "../lib/env";
import { requireConfirmation, requireRole } from "../auth/middleware";
import { requireEspace } from "../auth/espace/middleware";
import type { NamedRoute } from "../domain/contract";
import { ACCESS_ROLES, splitKey, type Access } from "../domain/contract/acces";
import type { Routing } from "../domain/contract/routing";
import { ROUTING } from "./routing-table";

// Every handler is registered by its route's key in the contract (worker/domain/contract, ADR 014): the path, its
// segments' patterns and the roles come from there, so a route the contract lacks cannot be served, and the OpenAPI
// document cannot miss one (tests/api/contract.test.ts compares both ways). What the router needs of the contract is
// its routing table (routing-table.ts): not the operations' schemas, which only the OpenAPI document reads.

const GUARDS: Record<Access, MiddlewareHandler<AppEnv>[]> = {
  // Public routes sit outside the login (app.ts); the generic CRUD applies its resource's roles itself.
  public: [],
  resource: [],
  staff: [requireRole(...ACCESS_ROLES.staff)],
  admin: [requireRole(...ACCESS_ROLES.admin)],
  deleters: [requireRole(...ACCESS_ROLES.deleters)],
  finance: [requireRole(...ACCESS_ROLES.finance)],
  // The spaces' realm (issue 62): their own sessions; their routes sit outside staff's login (app.ts).
  espace: [requireEspace("espace")],
  proprietaire: [requireEspace("proprietaire")],
  locataire: [requireEspace("locataire")],
  fournisseur: [requireEspace("fournisseur")],
};

/** The contract's routing of a key; a key it lacks stops the server at start-up, not a user later. */
function routingOf(key: string): Routing {
  const routing = ROUTING[key];
  if (!routing)
    throw new Error(`Route absente du contrat de l'API (worker/domain/contract) : ${key}`);
  return routing;
}

/** `/Client/:id` with the router's patterns of its segments: `/Client/:id{[0-9]+}`. */
export function routerPath(path: string, patterns: Routing["patterns"]): string {
  return path.replace(/:(\w+)/g, (segment, name: string) => {
    const pattern = patterns?.[name];
    return pattern ? `${segment}{${pattern}}` : segment;
  });
}

/**
 * Registers the handlers of a route of the contract on `app` (mounted at /api), behind its roles and, for a money
 * move, the fresh confirmation (Operation.confirmation, issue 59). Named routes are
 * checked by the compiler; the CRUD's and links' keys, built from the resource's name, at start-up.
 */
export function operation(
  app: Hono<AppEnv>,
  key: NamedRoute | (string & {}),
  ...handlers: [H<AppEnv>, ...H<AppEnv>[]]
) {
  const { access, patterns, confirmation } = routingOf(key);
  const [method, path] = splitKey(key);
  // The confirmation after the roles: a role that may not act is told so, not asked to confirm.
  const guards = confirmation ? [...GUARDS[access], requireConfirmation] : GUARDS[access];
  const [first, ...rest] = [...guards, ...handlers];
  app.on(method, routerPath(path, patterns), first ?? handlers[0], ...rest);
}
