import type { Hono } from "hono";
import type { AppEnv } from "../../lib/env";
import { RESOURCES } from "../../services/resources";
import { crudRoutes } from "../crud";

/** The generic CRUD of every plain resource (ADR 009), one group: registered last, as before (ADR 149). */
export function ressourcesRoutes(secured: Hono<AppEnv>) {
  for (const def of RESOURCES) crudRoutes(secured, def);
}
