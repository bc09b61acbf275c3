import { Hono } from "hono";
import type { AppEnv } from "../lib/env";
import { ALL_ROLES } from "../domain/roles";
import { requireRole } from "../auth/middleware";
import { genererEtiquetteCaution } from "../services/documents/caution";
import { genererContratLocation } from "../services/documents/dossier";
import { parseId } from "./params";

/** The document generators of spec 7 (GET, each answers { generated: "<link under /files>" }), for every staff role. */
export const documentRoutes = new Hono<AppEnv>();
const staff = requireRole(...ALL_ROLES);
const id = (raw: string | undefined) => parseId(raw);

documentRoutes.get("/Dossier/etiquetteCaution/:id{[0-9]+}/generate", staff, async (c) => c.json(await genererEtiquetteCaution(c.var.ports, id(c.req.param("id")))));
documentRoutes.get("/Dossier/:id{[0-9]+}/contratLocation/generate", staff, async (c) => c.json(await genererContratLocation(c.var.ports, id(c.req.param("id")))));
