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
import { isOpenPairConflict, MSG_DOSSIER_OUVERT } from "../lease-end";
import { inOneTrip } from "../one-trip";
import { generateTerm } from "../quitance/generate";
import { dossierResource } from "../resources/dossier";
import { inTransaction } from "../transaction";
import { aRevoirReconductionSql } from "./sql";
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
  const [first, ...rest] = r.statements;
  if (!first) throw conflict(MSG_PAS_A_REVOIR);
  const appeles = await inTransaction(ports, async (tx) => {
    const [moved] = await inOneTrip(tx, [first, ...rest]).catch((e: unknown) => {
      if (isOpenPairConflict(e)) throw conflict(MSG_DOSSIER_OUVERT);
      throw e;
    });
    if (Number(fieldOf(moved, "rowsAffected")) !== 1) throw conflict(MSG_PAS_A_REVOIR);
    let n = 0;
    for (const mois of moisManques(ancienneFin, lu.jourQuitance, jour))
      if ((await generateTerm(tx, dossierId, `${mois}-01`, true)).created) n++;
    return n;
  });
  return { ...(await readRecord(ports, dossierResource, dossierId)), termesAppeles: appeles };
}
