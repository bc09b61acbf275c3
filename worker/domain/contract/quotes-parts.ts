import { z } from "zod";
import { confirmerQuotesPartsSchema } from "../quotes-parts/schemas";
import { idOf, type Operation } from "./operation";

// The shares of an apartment's owners held like an IBAN (issue 59, item 4; ADR 073): a change of the owners or of
// their shares on an apartment that has owners waits for an admin or comptable other than its author. The shares in
// force stay those of every payout, owner entry and statement until then.

const tag = "Quotes-parts";

const part = z.object({
  ClientId: z.number().int(),
  nom: z.string(),
  quotePart: z
    .number()
    .nullable()
    .meta({ description: "En %, telle que saisie ; null : parts égales" }),
  part: z.number().meta({ description: "La part qui s'applique (en %)" }),
});

/** The waiting change, as every answer of this domain shows it. */
export const attenteQuotesParts = z
  .object({
    id: z.number().int(),
    parts: z.array(part).meta({ description: "La liste entière proposée" }),
    auteur: z.string(),
    createdAt: z.string(),
  })
  .meta({ id: "QuotesPartsEnAttente" });

export const statutQuotesParts = z.enum(["en_vigueur", "a_verifier"]).meta({
  description: "« a_verifier » : une modification attend sa confirmation par une deuxième personne",
});

const etat = z
  .object({
    AppartementId: z.number().int(),
    parts: z.array(part).meta({ description: "Les propriétaires et quotes-parts en vigueur" }),
    quotesPartsStatut: statutQuotesParts,
    attente: attenteQuotesParts.nullable(),
  })
  .meta({ id: "QuotesParts" });

const id = { id: idOf("de l'appartement") };

export const QUOTES_PARTS_OPERATIONS = {
  "GET /Appartement/:id/quotesParts": {
    tag,
    summary:
      "Les quotes-parts en vigueur d'un appartement et la modification en attente (qui, quand)",
    access: "staff",
    params: id,
    ok: { 200: { description: "Les quotes-parts", json: etat } },
    errors: [401, 403, 404],
  },
  "POST /Appartement/:id/quotesParts/confirmer": {
    tag,
    summary:
      "Confirmer la modification en attente des propriétaires ou quotes-parts (un autre administrateur ou comptable que son auteur)",
    description:
      "Applique la liste proposée en une fois. 403 pour l'auteur de la modification, 409 si rien n'est en attente ou si la modification a changé (`attenteId`, facultatif : celle lue à l'écran). Demande une confirmation récente de la session.",
    access: "finance",
    confirmation: true,
    params: id,
    body: { json: confirmerQuotesPartsSchema },
    ok: { 200: { description: "Les quotes-parts désormais en vigueur", json: etat } },
    errors: [400, 401, 403, 404, 409],
  },
  "DELETE /Appartement/:id/quotesParts/attente": {
    tag,
    summary:
      "Annuler la modification en attente (son auteur, un administrateur ou un comptable) : les quotes-parts en vigueur restent",
    access: "staff",
    params: id,
    ok: { 200: { description: "Les quotes-parts en vigueur", json: etat } },
    errors: [401, 403, 404, 409],
  },
} as const satisfies Record<string, Operation>;
