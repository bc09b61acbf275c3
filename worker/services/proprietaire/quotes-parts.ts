import type { Ports } from "../../ports";
import {
  MSG_PAS_PROPRIETAIRE,
  MSG_TOUS_PROPRIETAIRES,
  quotesPartsSchema,
} from "../../domain/schemas/proprietaire";
import { introuvable } from "../../domain/labels";
import { badRequest, MSG_INVALID, notFound } from "../../lib/errors";
import { parseWith } from "../../lib/validate";
import { lectures } from "../quotes-parts/lire";
import { actuelsDe, proposer } from "../quotes-parts/proposer";
import { inTransaction } from "../transaction";

// PUT /api/Appartement/{id}/quotesParts (issue 38, ADR 031): every owner's share at once, adding up to 100 %. Since
// issue 59 (ADR 073) a change is not written but proposed: it waits for another admin or comptable. One transaction
// (BEGIN IMMEDIATE): the owners are read under the write lock, so an owner added in parallel is either seen or waits.

export async function ecrireQuotesParts(
  ports: Ports,
  appartementId: number,
  input: unknown,
  auteur: string,
) {
  const { parts } = parseWith(quotesPartsSchema, input);
  return inTransaction(ports, async (tx) => {
    const [[appartement], proprietaires] = await Promise.all(lectures(tx, appartementId));
    if (!appartement) throw notFound(introuvable("Appartement"));
    const ids = new Set(proprietaires.map((p) => p.id));
    if (parts.some((p) => !ids.has(p.ClientId)))
      throw badRequest(MSG_INVALID, { parts: MSG_PAS_PROPRIETAIRE });
    if (parts.length !== ids.size) throw badRequest(MSG_INVALID, { parts: MSG_TOUS_PROPRIETAIRES });
    const actuels = actuelsDe(proprietaires);
    const tenue = await proposer(tx, appartementId, actuels, parts, auteur);
    const enVigueur = tenue
      ? actuels.map(({ ClientId, quotePart }) => ({ ClientId, quotePart }))
      : parts;
    return {
      parts: [...enVigueur].sort((a, b) => a.ClientId - b.ClientId),
      quotesPartsStatut: tenue ? tenue.quotesPartsStatut : ("en_vigueur" as const),
      // Present only when held: the route then answers 202.
      ...(tenue ? { attente: tenue.attente } : {}),
    };
  });
}
