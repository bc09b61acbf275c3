import type { Hono } from "hono";
import type { AppEnv } from "../lib/env";
import { readJson } from "../lib/validate";
import { ecrireIrl, listeIrl } from "../services/irl/irl";
import { operation } from "./operation";
import { segment } from "./params";

/** The IRL table (issue 23): read by every signed-in user (the lease form's default), extended by admins. */
export function irlRoutes(app: Hono<AppEnv>) {
  operation(app, "GET /irl", async (c) => c.json(await listeIrl(c.var.ports)));
  operation(app, "PUT /irl/:trimestre", async (c) =>
    c.json(await ecrireIrl(c.var.ports, segment(c, "trimestre"), await readJson(c.req))),
  );
}
