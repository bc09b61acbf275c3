import { and, eq, sql } from "drizzle-orm";
import { Appartement, Dossier, Locataire, RevisionLoyer } from "../../db/schema";
import type { Ports } from "../../ports";
import { introuvable } from "../../domain/labels";
import { eurosFr } from "../../domain/loyer";
import {
  calculerRevision,
  estDateDeRevision,
  libelleDuCode,
  MSG_DEJA_REVISE,
  MSG_LOCATAIRE_PARTI,
  partiAvant,
  MSG_PAS_ENCORE,
  MSG_PAS_UNE_DATE_DE_REVISION,
} from "../../domain/revision/revision";
import { reviserSchema } from "../../domain/revision/schemas";
import { badRequest, conflict, MSG_INVALID, notFound } from "../../lib/errors";
import { today } from "../../lib/dates";
import { parseWith } from "../../lib/validate";
import { writeHistory } from "../history";
import { deliverOutbox, enqueue } from "../outbox";
import { toApi } from "../serialize";
import { inTransaction } from "../transaction";
import { lireBail } from "./liste";
import { lettreAttachment, mailRevision } from "./lettre";
import { signataireDe } from "../quitance/mails";
import { lireAgence } from "../mandats/agence";

// POST /api/Dossier/{id}/reviser { date } (ADR 024): applies the revision of the lease's revision date `date`, claimed
// today (it takes effect today, never before). One transaction: the RevisionLoyer row (its unique (dossier, date)
// index makes a second application, even a parallel one, a 409), the dossier's new rent HC and reference index
// (only if they are still those the computation read), the apartment's rent, the history line, the tenant's e-mail.
// Terms are made from the dossier's rent when generated (domain/quitance.ts, termeDuMois, reading this row's effective
// day and former rent): every term not yet generated takes the new rent from the effective day, those already issued
// keep theirs (a ledger entry is never rewritten).

export const MSG_MODIFIE =
  "Le loyer ou l'indice du dossier a changé pendant la révision : rechargez la liste et recommencez.";

const jourFr = (d: string) => d.split("-").reverse().join("/");

export async function reviser(ports: Ports, dossierId: number, body: unknown, auteur: string) {
  const { date } = parseWith(reviserSchema, body);
  const lu = await lireBail(ports, dossierId);
  if (!lu) throw notFound(introuvable("Dossier"));
  const { bail, table, applique } = lu;
  if (!estDateDeRevision(bail, date))
    throw badRequest(MSG_INVALID, { date: MSG_PAS_UNE_DATE_DE_REVISION });
  const le = today(ports.clock);
  if (date > le) throw badRequest(MSG_INVALID, { date: MSG_PAS_ENCORE });
  if (applique.has(`${bail.id}/${date}`)) throw conflict(MSG_DEJA_REVISE);
  if (partiAvant(bail, date)) throw conflict(MSG_LOCATAIRE_PARTI);
  const calcul = calculerRevision(bail, date, le, table);
  if (calcul.bloque) throw conflict(calcul.bloque);
  const { nouvelIndice, nouveauLoyer, indiceReference } = calcul;
  if (
    !nouvelIndice ||
    nouveauLoyer == null ||
    !indiceReference.trimestre ||
    indiceReference.valeur === null ||
    bail.indice === null
  )
    throw conflict(MSG_MODIFIE);
  const { valeur } = indiceReference;
  const indiceLu = bail.indice;
  const now = ports.clock.now().toISOString();

  const { revision, mailId } = await inTransaction(ports, async (tx) => {
    const [revision] = await tx.db
      .insert(RevisionLoyer)
      .values({
        DossierId: bail.id,
        dateRevision: date,
        dateEffet: le,
        ancienLoyer: bail.loyerHC,
        nouveauLoyer,
        trimestreReference: indiceReference.trimestre ?? "",
        indiceReference: valeur,
        nouveauTrimestre: nouvelIndice.trimestre,
        nouvelIndice: nouvelIndice.valeur,
        auteur,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing()
      .returning();
    if (!revision) throw conflict(MSG_DEJA_REVISE);
    // Written only if the dossier still has the rent and index read above and is still running.
    const [d] = await tx.db
      .update(Dossier)
      .set({
        loyerHC: nouveauLoyer,
        loyerTTC: nouveauLoyer + bail.loyerCharge,
        indice: nouvelIndice.valeur,
        indiceTrim: libelleDuCode(nouvelIndice.trimestre),
        updatedAt: now,
      })
      .where(
        and(
          eq(Dossier.id, bail.id),
          eq(Dossier.loyerHC, bail.loyerHC),
          eq(Dossier.indice, indiceLu),
          eq(Dossier.clos, false),
        ),
      )
      .returning({ id: Dossier.id });
    if (!d) throw conflict(MSG_MODIFIE);
    await tx.db
      .update(Appartement)
      .set({
        loyerHC: nouveauLoyer,
        loyerTCC: sql`${nouveauLoyer} + ${Appartement.charge}`,
        updatedAt: now,
      })
      .where(eq(Appartement.id, bail.AppartementId));
    await writeHistory(
      tx,
      bail.AppartementId,
      `Révision du loyer (IRL) au ${jourFr(date)} : ${eurosFr(bail.loyerHC)} → ${eurosFr(nouveauLoyer)} HC (indice ${indiceReference.valeur} → ${nouvelIndice.valeur}), effet au ${jourFr(le)}`,
      auteur,
    );
    // The letter goes by e-mail when the tenant takes e-mails (the receipts' consent, Locataire.quitanceAuto).
    const [tenant] = await tx.db
      .select({ mail: Locataire.mail, quitanceAuto: Locataire.quitanceAuto })
      .from(Locataire)
      .where(eq(Locataire.id, bail.LocataireId));
    const mailId =
      tenant?.quitanceAuto && tenant.mail
        ? await enqueue(tx, {
            dedupeKey: `revisionLoyer:${revision.id}:envoi`,
            to: tenant.mail,
            attachment: lettreAttachment(revision.id),
            ...mailRevision(
              revision,
              bail.loyerCharge,
              signataireDe(tx.config, await lireAgence(tx)),
            ),
          })
        : null;
    return { revision, mailId };
  });
  // Sent now when a transport is configured; otherwise (or on failure) it waits in the outbox for the next run.
  const envoi = mailId == null ? null : await deliverOutbox(ports, [mailId]);
  return {
    revision: toApi("RevisionLoyer", revision),
    mail: mailId == null ? null : { id: mailId, envoye: (envoi?.sent ?? 0) > 0 },
  };
}
