import type { Ports } from "../../ports";
import { RateLimited } from "../../lib/errors";
import { today } from "../../lib/dates";
import {
  FENETRE_DOCUMENTS_S,
  MSG_TROP_DE_DOCUMENTS,
  documentsParHeure,
} from "../../domain/espace/documents";
import { hitStatement, windowLeft } from "../rate-limit";

// Issue 75 item 4: each space session makes a bounded number of documents an hour. The count is one atomic upsert
// (services/rate-limit.ts), so parallel requests all count; past the bound, a French 429 with its Retry-After.

/** Counts one document asked by the session `sid`; 429 past the bound of the hour. */
export async function compterDocumentEspace(ports: Ports, sid: string): Promise<void> {
  const [row] = await hitStatement(ports, `espace-documents:${sid}`, FENETRE_DOCUMENTS_S);
  if ((row?.count ?? 0) > documentsParHeure(today(ports.clock)))
    throw new RateLimited(windowLeft(ports, FENETRE_DOCUMENTS_S), MSG_TROP_DE_DOCUMENTS);
}
