import type { Mail, Ports } from "../../ports";
import { faireCompteRendu } from "./compte-rendu";

// The compte-rendu attached to the owner's e-mail (ADR 033): named by a reference in the outbox row, made when the
// mail leaves (worker/services/quitance/attachment.ts resolves every reference).

/** "CompteRendu:<ClientId>:<du>:<au>": the outbox's attachment reference. */
export const compteRenduAttachment = (clientId: number, du: string, au: string) =>
  `CompteRendu:${clientId}:${du}:${au}`;

/** A "CompteRendu:..." reference as a mail attachment, made now; null for another reference. */
export async function compteRenduEnPieceJointe(
  ports: Ports,
  ref: string,
): Promise<NonNullable<Mail["attachments"]>[number] | null> {
  const [, clientId, du, au] =
    /^CompteRendu:(\d+):(\d{4}-\d{2}-\d{2}):(\d{4}-\d{2}-\d{2})$/.exec(ref) ?? [];
  if (!clientId || !du || !au) return null;
  const made = await faireCompteRendu(ports, Number(clientId), du, au);
  return { filename: `${made.nom}.pdf`, content: made.bytes, contentType: "application/pdf" };
}
