import { and, eq, isNotNull, lte, sql, type SQL } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { Appartement, Diagnostic, Dossier } from "../../db/schema";
import { mentionNonDecent } from "../../domain/bail/decence";
import { libelleReconduction, reconductionTacite } from "../../domain/reconduction/reconduction";
import { today } from "../../lib/dates";
import { fieldOf } from "../../lib/error-fields";
import { chunks } from "../../lib/chunks";
import type { Ports } from "../../ports";
import { dpeDuLot, ENERGIE_COLS, energieLue } from "../decence/energie-du-lot";
import { SYSTEM_USER } from "../lease-end";
import { inOneTrip } from "../one-trip";
import { personneMoraleSql, reconductibleSql, sansPreavisSql } from "./sql";
import { prolongerTermeDeFinSeul } from "./terme-de-fin";

// The daily job's tacit renewals (issue 73, ADR 103), before it closes the leases that end: one read of the leases
// at their term with no notice (with their landlord's kind and their lot's DPE), then batches where each lease's
// renewal is one conditional update (still open, still at the end read, still without notice: a notice or a renewal
// written meanwhile wins) and its history lines only if it moved. The journal's triggers record the change.

/** The statements that renew one lease read at its term, or none when the law does not renew it. */
export function reconductionStatements(
  ports: Ports,
  lu: {
    id: number;
    AppartementId: number;
    typeBail: string;
    dateFinBail: string | null;
    personneMorale: unknown;
  } & Parameters<typeof energieLue>[0],
  jour: string,
  now: string,
  auteur: string,
  rouvrir = false,
): { fin: string; statements: BatchItem<"sqlite">[] } | null {
  const r = reconductionTacite(lu, Boolean(lu.personneMorale), jour);
  if (!r || !lu.dateFinBail) return null;
  const ancienne = lu.dateFinBail;
  const mention = mentionNonDecent(energieLue(lu), r.debut);
  const history = (etat: string) =>
    ports.db.run(sql`insert into "History" ("AppartementId", "etat", "user", "createdAt")
      select ${lu.AppartementId}, ${etat}, ${auteur}, ${now} where changes() = 1`);
  return {
    fin: r.fin,
    statements: [
      ports.db
        .update(Dossier)
        .set({
          dateFinBail: r.fin,
          // The notice's end followed the lease's end (completerPreavis): it follows it again.
          dateFinPreavis: sql`case when ${Dossier.dateFinPreavis} is null or ${Dossier.dateFinPreavis} = ${ancienne}
            then ${r.fin} else ${Dossier.dateFinPreavis} end`,
          clos: false,
          updatedAt: now,
        })
        .where(
          sql`${Dossier.id} = ${lu.id} and ${Dossier.dateFinBail} = ${ancienne} and ${Dossier.clos} = ${rouvrir ? 1 : 0}
            and ${sql.raw(sansPreavisSql(`"Dossier"`))}`,
        ),
      history(libelleReconduction(r.fin)),
      ...(mention ? [history(mention)] : []),
    ],
  };
}

/** What the renewal reads of a dossier: its dates, whether an owner is a legal person, its lot's DPE. */
export function lectureReconduction(ports: Ports, where: SQL) {
  return ports.db
    .select({
      id: Dossier.id,
      AppartementId: Dossier.AppartementId,
      LocataireId: Dossier.LocataireId,
      typeBail: Dossier.typeBail,
      dateEntree: Dossier.dateEntree,
      dateFinBail: Dossier.dateFinBail,
      dateDebutPreavis: Dossier.dateDebutPreavis,
      dateSortie: Dossier.dateSortie,
      congeDateEnvoi: Dossier.congeDateEnvoi,
      dateReprise: Dossier.dateReprise,
      jourQuitance: Dossier.jourQuitance,
      personneMorale: sql<number>`${sql.raw(personneMoraleSql(`"Dossier"`))}`,
      ...ENERGIE_COLS,
    })
    .from(Dossier)
    .innerJoin(Appartement, eq(Appartement.id, Dossier.AppartementId))
    .leftJoin(Diagnostic, dpeDuLot)
    .where(where);
}

/** Leases renewed per write batch (three statements each at most). */
const RECONDUCTIONS_PAR_LOT = 100;

/** Renews every lease at its term with no notice; returns how many it renewed. */
export async function reconduireTacitement(ports: Ports): Promise<number> {
  const jour = today(ports.clock);
  const now = ports.clock.now().toISOString();
  const lus = await lectureReconduction(
    ports,
    and(
      eq(Dossier.clos, false),
      isNotNull(Dossier.dateFinBail),
      lte(Dossier.dateFinBail, jour),
      sql.raw(reconductibleSql(`"Dossier"`)),
      sql.raw(sansPreavisSql(`"Dossier"`)),
    ) as SQL,
  );
  const faits = lus.flatMap((lu) => {
    const r = reconductionStatements(ports, lu, jour, now, SYSTEM_USER);
    return r && lu.dateFinBail ? [{ ...r, id: lu.id, ancienneFin: lu.dateFinBail }] : [];
  });
  let n = 0;
  // A batch of a bounded size (the edge's statement and subrequest limits), each lease whole in one of them.
  for (const lot of chunks(faits, RECONDUCTIONS_PAR_LOT)) {
    const [first, ...rest] = lot.flatMap((f) => f.statements);
    if (!first) continue;
    const results = await inOneTrip(ports, [first, ...rest]);
    // Each renewal's update is the first of its statements: count those that moved a row.
    let i = 0;
    const renouveles: typeof lot = [];
    for (const f of lot) {
      if (Number(fieldOf(results[i], "rowsAffected")) === 1) renouveles.push(f);
      i += f.statements.length;
    }
    n += renouveles.length;
    // The old end's month called to its end (terme-de-fin.ts): only a lease whose term ended mid-month reads it.
    for (const f of renouveles)
      await prolongerTermeDeFinSeul(ports, f.id, f.ancienneFin, SYSTEM_USER);
  }
  return n;
}
