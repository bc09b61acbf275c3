import { sql } from "drizzle-orm";
import { endToEndIdPrelevement } from "../../domain/prelevements/pain008";
import { ApiError } from "../../lib/errors";
import type { Ports } from "../../ports";
import { encaisserAvecAssureur, ligneVerseeAssureur } from "../garanties/part-assureur";
import { partAssureurSql } from "../garanties/part-assureur-sql";
import { paiementRow } from "../compte/paiements";

// The daily job on a debit date (issue 41, ADR 041): each line of a validated batch due by that day, neither
// rejected nor settled, becomes a payment (mode "Prélèvement") in the tenant's ledger, through the one payment
// service (its owners' share, its term's state and quittance as for any payment). The line's guard rides in the
// payment's write batch: a line rejected meanwhile, or settled by a parallel run, is never paid.

interface Due {
  id: number;
  PrelevementId: number;
  DossierId: number;
  QuitanceId: number;
  montant: number;
  dateEcheance: string;
  /** Cents owed to the insurer that paid this term (ADR 153). */
  part: number;
}

/** Records the payments of the lines due by `jour`: how many were recorded. */
export async function reglerPrelevements(ports: Ports, jour: string): Promise<number> {
  const dues =
    await ports.db.all<Due>(sql`select l."id", l."PrelevementId", l."DossierId", l."QuitanceId",
      l."montant", p."dateEcheance", ${partAssureurSql(sql`l."DossierId"`, sql`l."montant"`, sql`l."QuitanceId"`)} as "part"
    from "LignePrelevement" l join "Prelevement" p on p."id" = l."PrelevementId"
    where ${lignesDues(jour)}
    order by l."id"`);
  let n = 0;
  for (const l of dues) {
    const row = paiementRow(
      ports,
      l.DossierId,
      {
        montant: l.montant,
        date: l.dateEcheance,
        mode: "Prélèvement",
        reference: endToEndIdPrelevement(l.PrelevementId, l.QuitanceId),
        QuitanceId: l.QuitanceId,
      },
      "système",
    );
    const attente = sql`exists (select 1 from "LignePrelevement" where "id" = ${l.id}
      and "PaiementId" is null and "rejet" is null)`;
    const dernier = sql`(select max("id") from "Paiement" where "DossierId" = ${l.DossierId})`;
    try {
      // A term the insurer paid: its debit is the insurer's, by the manual recovery's own write (ADR 153).
      await encaisserAvecAssureur(ports, {
        row,
        part: l.part,
        source: { LignePrelevementId: l.id },
        garde: attente,
        marque: (avecPaiement) =>
          avecPaiement
            ? ports.db.run(sql`update "LignePrelevement" set "PaiementId" = ${dernier}
          where "id" = ${l.id} and "PaiementId" is null and exists (select 1 from "Paiement"
            where "id" = ${dernier} and "reference" = ${row.reference} and "createdAt" = ${row.createdAt})`)
            : undefined,
      });
      n++;
    } catch (e) {
      // A line rejected or settled meanwhile, a dossier removed: nothing was written; the others go on.
      if (!(e instanceof ApiError)) throw e;
    }
  }
  return n;
}

/** The lines of validated batches due by `jour`, neither rejected nor settled (by a payment or the insurer's part). */
export const lignesDues = (jour: string) =>
  sql`p."statut" = 'valide' and p."dateEcheance" <= ${jour} and l."rejet" is null and l."PaiementId" is null
    and not ${ligneVerseeAssureur(sql`l."id"`)}`;
