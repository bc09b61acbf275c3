import type { Context, Hono } from "hono";
import type { AppEnv } from "../../lib/env";
import { setLink, type Relation } from "../../services/relations";
import { operation } from "../operation";
import { parseId } from "../params";

/**
 * PUT /{Parent}/{id}/{link}/add/{childId}, PUT and DELETE .../remove/{childId}; who may remove is the contract's
 * (RELATION_LINKS: the roles that may delete when removing deletes the child).
 */
export function relationRoutes(app: Hono<AppEnv>, link: string, r: Relation) {
  const handle = (add: boolean) => async (c: Context<AppEnv>) => {
    const body = await setLink(
      c.var.ports,
      r,
      parseId(c.req.param("id")),
      parseId(c.req.param("childId")),
      add,
      c.var.user.email,
    );
    // A change held for a second person (an apartment's owners, issue 59) is accepted, not done: 202.
    return c.json(body, "attente" in body ? 202 : 200);
  };
  const base = `/${r.parent.name}/:id/${link}`;
  operation(app, `PUT ${base}/add/:childId`, handle(true));
  operation(app, `PUT ${base}/remove/:childId`, handle(false));
  operation(app, `DELETE ${base}/remove/:childId`, handle(false));
}
