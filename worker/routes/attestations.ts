import type { Hono } from "hono";
import type { AppEnv } from "../lib/env";
import { donneesCafDuDossier, donneesCafPdfDuDossier } from "../services/attestations/donnees-caf";
import { genererAttestationPaiement } from "../services/attestations/paiement-loyers";
import { contentDisposition } from "./files/download";
import { operation } from "./operation";
import { parseId } from "./params";

/** Issue 73, item 7: the payment attestation and the CAF sheet of a lease, for staff. */
export function attestationRoutes(app: Hono<AppEnv>) {
  operation(app, "GET /Dossier/:id/attestationPaiement/generate", async (c) =>
    c.json(await genererAttestationPaiement(c.var.ports, parseId(c.req.param("id")))),
  );
  operation(app, "GET /Dossier/:id/donneesCaf", async (c) =>
    c.json(await donneesCafDuDossier(c.var.ports, parseId(c.req.param("id")))),
  );
  operation(app, "GET /Dossier/:id/donneesCaf.pdf", async (c) => {
    const id = parseId(c.req.param("id"));
    const bytes = await donneesCafPdfDuDossier(c.var.ports, id);
    // A copy typed on an ArrayBuffer, as Hono's body wants (pdf-lib answers a Uint8Array of any buffer).
    return c.body(new Uint8Array(bytes), 200, {
      "Content-Type": "application/pdf",
      "Content-Disposition": contentDisposition(`Attestation de loyer CAF - dossier ${id}.pdf`),
      "Cache-Control": "no-store",
    });
  });
}
