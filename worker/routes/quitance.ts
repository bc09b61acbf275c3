import type { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../lib/env";
import { anneeDuChemin, moisDuChemin } from "../domain/quitance";
import { dateRequise } from "../domain/schemas/fields";
import { badRequest } from "../lib/errors";
import { parseWith, readJson } from "../lib/validate";
import { generateManual, quitanceDocument } from "../services/quitance/generate";
import { generateByHand } from "../services/quitance/by-hand";
import { quitancesOfMonth, quitancesOfYear } from "../services/quitance/lists";
import { marquerPaye } from "../services/compte/paye";
import { remettreImpaye } from "../services/compte/impaye";
import { monthZip } from "../services/quitance/zip";
import { annualQuittance } from "../services/quitance/annual";
import { remind } from "../services/quitance/relance";
import { contentDisposition } from "./files/download";
import { operation } from "./operation";
import { parseId, segment } from "./params";

const MSG_MOIS = "Mois invalide : attendu MM-AAAA, le mois de 1 à 12.";
const MSG_ANNEE = "Année invalide : attendue sur quatre chiffres.";
const dateBody = z.object({ date: dateRequise() });

const month = (text: string) =>
  moisDuChemin(text) ??
  (() => {
    throw badRequest(MSG_MOIS);
  })();
const year = (text: string) =>
  anneeDuChemin(text) ??
  (() => {
    throw badRequest(MSG_ANNEE);
  })();

/** The receipt calls of spec 7 beside the generic CRUD of /Quitance, and the reminder. Every logged-in role. */
export function quitanceRoutes(app: Hono<AppEnv>) {
  operation(app, "POST /Quitance/generate/manual/:dossierId", async (c) =>
    c.json(
      (await generateManual(c.var.ports, parseId(c.req.param("dossierId")), await readJson(c.req)))
        .quitance,
      201,
    ),
  );
  operation(app, "POST /Quitance/generate/:dossierId", async (c) => {
    const { date } = parseWith(dateBody, await readJson(c.req));
    const r = await generateByHand(c.var.ports, parseId(c.req.param("dossierId")), date);
    // 201 for the new receipt, 200 for the month's existing one (a second call never makes another).
    return c.json(r.quitance, r.created ? 201 : 200);
  });
  operation(app, "GET /Quitance/:id/generate", async (c) =>
    c.json({ generated: await quitanceDocument(c.var.ports, parseId(c.req.param("id"))) }),
  );
  operation(app, "GET /Quitance/:appartementId/generate/:year", async (c) =>
    c.json(
      await annualQuittance(
        c.var.ports,
        parseId(c.req.param("appartementId")),
        year(segment(c, "year")),
      ),
    ),
  );
  operation(app, "GET /Quitance/byDate/:period", async (c) =>
    c.json({ data: await quitancesOfMonth(c.var.ports, month(segment(c, "period"))) }),
  );
  operation(app, "GET /Quitance/byYear/:year", async (c) =>
    c.json({ data: await quitancesOfYear(c.var.ports, year(segment(c, "year"))) }),
  );
  operation(app, "GET /Quitance/switchState/:state/:id", async (c) => {
    const [ports, id, auteur] = [c.var.ports, parseId(c.req.param("id")), c.var.user.email];
    // Either way one read and one write batch: « Statut remis à impayé » (ADR 165), « payé » (ADR 167).
    if (segment(c, "state") !== "true") return c.json(await remettreImpaye(ports, id, auteur));
    return c.json(await marquerPaye(ports, id, auteur));
  });
  operation(app, "GET /Quitance/downloadMonth/:year/:month", async (c) => {
    const mois = month(`${segment(c, "month")}-${year(segment(c, "year"))}`);
    const zip = await monthZip(c.var.ports, mois);
    // c.body, not a Response of its own: the API's headers (lib/api-headers.ts) are the context's.
    return c.body(zip, 200, {
      "Content-Type": "application/zip",
      "Content-Disposition": contentDisposition(`quittances-${mois}.zip`),
      "Cache-Control": "no-store",
    });
  });
  operation(app, "POST /Quitance/:id/relance", async (c) =>
    c.json(await remind(c.var.ports, parseId(c.req.param("id")))),
  );
}
