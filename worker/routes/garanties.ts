import { rendreAuLocataire } from "../services/garanties/rendre-au-locataire";
import type { Hono } from "hono";
import type { AppEnv } from "../lib/env";
import { readJson } from "../lib/validate";
import { bordereauGli, bordereauGliCsv, bordereauGliPdf } from "../services/garanties/bordereau";
import { enregistrerEtape } from "../services/garanties/etapes";
import { enregistrerGarantie, lireGarantie } from "../services/garanties/garantie";
import { enregistrerIndemnite } from "../services/garanties/indemnites";
import { dossierSinistreZip } from "../services/garanties/dossier-zip";
import { lettreSinistre } from "../services/garanties/lettres";
import { lireSinistre } from "../services/garanties/etat-sinistre";
import { enregistrerRecuperation } from "../services/garanties/recuperations";
import { listerRecuperations } from "../services/garanties/recuperations-liste";
import { enregistrerVirementRecuperation } from "../services/garanties/reversements";
import { lettreSinistreQuery } from "../domain/garanties/lettres";
import { parseWith } from "../lib/validate";
import { contentDisposition } from "./files/download";
import { operation } from "./operation";
import { parseId } from "./params";

/** Issue 78: a lease's guarantee, the insurer's quarterly statement, the claim steps done. */
export function garantieRoutes(app: Hono<AppEnv>) {
  operation(app, "GET /Dossier/:id/garantie", async (c) =>
    c.json(await lireGarantie(c.var.ports, parseId(c.req.param("id")))),
  );
  operation(app, "PUT /Dossier/:id/garantie", async (c) =>
    c.json(
      await enregistrerGarantie(c.var.ports, parseId(c.req.param("id")), await readJson(c.req)),
    ),
  );
  operation(app, "GET /ContratGli/:id/bordereau", async (c) =>
    c.json(await bordereauGli(c.var.ports, parseId(c.req.param("id")), c.req.query())),
  );
  operation(app, "GET /ContratGli/:id/bordereau.csv", async (c) => {
    const b = await bordereauGliCsv(c.var.ports, parseId(c.req.param("id")), c.req.query());
    return c.body(b.csv, 200, {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": contentDisposition(b.nom),
      "Cache-Control": "no-store",
    });
  });
  operation(app, "GET /ContratGli/:id/bordereau.pdf", async (c) => {
    const b = await bordereauGliPdf(c.var.ports, parseId(c.req.param("id")), c.req.query());
    return c.body(new Uint8Array(b.bytes), 200, {
      "Content-Type": "application/pdf",
      "Content-Disposition": contentDisposition(b.nom),
      "Cache-Control": "no-store",
    });
  });
  operation(app, "POST /Dossier/:id/indemnites", async (c) =>
    c.json(
      await enregistrerIndemnite(
        c.var.ports,
        parseId(c.req.param("id")),
        await readJson(c.req),
        c.var.user.email,
      ),
      201,
    ),
  );
  operation(app, "POST /Dossier/:id/sinistre/etapes", async (c) =>
    c.json(
      await enregistrerEtape(
        c.var.ports,
        parseId(c.req.param("id")),
        await readJson(c.req),
        c.var.user.email,
      ),
      201,
    ),
  );
  operation(app, "GET /Dossier/:id/sinistre/lettre", async (c) => {
    const { etape } = parseWith(lettreSinistreQuery, c.req.query());
    const l = await lettreSinistre(c.var.ports, parseId(c.req.param("id")), etape);
    return c.body(new Uint8Array(l.bytes), 200, {
      "Content-Type": "application/pdf",
      "Content-Disposition": contentDisposition(l.nom),
      "Cache-Control": "no-store",
    });
  });
  operation(app, "GET /Dossier/:id/sinistre/dossier.zip", async (c) => {
    const z = await dossierSinistreZip(c.var.ports, parseId(c.req.param("id")));
    return c.body(z.zip, 200, {
      "Content-Type": "application/zip",
      "Content-Disposition": contentDisposition(z.nom),
      "Cache-Control": "no-store",
    });
  });
  operation(app, "POST /Dossier/:id/recuperations", async (c) =>
    c.json(
      await enregistrerRecuperation(
        c.var.ports,
        parseId(c.req.param("id")),
        await readJson(c.req),
        c.var.user.email,
      ),
      201,
    ),
  );
  operation(app, "GET /sinistres/recuperations", async (c) =>
    c.json(await listerRecuperations(c.var.ports, c.req.query())),
  );
  operation(app, "POST /sinistres/recuperations/:id/virement", async (c) =>
    c.json(
      await enregistrerVirementRecuperation(
        c.var.ports,
        parseId(c.req.param("id")),
        await readJson(c.req),
        c.var.user.email,
      ),
      201,
    ),
  );
  operation(app, "POST /sinistres/recuperations/:id/rendre", async (c) =>
    c.json(await rendreAuLocataire(c.var.ports, parseId(c.req.param("id")), c.var.user.email)),
  );
  operation(app, "GET /Dossier/:id/sinistre", async (c) =>
    c.json(await lireSinistre(c.var.ports, parseId(c.req.param("id")))),
  );
}
