import type { Hono } from "hono";
import type { AppEnv } from "../lib/env";
import { readJson } from "../lib/validate";
import { changerEtat, leverAlerteDecennale } from "../services/travaux/etats";
import { enregistrerFacture } from "../services/travaux/facture";
import { ventilerFacture } from "../services/travaux/ventilation";
import { readSmallForm } from "../lib/small-form";
import { factureDeLIntervention } from "../services/travaux/paiements-fournisseurs-liste";
import {
  creerIntervention,
  lireIntervention,
  listeInterventions,
} from "../services/travaux/interventions";
import { operation } from "./operation";
import { parseId } from "./params";

/** Work orders (issue 76, ADR 119); roles from the contract (worker/domain/contract/travaux.ts). */
export function travauxRoutes(app: Hono<AppEnv>) {
  operation(app, "POST /interventions", async (c) =>
    c.json(await creerIntervention(c.var.ports, c.var.user.email, await readJson(c.req)), 201),
  );
  operation(app, "GET /interventions", async (c) =>
    c.json(await listeInterventions(c.var.ports, c.req.query())),
  );
  operation(app, "GET /Intervention/:id", async (c) =>
    c.json(await lireIntervention(c.var.ports, parseId(c.req.param("id")))),
  );
  operation(app, "POST /Intervention/:id/etat", async (c) =>
    c.json(
      await changerEtat(
        c.var.ports,
        parseId(c.req.param("id")),
        c.var.user.email,
        await readJson(c.req),
      ),
    ),
  );
  operation(app, "POST /Intervention/:id/decennale/lever", async (c) =>
    c.json(
      await leverAlerteDecennale(
        c.var.ports,
        parseId(c.req.param("id")),
        c.var.user.email,
        await readJson(c.req),
      ),
    ),
  );
  operation(app, "GET /Intervention/:id/facture", async (c) =>
    c.json(await factureDeLIntervention(c.var.ports, parseId(c.req.param("id")))),
  );
  operation(app, "PUT /Intervention/:id/facture/lignes", async (c) =>
    c.json(
      await ventilerFacture(
        c.var.ports,
        parseId(c.req.param("id")),
        c.var.user.email,
        await readJson(c.req),
      ),
    ),
  );
  // Issue 76, item 4 (ADR 121): the supplier's invoice, a small form (its PDF, 5 Mo at most).
  operation(app, "POST /Intervention/:id/facture", async (c) => {
    const form = await readSmallForm(c.req.raw, 5 * 1024 * 1024, "La facture dépasse 5 Mo.");
    // `fichier` as the screens name it, else the form's one file whatever its name (the issue says « the PDF »).
    const fichier = form.files.fichier ?? Object.values(form.files)[0];
    return c.json(
      await enregistrerFacture(c.var.ports, parseId(c.req.param("id")), c.var.user.email, {
        fields: form.fields,
        fichier: fichier ? { name: fichier.filename, bytes: fichier.bytes } : null,
      }),
      201,
    );
  });
}
