import type { Hono } from "hono";
import type { H } from "hono/types";
import type { AppEnv } from "../../lib/env";
import { entreesDe, type Entree, type TableDesGroupes } from "./enregistrement";
import type { Groupes } from "./liste";

function rang(handlers: H<AppEnv>[], i: number): H<AppEnv> {
  const h = handlers[i];
  if (!h) throw new Error(`Groupe de routes : aucune route au rang ${i}`);
  return h;
}

/** A group's handlers, read from the loaded list and checked against the entries registered for it at start. */
function handlersDe(groupes: Groupes, nom: string, attendues: readonly Entree[]): H<AppEnv>[] {
  const enregistrer = groupes.find(([n]) => n === nom)?.[1];
  const lues = enregistrer && entreesDe(enregistrer);
  // The build's table and the loaded groups are the same sources: a difference is a broken build, not a route.
  if (!lues || JSON.stringify(lues.entrees) !== JSON.stringify(attendues))
    throw new Error(`Groupe de routes « ${nom} » : ses routes diffèrent de la table du build`);
  return lues.handlers;
}

/**
 * Registers every group's router entries (from the table) at their places, each a stand-in that loads the groups with
 * the first request that reaches one of them, then hands the request to the handler of the same place: the same
 * method, path, order and chain (a route's guards are its group's own entries), so every route answers as if
 * registered directly. Once loaded, a stand-in calls its handler without a promise of its own in between.
 */
export function groupesALaDemande(
  app: Hono<AppEnv>,
  charger: () => Promise<Groupes>,
  table: TableDesGroupes,
) {
  let chargement: Promise<Groupes> | undefined;
  const charge = () => {
    chargement ??= charger().catch((e: unknown) => {
      chargement = undefined; // tried again by the next request
      throw e;
    });
    return chargement;
  };
  for (const [nom, attendues] of table) {
    let handlers: H<AppEnv>[] | undefined;
    const handlersCharges = async () => {
      handlers ??= handlersDe(await charge(), nom, attendues);
      return handlers;
    };
    attendues.forEach(([methode, chemin], i) => {
      app.on(methode, chemin, (c, next) => {
        if (handlers) return rang(handlers, i)(c, next);
        return handlersCharges().then((hs) => rang(hs, i)(c, next));
      });
    });
  }
}
