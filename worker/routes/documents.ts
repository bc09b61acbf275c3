import type { Hono } from "hono";
import type { AppEnv } from "../lib/env";
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
import { operation } from "./operation";
import { listVersions } from "../services/documents/versions";
import { versionsQuerySchema } from "../domain/signature/schemas";
import { parseWith } from "../lib/validate";
import { parseId } from "./params";

/** The document generators of spec 7 (GET, each answers { generated: "<link under /files>" }), for every staff role. */
export function documentRoutes(app: Hono<AppEnv>) {
  operation(app, "GET /Dossier/etiquetteCaution/:id/generate", async (c) =>
    c.json(await genererEtiquetteCaution(c.var.ports, parseId(c.req.param("id")))),
  );
  operation(app, "GET /Dossier/:id/contratLocation/generate", async (c) =>
    c.json(await genererContratLocation(c.var.ports, parseId(c.req.param("id")))),
  );
  operation(app, "GET /Dossier/:id/etatIn/generate", async (c) =>
    c.json(await genererEtatLieux(c.var.ports, parseId(c.req.param("id")), "entree")),
  );
  operation(app, "GET /Dossier/:id/etatOut/generate", async (c) =>
    c.json(await genererEtatLieux(c.var.ports, parseId(c.req.param("id")), "sortie")),
  );
  operation(app, "GET /Dossier/:id/etiquetteLocataire/generate", async (c) =>
    c.json(await genererEtiquetteLocataire(c.var.ports, parseId(c.req.param("id")))),
  );
  operation(app, "GET /Dossier/:id/acteCautionnement/:cautionId/generate", async (c) =>
    c.json(
      await genererActeCautionnement(
        c.var.ports,
        parseId(c.req.param("id")),
        parseId(c.req.param("cautionId")),
      ),
    ),
  );
  operation(app, "GET /Dossier/inventaireMobilier/:id/generate", async (c) =>
    c.json(await genererInventaireMobilier(c.var.ports, parseId(c.req.param("id")))),
  );
  operation(app, "GET /Mission/:id/ordreMission/generate", async (c) =>
    c.json(await genererOrdreMission(c.var.ports, parseId(c.req.param("id")))),
  );
  operation(app, "GET /Appartement/:id/ordreMissionIntendance/:intendanceId/generate", async (c) =>
    c.json(
      await genererOrdreMissionIntendance(
        c.var.ports,
        parseId(c.req.param("id")),
        parseId(c.req.param("intendanceId")),
      ),
    ),
  );
  // The tenant's account (issue 20): the statement over a period (?du=&au=, YYYY-MM-DD, both optional), the formal notice.
  operation(app, "GET /Dossier/:id/releveCompte/generate", async (c) =>
    c.json(
      await genererReleveCompte(c.var.ports, parseId(c.req.param("id")), {
        du: c.req.query("du"),
        au: c.req.query("au"),
      }),
    ),
  );
  operation(app, "GET /Dossier/:id/miseEnDemeure/generate", async (c) =>
    c.json(await genererMiseEnDemeure(c.var.ports, parseId(c.req.param("id")))),
  );
  // Issue 39: a signable document's versions (date, SHA-256, link), the signed one marked.
  operation(app, "GET /documents/versions", async (c) => {
    const { sujet } = parseWith(versionsQuerySchema, { sujet: c.req.query("sujet") });
    return c.json(await listVersions(c.var.ports, sujet));
  });
}
