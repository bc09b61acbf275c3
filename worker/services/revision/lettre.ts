import { desc, eq } from "drizzle-orm";
import { Dossier, RevisionLoyer } from "../../db/schema";
import type { Ports } from "../../ports";
import type { RevisionLoyerData } from "../../documents/revision-loyer";
import { eurosFr } from "../../domain/loyer";
import { libelleDuCode } from "../../domain/revision/revision";
import { notFound } from "../../lib/errors";
import { partiesDuDossier } from "../compte/documents";
import { documentContext } from "../documents/context";
import { pdfs } from "../documents/pdf";
import { storeGenerated } from "../documents/store";
import { type Signataire, signature } from "../quitance/mails";

// The letter of a rent revision (ADR 024): made from the applied revision's row, so it can be made again at any
// time and is the same each time; downloaded by GET /api/Dossier/{id}/revisionLoyer/generate (the dossier's latest
// revision) and attached, made when the mail leaves, to the tenant's e-mail ("RevisionLoyer:<id>").

export const MSG_AUCUNE_REVISION = "Ce dossier n'a aucune révision de loyer appliquée.";

type Revision = typeof RevisionLoyer.$inferSelect;

const jourFr = (d: string) => d.split("-").reverse().join("/");

/** "RevisionLoyer:<id>": the outbox's attachment reference of a revision's letter. */
export const lettreAttachment = (revisionId: number) => `RevisionLoyer:${revisionId}`;

/** The tenant's e-mail: subject and text (the letter is attached). */
export const mailRevision = (r: Revision, charges: number, sig: Signataire) => ({
  subject: `Révision de votre loyer au ${jourFr(r.dateEffet)}`,
  body: [
    "Madame, Monsieur,",
    "",
    `Votre loyer hors charges est révisé selon l'indice de référence des loyers (IRL) à la date de révision du ${jourFr(r.dateRevision)} : il passe de ${eurosFr(r.ancienLoyer)} à ${eurosFr(r.nouveauLoyer)} par mois à compter du ${jourFr(r.dateEffet)}.`,
    `Calcul : ${eurosFr(r.ancienLoyer)} × ${r.nouvelIndice} (IRL du ${libelleDuCode(r.nouveauTrimestre)}) / ${r.indiceReference} (IRL du ${libelleDuCode(r.trimestreReference)}).`,
    `Les charges (${eurosFr(charges)}) ne changent pas. Vous trouverez le courrier en pièce jointe.`,
    "",
    signature(sig),
  ].join("\n"),
});

/** The letter's bytes and the holder's name for a revision row. */
async function lettre(ports: Ports, r: Revision) {
  const [p, [d]] = await Promise.all([
    partiesDuDossier(ports, r.DossierId),
    ports.db
      .select({ loyerCharge: Dossier.loyerCharge })
      .from(Dossier)
      .where(eq(Dossier.id, r.DossierId)),
  ]);
  const data: RevisionLoyerData = {
    bailleurs: p.bailleurs,
    mandataire: p.mandataire,
    locataires: p.locataires,
    adresseLocal: p.adresseLocal,
    dateRevision: r.dateRevision,
    dateEffet: r.dateEffet,
    ancienLoyer: r.ancienLoyer,
    nouveauLoyer: r.nouveauLoyer,
    charges: d?.loyerCharge ?? 0,
    trimestreReference: libelleDuCode(r.trimestreReference),
    indiceReference: r.indiceReference,
    nouveauTrimestre: libelleDuCode(r.nouveauTrimestre),
    nouvelIndice: r.nouvelIndice,
  };
  const bytes = await (await pdfs()).revisionLoyerPdf(data, await documentContext(ports));
  return { bytes, holder: p.holder };
}

/** GET /api/Dossier/{id}/revisionLoyer/generate: the letter of the dossier's latest revision; 404 without one. */
export async function genererLettreRevision(ports: Ports, dossierId: number) {
  const [r] = await ports.db
    .select()
    .from(RevisionLoyer)
    .where(eq(RevisionLoyer.DossierId, dossierId))
    .orderBy(desc(RevisionLoyer.dateRevision))
    .limit(1);
  if (!r) throw notFound(MSG_AUCUNE_REVISION);
  const { bytes, holder } = await lettre(ports, r);
  return storeGenerated(
    ports,
    {
      sujet: `Dossier/${dossierId}/revisionLoyer`,
      type: "revisionLoyer",
      nom: `Révision du loyer - ${holder}`,
      owners: { DossierId: dossierId },
    },
    bytes,
  );
}

/** The attachment "RevisionLoyer:<id>" as a mail attachment, or null for another reference. */
export async function lettreEnPieceJointe(ports: Ports, ref: string) {
  const m = /^RevisionLoyer:(\d+)$/.exec(ref);
  if (!m) return null;
  const [r] = await ports.db
    .select()
    .from(RevisionLoyer)
    .where(eq(RevisionLoyer.id, Number(m[1])));
  if (!r) throw new Error(`révision introuvable : ${ref}`);
  const { bytes, holder } = await lettre(ports, r);
  return {
    filename: `Révision du loyer - ${holder}.pdf`,
    content: bytes,
    contentType: "application/pdf",
  };
}
