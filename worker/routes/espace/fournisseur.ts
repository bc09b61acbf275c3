import type { Context, Hono } from "hono";
import type { AppEnv } from "../../lib/env";
import { readJson } from "../../lib/validate";
import { readSmallForm } from "../../lib/small-form";
import { ATTESTATION_REQUEST_MAX_BYTES, PHOTO_MAX_BYTES } from "../../domain/upload-limits";
import { auteurEspace } from "../../domain/espace/auteur";
import {
  interventionDuFournisseur,
  interventionsDuFournisseur,
} from "../../services/espace-fournisseur/lecture";
import { marquerRealisee, repondre } from "../../services/espace-fournisseur/reponse";
import {
  devisDuFournisseur,
  factureDuFournisseur,
  photoDuFournisseur,
} from "../../services/espace-fournisseur/envois";
import { receiveUpload } from "../files/receive";
import { DEVIS_RULE, PHOTO_INTERVENTION_RULE } from "../files/rules";
import { operation } from "../operation";
import { parseId } from "../params";

// Issue 76 item 6 (ADR 127): the supplier's space. The supplier is the session's Fournisseur (its token's record):
// every service takes it and reads or writes only that supplier's orders.

const moi = (c: Context<AppEnv>) => {
  const espace = c.var.espace;
  if (!espace) throw new Error("requireEspace absent");
  return { f: espace.recordId, par: auteurEspace(espace.email, espace.espace) };
};
const id = (c: Context<AppEnv>) => parseId(c.req.param("id"));

export function espaceFournisseurRoutes(app: Hono<AppEnv>) {
  operation(app, "GET /espace/fournisseur/interventions", async (c) =>
    c.json(await interventionsDuFournisseur(c.var.ports, moi(c).f)),
  );
  operation(app, "GET /espace/fournisseur/interventions/:id", async (c) =>
    c.json(await interventionDuFournisseur(c.var.ports, moi(c).f, id(c))),
  );
  operation(app, "POST /espace/fournisseur/interventions/:id/reponse", async (c) => {
    const { f, par } = moi(c);
    return c.json(await repondre(c.var.ports, f, par, id(c), await readJson(c.req)));
  });
  operation(app, "POST /espace/fournisseur/interventions/:id/realisee", async (c) => {
    const { f, par } = moi(c);
    return c.json(await marquerRealisee(c.var.ports, f, par, id(c), await readJson(c.req)));
  });
  operation(app, "POST /espace/fournisseur/interventions/:id/devis", async (c) => {
    const { ports } = c.var;
    const { f, par } = moi(c);
    const form = await receiveUpload(
      ports,
      c.req.raw,
      {
        maxBytes: ATTESTATION_REQUEST_MAX_BYTES,
        tooBig: "Le devis dépasse la taille maximale de 10 Mo.",
      },
      (part, kept) => (kept === 0 && part.name === "file" ? DEVIS_RULE : null),
    );
    const lue = await devisDuFournisseur(ports, f, par, id(c), form.fields, form.files[0]);
    return c.json(lue, 201);
  });
  operation(app, "POST /espace/fournisseur/interventions/:id/photos", async (c) => {
    const { ports } = c.var;
    const { f, par } = moi(c);
    const form = await receiveUpload(
      ports,
      c.req.raw,
      { maxBytes: PHOTO_MAX_BYTES + 64 * 1024, tooBig: "La photo dépasse 10 Mo." },
      (part, kept) => (kept === 0 && part.name === "file" ? PHOTO_INTERVENTION_RULE : null),
    );
    const lue = await photoDuFournisseur(ports, f, par, id(c), form.fields, form.files[0]);
    return c.json(lue, 201);
  });
  // The invoice as staff's POST /Intervention/{id}/facture reads it: a small form, its PDF 5 Mo at most.
  operation(app, "POST /espace/fournisseur/interventions/:id/facture", async (c) => {
    const { f, par } = moi(c);
    const form = await readSmallForm(c.req.raw, 5 * 1024 * 1024, "La facture dépasse 5 Mo.");
    const fichier = form.files.fichier;
    const lue = await factureDuFournisseur(c.var.ports, f, par, id(c), {
      fields: form.fields,
      fichier: fichier ? { name: fichier.filename, bytes: fichier.bytes } : null,
    });
    return c.json(lue, 201);
  });
}
