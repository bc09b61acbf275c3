import { and, eq, inArray, sql } from "drizzle-orm";
import { Outbox, Quitance } from "../../db/schema";
import type { Ports } from "../../ports";
import { toEuros } from "../../domain/money";
import { apercuRelanceSchema, relancerSchema } from "../../domain/schemas/relances";
import { conflict } from "../../lib/errors";
import { today } from "../../lib/dates";
import { parseWith } from "../../lib/validate";
import { deliverOutbox, enqueue } from "../outbox";
import { inTransaction } from "../transaction";
import { genererMiseEnDemeure } from "../compte/documents";
import { documentContext } from "../documents/context";
import { pdfs } from "../documents/pdf";
import { storeGenerated } from "../documents/store";
import { miseEnDemeureAttachment } from "../quitance/attachment";
import {
  MSG_SANS_IMPAYE,
  MSG_SANS_MAIL_LOCATAIRE,
  impayesDuDossier,
  lettresDeRelance,
} from "./lettre";

// "Relancer maintenant" (issue 42, ADR 045): staff remind one tenant now, at the stage they choose, of all the
// dossier's unpaid terms. Recorded like the daily job's reminder (the terms' etapeRelance raised, never lowered), so
// the job does not send that stage again; by e-mail through the outbox, or as a letter to download and post.

export const MSG_DEJA_ENVOYEE =
  "Cette étape a déjà été envoyée aujourd'hui pour ce dossier : elle ne part qu'une fois par jour.";

/** GET /api/Dossier/{id}/relance/apercu?etape=: the letters as they would leave, amounts in euros. */
export async function apercuRelance(ports: Ports, dossierId: number, query: { etape?: string }) {
  const { etape } = parseWith(apercuRelanceSchema, query);
  const l = await lettresDeRelance(ports, dossierId, etape);
  return {
    etape: l.etape,
    libelle: l.libelle,
    total: toEuros(l.total),
    delai: l.delai,
    termes: l.termes.map((t) => ({ ...t, reste: toEuros(t.reste) })),
    arriere: l.arriere && { date: l.arriere.date, reste: toEuros(l.arriere.reste) },
    lettres: l.lettres,
    pieceJointe: etape === 3 ? "Mise en demeure de payer" : null,
    envoiParMail: l.locataire.mail != null,
  };
}

/**
 * POST /api/Dossier/{id}/relancer { etape, envoi }. One transaction raises the stage of the terms the letter names,
 * still unpaid under the write lock (409 when none is left), and queues the mails: the tenant, and from stage 2
 * each guarantor with an e-mail, stage 3 with the formal notice attached (made when the mail leaves). A dedupeKey
 * per dossier, stage, day and addressee: a double click sends once, the second answered 409. The mails leave at once when a transport is
 * configured (else they wait in the outbox). "telechargement" records the same and answers the letter's PDF.
 */
export async function relancerDossier(ports: Ports, dossierId: number, body: unknown) {
  const { etape, envoi } = parseWith(relancerSchema, body);
  const l = await lettresDeRelance(ports, dossierId, etape);
  const { locataire } = l;
  if (envoi === "email" && !locataire.mail) throw conflict(MSG_SANS_MAIL_LOCATAIRE);
  const day = today(ports.clock);
  const key = (who: string) => `relance-dossier:${dossierId}:${etape}:${day}:${who}`;
  const { termes, mails } = await inTransaction(ports, async (tx) => {
    // Under the write lock (the dedupeKey's unique index holds it anyway): said, rather than counted twice.
    if (envoi === "email") {
      const [deja] = await tx.db
        .select({ id: Outbox.id })
        .from(Outbox)
        .where(eq(Outbox.dedupeKey, key("locataire")));
      if (deja) throw conflict(MSG_DEJA_ENVOYEE);
    }
    const moved = await tx.db
      .update(Quitance)
      .set({
        etapeRelance: sql`max(${Quitance.etapeRelance}, ${etape})`,
        relance: true,
        nbRelances: sql`${Quitance.nbRelances} + 1`,
        updatedAt: tx.clock.now().toISOString(),
      })
      .where(
        and(
          inArray(
            Quitance.id,
            l.termes.map((t) => t.QuitanceId),
          ),
          impayesDuDossier(dossierId),
        ),
      )
      .returning({ id: Quitance.id });
    // An opening debt alone has no term to raise: it is still chased (ADR 114).
    if (!moved.length && !l.arriere) throw conflict(MSG_SANS_IMPAYE);
    if (envoi !== "email") return { termes: moved.length, mails: [] };
    const ids: number[] = [];
    // The letters' first term; none when only the opening debt is chased.
    const QuitanceId = l.termes[0]?.QuitanceId ?? null;
    for (const lettre of l.lettres) {
      if (!lettre.mail) continue;
      const who = lettre.destinataire === "caution" ? `caution:${lettre.CautionId}` : "locataire";
      ids.push(
        await enqueue(tx, {
          dedupeKey: key(who),
          to: lettre.mail,
          subject: lettre.objet,
          body: lettre.texte,
          QuitanceId,
          attachment: etape === 3 ? miseEnDemeureAttachment(dossierId) : null,
        }),
      );
    }
    return { termes: moved.length, mails: ids };
  });
  const base = { etape, envoi, termes };
  if (envoi === "email") {
    const { sent } = await deliverOutbox(ports, mails);
    return { ...base, envois: mails.length, envoyes: sent };
  }
  return { ...base, ...(await lettreATelecharger(ports, dossierId, l, locataire)) };
}

/** The letter to post: the formal notice at stage 3, else the reminder's text on the shared layout. */
async function lettreATelecharger(
  ports: Ports,
  dossierId: number,
  l: Awaited<ReturnType<typeof lettresDeRelance>>,
  lettre: { objet: string; texte: string },
) {
  if (l.etape === 3) return genererMiseEnDemeure(ports, dossierId);
  const p = l.parties;
  const bytes = await (await pdfs()).lettreRelancePdf(
    {
      bailleurs: p.bailleurs,
      mandataire: p.mandataire,
      locataires: p.locataires,
      adresseLocal: p.adresseLocal,
      libelle: l.libelle,
      objet: lettre.objet,
      texte: lettre.texte,
    },
    await documentContext(ports),
  );
  return storeGenerated(
    ports,
    {
      sujet: `Dossier/${dossierId}/lettreRelance`,
      type: "lettreRelance",
      nom: `${l.libelle} - ${p.holder}`,
      owners: { DossierId: dossierId },
    },
    bytes,
  );
}
