import type { Context, Hono } from "hono";
import type { AppEnv } from "../../lib/env";
import { badRequest } from "../../lib/errors";
import { readJson } from "../../lib/validate";
import {
  ATTESTATION_REQUEST_MAX_BYTES,
  DEMANDE_REQUEST_MAX_BYTES,
  PHOTO_MAX_COUNT,
} from "../../domain/upload-limits";
import { auteurEspace } from "../../domain/espace/auteur";
import { deposerAttestation } from "../../services/demandes/assurance";
import { demandeLocataire, demandeProprietaire } from "../../services/demandes/envoi";
import { listerDemandes } from "../../services/demandes/lecture";
import { receiveUpload } from "../files/receive";
import { ATTESTATION_RULE, PHOTO_RULE } from "../files/rules";
import { operation } from "../operation";

// Issue 62, item 5. What the spaces send: the tenant's insurance certificate and requests with photos, the owner's
// messages; each space reads its own requests only (the record its session opens: c.var.espace.recordId).

const moi = (c: Context<AppEnv>) => {
  const espace = c.var.espace;
  if (!espace) throw new Error("requireEspace absent");
  return espace;
};

export function envoisLocataireRoutes(app: Hono<AppEnv>) {
  operation(app, "POST /espace/locataire/assurance", async (c) => {
    const { ports } = c.var;
    const espace = moi(c);
    // The first file of the form (field `file`) is the certificate, by its bytes: a PDF or an image.
    const form = await receiveUpload(
      ports,
      c.req.raw,
      {
        maxBytes: ATTESTATION_REQUEST_MAX_BYTES,
        tooBig: "L'attestation dépasse la taille maximale de 10 Mo.",
      },
      (part, kept) => (kept === 0 && part.name === "file" ? ATTESTATION_RULE : null),
    );
    const attestation = await deposerAttestation(
      ports,
      espace.recordId,
      form.fields,
      form.files[0],
      auteurEspace(espace.email, espace.espace),
    );
    return c.json(attestation, 201);
  });
  operation(app, "GET /espace/proprietaire/demandes", async (c) =>
    c.json({ data: await listerDemandes(c.var.ports, moi(c)) }),
  );
  operation(app, "POST /espace/proprietaire/demandes", async (c) =>
    c.json(await demandeProprietaire(c.var.ports, moi(c).recordId, await readJson(c.req)), 201),
  );
  operation(app, "GET /espace/locataire/demandes", async (c) =>
    c.json({ data: await listerDemandes(c.var.ports, moi(c)) }),
  );
  operation(app, "POST /espace/locataire/demandes", async (c) => {
    const { ports } = c.var;
    const form = await receiveUpload(
      ports,
      c.req.raw,
      {
        maxBytes: DEMANDE_REQUEST_MAX_BYTES,
        tooBig: `Les photos dépassent la taille permise : ${PHOTO_MAX_COUNT} photos de 10 Mo au plus.`,
      },
      (part, kept) => {
        if (part.name !== "photos") return null;
        if (kept >= PHOTO_MAX_COUNT)
          throw badRequest(`Vous pouvez joindre au plus ${PHOTO_MAX_COUNT} photos.`, {
            photos: `Au plus ${PHOTO_MAX_COUNT} photos.`,
          });
        return PHOTO_RULE;
      },
    );
    return c.json(await demandeLocataire(ports, moi(c).recordId, form.fields, form.files), 201);
  });
}
