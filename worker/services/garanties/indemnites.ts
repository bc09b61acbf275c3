import { sql } from "drizzle-orm";
import { introuvable } from "../../domain/labels";
import { toCents } from "../../domain/money";
import { indemniteSchema, subrogation } from "../../domain/garanties/subrogation";
import { MSG_DATE_FUTURE } from "../../domain/schemas/paiement";
import { today } from "../../lib/dates";
import { badRequest, MSG_INVALID, notFound } from "../../lib/errors";
import { parseWith } from "../../lib/validate";
import type { Ports } from "../../ports";
import { encaisser } from "../compte/encaisser";
import { paiementRow } from "../compte/paiements";
import { lireGarantie } from "./garantie";
import { inTransaction } from "../transaction";

// POST /api/Dossier/{id}/indemnites (issue 78 item 5): the insurer's payment of unpaid terms. Written through the
// payment's own batch (services/compte/encaisser.ts): the terms settled and the owners credited as for any payment,
// so the trust-account check moves by exactly the money in; the Subrogation row, which makes the tenant's debt the
// insurer's, rides in the same batch (all or nothing).

export async function enregistrerIndemnite(
  ports: Ports,
  dossierId: number,
  input: unknown,
  auteur: string,
) {
  const v = parseWith(indemniteSchema, input);
  if (v.date > today(ports.clock)) throw badRequest(MSG_INVALID, { date: MSG_DATE_FUTURE });
  const termes = await ports.db.all<{
    id: number;
    mois: string;
    reste: number;
    dossier: number;
  }>(sql`
    select q.id, q."mois", q."prixHC" + q."charge" - coalesce(q."montantRegle", 0) as "reste", 1 as "dossier"
    from "Quitance" q where q."DossierId" = ${dossierId}
    union all select 0, '', 0, 0 where not exists (select 1 from "Dossier" where id = ${dossierId})`);
  if (termes.some((t) => t.dossier === 0)) throw notFound(introuvable("Dossier"));
  const verdict = subrogation(termes, v.periodes, toCents(v.montant), v.organisme);
  if ("champ" in verdict) throw badRequest(MSG_INVALID, { [verdict.champ]: verdict.message });
  const periodes = [...new Set(v.periodes)].sort().join(",");
  // One payment per term, each through the payment's own batch, all in one transaction: all or nothing.
  const paiements = await inTransaction(ports, async (tx) => {
    const faits = [];
    for (const p of verdict.paiements) {
      const row = paiementRow(tx, dossierId, { ...p, date: v.date }, auteur);
      faits.push(
        await encaisser(tx, row, {
          garde: sql`1`,
          apres:
            tx.db.run(sql`insert into "Subrogation" ("DossierId", "PaiementId", "date", "montant",
              "organisme", "periodes", "auteur", "createdAt")
            select ${dossierId}, max(p.id), ${v.date}, ${p.montant}, ${v.organisme}, ${periodes}, ${auteur},
              ${row.createdAt}
            from "Paiement" p where p."DossierId" = ${dossierId} having max(p.id) is not null`),
        }),
      );
    }
    return faits;
  });
  return { paiements, duAssureur: (await lireGarantie(ports, dossierId)).duAssureur };
}
