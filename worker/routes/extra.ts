import { Hono } from "hono";
import type { AppEnv } from "../lib/env";

/** Resource-specific calls beside the generic CRUD (spec 7): owners, tenants, equipment, images, files, missions. */
export const extraRoutes = new Hono<AppEnv>();
