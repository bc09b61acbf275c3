import type { Hono } from "hono";
import type { AppEnv } from "../lib/env";
import { readJson } from "../lib/validate";
import { genererMandat } from "../services/prelevements/mandat-document";
import { creerMandat, listeMandats, revoquerMandat } from "../services/prelevements/mandats";
import { lirePrelevement, listePrelevements } from "../services/prelevements/lire";
import { preparerPrelevement } from "../services/prelevements/preparer";
import { rejeterLigne } from "../services/prelevements/rejets";
import { retoursProposes } from "../services/prelevements/retours";
import { fichierPrelevement } from "../services/prelevements/sepa";
import { supprimerPrelevement, validerPrelevement } from "../services/prelevements/valider";
import { contentDisposition } from "./files/download";
import { operation } from "./operation";
import { parseId } from "./params";
import { telechargeur } from "./telechargeur";

/** Rents by SEPA direct debit (issue 41, ADR 041): roles from the contract (worker/domain/contract/prelevements.ts). */
export function prelevementRoutes(app: Hono<AppEnv>) {
  operation(app, "GET /Dossier/:id/mandatsSepa", async (c) =>
    c.json(await listeMandats(c.var.ports, parseId(c.req.param("id")))),
  );
  operation(app, "POST /Dossier/:id/mandatsSepa", async (c) =>
    c.json(
      await creerMandat(
        c.var.ports,
        parseId(c.req.param("id")),
        await readJson(c.req),
        c.var.user.email,
      ),
      201,
    ),
  );
  operation(app, "POST /MandatSepa/:id/revoquer", async (c) =>
    c.json(await revoquerMandat(c.var.ports, parseId(c.req.param("id")))),
  );
  operation(app, "GET /MandatSepa/:id/generate", async (c) =>
    c.json(await genererMandat(c.var.ports, parseId(c.req.param("id")))),
  );
  operation(app, "GET /prelevements/retours", async (c) =>
    c.json(await retoursProposes(c.var.ports)),
  );
  operation(app, "GET /prelevements", async (c) => c.json(await listePrelevements(c.var.ports)));
  operation(app, "POST /prelevements", async (c) =>
    c.json(await preparerPrelevement(c.var.ports, await readJson(c.req), c.var.user.email), 201),
  );
  operation(app, "GET /Prelevement/:id", async (c) =>
    c.json(await lirePrelevement(c.var.ports, parseId(c.req.param("id")))),
  );
  operation(app, "GET /Prelevement/:id/sepa", async (c) => {
    const { nom, xml } = await fichierPrelevement(
      c.var.ports,
      parseId(c.req.param("id")),
      telechargeur(c),
    );
    return c.body(xml, 200, {
      "Content-Type": "application/xml; charset=utf-8",
      "Content-Disposition": contentDisposition(nom),
      "Cache-Control": "no-store",
    });
  });
  operation(app, "POST /Prelevement/:id/valider", async (c) =>
    c.json(await validerPrelevement(c.var.ports, parseId(c.req.param("id")), c.var.user.email)),
  );
  operation(app, "DELETE /Prelevement/:id", async (c) =>
    c.json(await supprimerPrelevement(c.var.ports, parseId(c.req.param("id")))),
  );
  operation(app, "POST /Prelevement/:id/rejets", async (c) =>
    c.json(
      await rejeterLigne(
        c.var.ports,
        parseId(c.req.param("id")),
        await readJson(c.req),
        c.var.user.email,
      ),
    ),
  );
}
