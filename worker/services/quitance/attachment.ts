import type { Mail, Ports } from "../../ports";
import { nomFichier, quitanceDocsByIds } from "./data";
import { ensureDocument } from "./document";
import { miseEnDemeure } from "../compte/documents";
import { lettreEnPieceJointe } from "../revision/lettre";
import { compteRenduEnPieceJointe } from "../gerance/piece-jointe";

type Attachment = NonNullable<Mail["attachments"]>[number];

/** "Quitance:<id>" (an outbox attachment): that receipt's up-to-date document, read when the mail leaves. */
export const quitanceAttachment = (quitanceId: number) => `Quitance:${quitanceId}`;
/** "MiseEnDemeure:<dossierId>" (the third reminder stage): the dossier's formal notice, made when the mail leaves. */
export const miseEnDemeureAttachment = (dossierId: number) => `MiseEnDemeure:${dossierId}`;

export async function bytesOf(body: ReadableStream<Uint8Array> | Uint8Array): Promise<Uint8Array> {
  return body instanceof Uint8Array ? body : new Uint8Array(await new Response(body).arrayBuffer());
}

/** The file an outbox row names, as a mail attachment; throws (the send is retried later) when it is gone. */
export async function resolveAttachment(ports: Ports, ref: string): Promise<Attachment> {
  // A rent revision's letter (ADR 024), made from its row when the mail leaves.
  const lettre = await lettreEnPieceJointe(ports, ref);
  if (lettre) return lettre;
  // An owner's compte-rendu de gérance (ADR 033), made from their account as it stands when the mail leaves.
  const compteRendu = await compteRenduEnPieceJointe(ports, ref);
  if (compteRendu) return compteRendu;
  const notice = /^MiseEnDemeure:(\d+)$/.exec(ref);
  if (notice) {
    // Made from the account as it stands when the mail leaves; paid meanwhile, the send fails and is retried, then
    // left failed in the outbox for the admin (nothing false is ever sent).
    const made = await miseEnDemeure(ports, Number(notice[1]));
    if (!made) throw new Error(`plus aucune échéance impayée : ${ref}`);
    return {
      filename: `Mise en demeure - ${made.holder}.pdf`,
      content: made.bytes,
      contentType: "application/pdf",
    };
  }
  const m = /^Quitance:(\d+)$/.exec(ref);
  const [doc] = m ? await quitanceDocsByIds(ports, [Number(m[1])]) : [];
  if (!doc) throw new Error(`pièce jointe introuvable : ${ref}`);
  const stored = await ports.files.get(await ensureDocument(ports, doc));
  if (!stored) throw new Error(`document absent du stockage : ${ref}`);
  const name = nomFichier(doc);
  return { filename: name, content: await bytesOf(stored.body), contentType: "application/pdf" };
}
