import { and, eq } from "drizzle-orm";
import { Appartement, AppartementProprietaire } from "../../db/schema";
import type { Ports } from "../../ports";
import {
  MSG_PAS_PROPRIETAIRE,
  MSG_TOUS_PROPRIETAIRES,
  quotesPartsSchema,
} from "../../domain/schemas/proprietaire";
import { introuvable } from "../../domain/labels";
import { badRequest, MSG_INVALID, notFound } from "../../lib/errors";
import { parseWith } from "../../lib/validate";
import { inTransaction } from "../transaction";

// PUT /api/Appartement/{id}/quotesParts (issue 38, ADR 031): every owner's share at once, adding up to 100 %. One
// transaction (BEGIN IMMEDIATE): the owners are read under the write lock, so an owner added or removed in parallel
// is either seen or waits.

export async function ecrireQuotesParts(ports: Ports, appartementId: number, input: unknown) {
  const { parts } = parseWith(quotesPartsSchema, input);
  return inTransaction(ports, async (tx) => {
    const appartement = await tx.db
      .select({ id: Appartement.id })
      .from(Appartement)
      .where(eq(Appartement.id, appartementId));
    const proprietaires = await tx.db
      .select({ ClientId: AppartementProprietaire.ClientId })
      .from(AppartementProprietaire)
      .where(eq(AppartementProprietaire.AppartementId, appartementId));
    if (!appartement[0]) throw notFound(introuvable("Appartement"));
    const ids = new Set(proprietaires.map((p) => p.ClientId));
    if (parts.some((p) => !ids.has(p.ClientId)))
      throw badRequest(MSG_INVALID, { parts: MSG_PAS_PROPRIETAIRE });
    if (parts.length !== ids.size) throw badRequest(MSG_INVALID, { parts: MSG_TOUS_PROPRIETAIRES });
    for (const p of parts)
      await tx.db
        .update(AppartementProprietaire)
        .set({ quotePart: p.quotePart })
        .where(
          and(
            eq(AppartementProprietaire.AppartementId, appartementId),
            eq(AppartementProprietaire.ClientId, p.ClientId),
          ),
        );
    return { parts: [...parts].sort((a, b) => a.ClientId - b.ClientId) };
  });
}
