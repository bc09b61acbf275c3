import { Hono } from "hono";
import type { AppEnv } from "../lib/env";
import { ALL_ROLES } from "../domain/roles";
import { requireRole } from "../auth/middleware";
import { genererEtiquetteCaution } from "../services/documents/caution";
import {
  genererActeCautionnement,
  genererContratLocation,
  genererEtatLieux,
  genererEtiquetteLocataire,
} from "../services/documents/dossier";
import {
  genererInventaireMobilier,
  genererOrdreMissionIntendance,
} from "../services/documents/appartement";
import { genererOrdreMission } from "../services/documents/mission";
import { genererMiseEnDemeure, genererReleveCompte } from "../services/compte/documents";
import { parseId } from "./params";

/** The document generators of spec 7 (GET, each answers { generated: "<link under /files>" }), for every staff role. */
export const documentRoutes = new Hono<AppEnv>();
const staff = requireRole(...ALL_ROLES);

documentRoutes.get("/Dossier/etiquetteCaution/:id{[0-9]+}/generate", staff, async (c) =>
  c.json(await genererEtiquetteCaution(c.var.ports, parseId(c.req.param("id")))),
);
documentRoutes.get("/Dossier/:id{[0-9]+}/contratLocation/generate", staff, async (c) =>
  c.json(await genererContratLocation(c.var.ports, parseId(c.req.param("id")))),
);
documentRoutes.get("/Dossier/:id{[0-9]+}/etatIn/generate", staff, async (c) =>
  c.json(await genererEtatLieux(c.var.ports, parseId(c.req.param("id")), "entree")),
);
documentRoutes.get("/Dossier/:id{[0-9]+}/etatOut/generate", staff, async (c) =>
  c.json(await genererEtatLieux(c.var.ports, parseId(c.req.param("id")), "sortie")),
);
documentRoutes.get("/Dossier/:id{[0-9]+}/etiquetteLocataire/generate", staff, async (c) =>
  c.json(await genererEtiquetteLocataire(c.var.ports, parseId(c.req.param("id")))),
);
documentRoutes.get(
  "/Dossier/:id{[0-9]+}/acteCautionnement/:cautionId{[0-9]+}/generate",
  staff,
  async (c) =>
    c.json(
      await genererActeCautionnement(
        c.var.ports,
        parseId(c.req.param("id")),
        parseId(c.req.param("cautionId")),
      ),
    ),
);
documentRoutes.get("/Dossier/inventaireMobilier/:id{[0-9]+}/generate", staff, async (c) =>
  c.json(await genererInventaireMobilier(c.var.ports, parseId(c.req.param("id")))),
);
documentRoutes.get("/Mission/:id{[0-9]+}/ordreMission/generate", staff, async (c) =>
  c.json(await genererOrdreMission(c.var.ports, parseId(c.req.param("id")))),
);
documentRoutes.get(
  "/Appartement/:id{[0-9]+}/ordreMissionIntendance/:intendanceId{[0-9]+}/generate",
  staff,
  async (c) =>
    c.json(
      await genererOrdreMissionIntendance(
        c.var.ports,
        parseId(c.req.param("id")),
        parseId(c.req.param("intendanceId")),
      ),
    ),
);
// The tenant's account (issue 20): the statement over a period (?du=&au=, YYYY-MM-DD, both optional), the formal notice.
documentRoutes.get("/Dossier/:id{[0-9]+}/releveCompte/generate", staff, async (c) =>
  c.json(
    await genererReleveCompte(c.var.ports, parseId(c.req.param("id")), {
      du: c.req.query("du"),
      au: c.req.query("au"),
    }),
  ),
);
documentRoutes.get("/Dossier/:id{[0-9]+}/miseEnDemeure/generate", staff, async (c) =>
  c.json(await genererMiseEnDemeure(c.var.ports, parseId(c.req.param("id")))),
);
