import { Hono } from "hono";
import type { H } from "hono/types";
import type { AppEnv } from "../../lib/env";
import type { Enregistreur } from "./liste";

/** One entry of the router as a group registers it: its method (ALL for a middleware) and its path. */
export type Entree = readonly [methode: string, chemin: string];
/** Each group's name and entries, in the groups' order. */
export type TableDesGroupes = readonly (readonly [nom: string, entrees: readonly Entree[]])[];

/**
 * What a group registers, read from a router of its own: one entry per handler, as Hono keeps them (`app.on(m, p,
 * guard, handler)` is two entries), so that a stand-in for each entry keeps every handler's place in the chain.
 */
export function entreesDe(enregistrer: Enregistreur): { entrees: Entree[]; handlers: H<AppEnv>[] } {
  const app = new Hono<AppEnv>();
  enregistrer(app);
  return {
    entrees: app.routes.map((r) => [r.method, r.path] as const),
    handlers: app.routes.map((r) => r.handler),
  };
}

/** The table of every group, in their order. */
export function tableDes(groupes: readonly (readonly [string, Enregistreur])[]): TableDesGroupes {
  return groupes.map(([nom, enregistrer]) => [nom, entreesDe(enregistrer).entrees] as const);
}
