import type { Hono } from "hono";
import { ATTESTATION_REQUEST_MAX_BYTES } from "../domain/upload-limits";
import type { AppEnv } from "../lib/env";
import { readJson } from "../lib/validate";
import { choisirDevis } from "../services/travaux/approbation";
import {
  deciderIntervention,
  interventionsProprietaire,
} from "../services/travaux/approbation-espace";
import { ajouterDevis } from "../services/travaux/devis";
import { lectureDevis } from "../services/travaux/devis-lecture";
import { ordreDeService } from "../services/travaux/ordre";
import { contentDisposition } from "./files/download";
import { receiveUpload } from "./files/receive";
import { DEVIS_RULE } from "./files/rules";
import { operation } from "./operation";
import { parseId } from "./params";

/** Quotes of a work order, staff's side (issue 76, item 3; ADR 120); roles from worker/domain/contract/devis.ts. */
export function devisRoutes(app: Hono<AppEnv>) {
  operation(app, "GET /Intervention/:id/devis", async (c) =>
    c.json(await lectureDevis(c.var.ports, parseId(c.req.param("id")))),
  );
  operation(app, "POST /Intervention/:id/devis", async (c) => {
    const { ports } = c.var;
    const id = parseId(c.req.param("id"));
    // The first file of the form is the quote, a PDF by its bytes: `file` as the screens name it, or any name a
    // caller gives its one PDF (the issue says « a PDF », not its field).
    const form = await receiveUpload(
      ports,
      c.req.raw,
      {
        maxBytes: ATTESTATION_REQUEST_MAX_BYTES,
        tooBig: "Le devis dépasse la taille maximale de 10 Mo.",
      },
      (_part, kept) => (kept === 0 ? DEVIS_RULE : null),
    );
    return c.json(await ajouterDevis(ports, id, c.var.user.email, form.fields, form.files[0]), 201);
  });
  operation(app, "GET /Intervention/:id/ordre", async (c) => {
    const { bytes, nom } = await ordreDeService(c.var.ports, parseId(c.req.param("id")));
    return c.body(new Uint8Array(bytes), 200, {
      "Content-Type": "application/pdf",
      "Content-Disposition": contentDisposition(nom),
      "Cache-Control": "no-store",
    });
  });
  operation(app, "POST /Intervention/:id/devis/:devisId/choisir", async (c) =>
    c.json(
      await choisirDevis(
        c.var.ports,
        parseId(c.req.param("id")),
        parseId(c.req.param("devisId")),
        c.var.user.email,
      ),
    ),
  );
}

/** The owner's side: the works of the owner's lots and the decision (the owner is the session's Client). */
export function devisEspaceRoutes(app: Hono<AppEnv>) {
  operation(app, "GET /espace/proprietaire/interventions", async (c) =>
    c.json(await interventionsProprietaire(c.var.ports, c.var.espace.recordId)),
  );
  operation(app, "POST /espace/proprietaire/interventions/:id/decision", async (c) =>
    c.json(
      await deciderIntervention(
        c.var.ports,
        c.var.espace.recordId,
        parseId(c.req.param("id")),
        await readJson(c.req),
      ),
    ),
  );
}
