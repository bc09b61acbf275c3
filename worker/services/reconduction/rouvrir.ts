import { eq, sql } from "drizzle-orm";
import { Dossier } from "../../db/schema";
import { addDays } from "../../domain/dates";
import { introuvable } from "../../domain/labels";
import { moisDe, quitanceDueDay } from "../../domain/quitance";
import { today } from "../../lib/dates";
import { fieldOf } from "../../lib/error-fields";
import { conflict, notFound } from "../../lib/errors";
import type { Ports } from "../../ports";
import { readRecord } from "../crud";
import { inOneTrip } from "../one-trip";
import { isOpenPairConflict, MSG_DOSSIER_OUVERT } from "../lease-end";
import { generateTerm, insertTerm } from "../quitance/generate";
import { dossierResource } from "../resources/dossier";
import { inTransaction } from "../transaction";
import { aRevoirReconductionSql } from "./sql";
import { prolongerTermeDeFin } from "./terme-de-fin";
import { lectureReconduction, reconductionStatements } from "./tacite";

// « Rouvrir (reconduction tacite) » (issue 73): a lease the old rule closed at its end with no notice is reopened,
// renewed as the law did (terms since its end, to the first one ending after today) and its months since then called,
// in one transaction. Once only, by the database: the reopening is a conditional update (still closed, still at the
// end read: a second one moves nothing and is a 409), and each month's term is unique per dossier and month.

export const MSG_PAS_A_REVOIR =
  "Ce bail n'est pas à revoir : il est en cours, ou un congé, un préavis ou un départ y met fin.";

/** The months from the day after `ancienneFin` to today's, each once its due day has come. */
export function moisManques(ancienneFin: string, jourQuitance: number, jour: string): string[] {
  const mois: string[] = [];
  for (
    let m = moisDe(addDays(ancienneFin, 1));
    m <= moisDe(jour);
    m = moisDe(addDays(`${m}-28`, 5))
  )
    if (quitanceDueDay(jourQuitance, m) <= jour) mois.push(m);
  return mois;
}

export async function rouvrir(ports: Ports, dossierId: number, auteur: string) {
  const jour = today(ports.clock);
  const now = ports.clock.now().toISOString();
  const [lu] = await lectureReconduction(ports, eq(Dossier.id, dossierId));
  if (!lu) throw notFound(introuvable("Dossier"));
  const [flag] = await ports.db.all<{ aRevoir: number }>(
    sql`select ${sql.raw(aRevoirReconductionSql("d"))} as "aRevoir" from "Dossier" d where d."id" = ${dossierId}`,
  );
  const r = flag?.aRevoir ? reconductionStatements(ports, lu, jour, now, auteur, true) : null;
  if (!r || !lu.dateFinBail) throw conflict(MSG_PAS_A_REVOIR);
  const ancienneFin = lu.dateFinBail;
  const manques = moisManques(ancienneFin, lu.jourQuitance, jour);
  const appeles = await inTransaction(ports, async (tx) => {
    // The statements the job sends as one batch, made on this transaction's connection (shared with the terms).
    const enTx = reconductionStatements(tx, lu, jour, now, auteur, true)?.statements ?? [];
    const [first, ...rest] = enTx;
    if (!first) throw conflict(MSG_PAS_A_REVOIR);
    const [moved] = await inOneTrip(tx, [first, ...rest]).catch((e: unknown) => {
      if (isOpenPairConflict(e)) throw conflict(MSG_DOSSIER_OUVERT);
      throw e;
    });
    if (Number(fieldOf(moved, "rowsAffected")) !== 1) throw conflict(MSG_PAS_A_REVOIR);
    // The old end's month, called to that day when it ended mid-month, is called to its end.
    await prolongerTermeDeFin(tx, dossierId, ancienneFin, auteur);
    let n = 0;
    for (const mois of manques)
      if ((await insertTerm(tx, dossierId, `${mois}-01`, true)).inserted) n++;
    return n;
  });
  // Their receipts' documents, once committed (a failure leaves them to be made when a receipt is opened).
  for (const mois of manques)
    await generateTerm(ports, dossierId, `${mois}-01`, true).catch((e: unknown) =>
      (ports.log ?? console.error)("[reconduction] quittance", e),
    );
  return { ...(await readRecord(ports, dossierResource, dossierId)), termesAppeles: appeles };
}
