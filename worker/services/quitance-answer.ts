import type { Ports } from "../ports";
import { conflict } from "../lib/errors";
import { declarer } from "./compte/termes";

export const ALREADY_ANSWERED = "Votre réponse a déjà été prise en compte par nos services...";

/**
 * The tenant's answer from the e-mailed link: a declaration recorded once, and only while staff have recorded
 * nothing for the term (services/compte/termes.ts). A second answer, or one after a recorded payment or state, is a
 * 409. Returns null for an unknown link.
 */
export async function answerReceipt(ports: Ports, uuid: string, regle: boolean): Promise<{ regle: boolean } | null> {
  const r = await declarer(ports, uuid, regle);
  if (r === "deja") throw conflict(ALREADY_ANSWERED);
  return r;
}
