import type { Hono } from "hono";
import type { AppEnv } from "../../lib/env";
import { MSG_INVALID, badRequest } from "../../lib/errors";
import { readJson } from "../../lib/validate";
import { MSG_STATUT, statutDemande } from "../../domain/demandes/regles";
import { attestationsDuDossier } from "../../services/demandes/assurance";
import { changerStatut, repondre } from "../../services/demandes/envoi";
import { lireDemande, listerDemandes } from "../../services/demandes/lecture";
import { operation } from "../operation";
import { parseId } from "../params";

// Issue 62. Staff's list « Demandes », a request's state and replies, and a lease's insurance certificates.
export function demandesStaffRoutes(app: Hono<AppEnv>) {
  operation(app, "GET /demandes", async (c) => {
    const filtre = c.req.query("statut");
    const statut = filtre ? statutDemande(filtre) : null;
    if (filtre && !statut) throw badRequest(MSG_INVALID, { statut: MSG_STATUT });
    return c.json({ data: await listerDemandes(c.var.ports, { staff: true }, statut) });
  });
  operation(app, "GET /Demande/:id", async (c) =>
    c.json(await lireDemande(c.var.ports, { staff: true }, parseId(c.req.param("id")))),
  );
  operation(app, "PUT /Demande/:id", async (c) =>
    c.json(await changerStatut(c.var.ports, parseId(c.req.param("id")), await readJson(c.req))),
  );
  operation(app, "POST /Demande/:id/reponses", async (c) =>
    c.json(
      await repondre(
        c.var.ports,
        parseId(c.req.param("id")),
        await readJson(c.req),
        c.var.user.email,
      ),
      201,
    ),
  );
  operation(app, "GET /Dossier/:id/assurances", async (c) =>
    c.json({ data: await attestationsDuDossier(c.var.ports, parseId(c.req.param("id"))) }),
  );
}
