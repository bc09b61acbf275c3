import type { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../lib/env";
import { anneeDuChemin } from "../../domain/quitance";
import { badRequest } from "../../lib/errors";
import { parseWith, readJson } from "../../lib/validate";
import { espaceDuLocataire } from "../../services/espace/locataire";
import {
  attestationDeLoyer,
  declarationDuLocataire,
  documentDuTerme,
  quittanceAnnuelleDuLocataire,
} from "../../services/espace/locataire-documents";
import { attestationPaiementDuLocataire } from "../../services/attestations/paiement-loyers";
import { operation } from "../operation";
import { parseId, segment } from "../params";
import { limiteDocumentsEspace } from "./limite-documents";

// Issue 62. The tenant's space: the account, quittances, attestation de loyer, documents, declarations. The tenant is
// the session's (c.var.espace.recordId, a Locataire), never an id of the request: a term of another lease is a 404.

const MSG_ANNEE = "Année invalide : attendue sur quatre chiffres.";
const declaration = z.object({
  paye: z.boolean({ error: "Indiquez si vous avez payé (oui ou non)." }),
});

export function espaceLocataireRoutes(app: Hono<AppEnv>) {
  operation(app, "GET /espace/locataire", async (c) =>
    c.json(await espaceDuLocataire(c.var.ports, c.var.espace.recordId)),
  );
  operation(app, "GET /espace/locataire/quittances/:id", limiteDocumentsEspace, async (c) =>
    c.json(await documentDuTerme(c.var.ports, c.var.espace.recordId, parseId(c.req.param("id")))),
  );
  operation(app, "POST /espace/locataire/quittances/:id/declaration", async (c) => {
    const id = parseId(c.req.param("id"));
    const { paye } = parseWith(declaration, await readJson(c.req));
    return c.json(await declarationDuLocataire(c.var.ports, c.var.espace.recordId, id, paye));
  });
  operation(
    app,
    "GET /espace/locataire/quittanceAnnuelle/:annee",
    limiteDocumentsEspace,
    async (c) => {
      const annee = anneeDuChemin(segment(c, "annee"));
      if (annee === null) throw badRequest(MSG_ANNEE);
      return c.json(await quittanceAnnuelleDuLocataire(c.var.ports, c.var.espace.recordId, annee));
    },
  );
  operation(app, "GET /espace/locataire/attestation", limiteDocumentsEspace, async (c) =>
    c.json(await attestationDeLoyer(c.var.ports, c.var.espace.recordId)),
  );
  // Issue 73: any of the tenant's own leases by its id (a former one too); another tenant's is a 404.
  operation(
    app,
    "GET /espace/locataire/dossiers/:id/attestationPaiement",
    limiteDocumentsEspace,
    async (c) =>
      c.json(
        await attestationPaiementDuLocataire(
          c.var.ports,
          c.var.espace.recordId,
          parseId(c.req.param("id")),
        ),
      ),
  );
}
