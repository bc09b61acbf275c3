import { sql, type SQL } from "drizzle-orm";
import {
  JOUR_VERSEMENT,
  JOUR_VERSEMENT_DEFAUT,
  ORGANISMES,
} from "../../domain/aides-logement/aide";
import type { Ports } from "../../ports";

// Issue 77 item 3 in SQL, for the readers of arrears that read terms rather than the account (the reminders, the
// formal notice, the dashboard): what of an open term is the aid still missing, so that it is taken out of what the
// tenant owes. The same rule as `aideHorsDette` (domain/aides-logement/aide-hors-dette.ts): the aid in force on the
// term's month when paid to the agency, capped at the term, less what the organisme paid for that month
// (VersementAide), never more than what is left of the term.

/** The organisme's payment day, from the one table (JOUR_VERSEMENT), as a SQL CASE on the aid's row `a`. */
const jourVersement = sql.raw(
  `case a."organisme" ${ORGANISMES.map((o) => `when '${o}' then ${JOUR_VERSEMENT[o]}`).join(" ")} else ${JOUR_VERSEMENT_DEFAUT} end`,
);

/** The aid still missing on the term `q` (cents; 0 outside tiers payant). `q` is a "Quitance" alias. */
export const aideManquante = (q: string): SQL => {
  const t = sql.raw(`"${q}"`);
  return sql`coalesce((select case when a."tiersPayant" = 1 then max(0, min(
      min(a."montantMensuel", ${t}."prixHC" + ${t}."charge") - coalesce((select sum(v."montant") from "VersementAide" v
        where v."DossierId" = ${t}."DossierId" and v."mois" = ${t}."mois"), 0),
      ${t}."prixHC" + ${t}."charge" - coalesce(${t}."montantRegle", 0))) else 0 end
    from "AideLogement" a where a."DossierId" = ${t}."DossierId" and a."depuis" <= ${t}."mois" || '-01'
    order by a."depuis" desc limit 1), 0)`;
};

/** The day the aid of the term `q` is expected (its organisme's day of the next month), "YYYY-MM-DD". */
export const jourAideAttendue = (q: string): SQL => {
  const t = sql.raw(`"${q}"`);
  return sql`(select date(${t}."date", 'start of month', '+1 month', '+' || (${jourVersement} - 1) || ' days')
    from "AideLogement" a where a."DossierId" = ${t}."DossierId" and a."depuis" <= ${t}."mois" || '-01'
    order by a."depuis" desc limit 1)`;
};

export interface AideManquanteDuTerme {
  /** Cents. */
  m: number;
  /** The day the organisme's payment is expected: until then « attendue », after it « non reçue ». */
  attendue: string;
  organisme: string;
}

/** Each open term's aid missing of a dossier, by QuitanceId: only the terms that have some. */
export async function aidesDuDossier(
  ports: Pick<Ports, "db">,
  dossierId: number,
): Promise<Map<number, AideManquanteDuTerme>> {
  const rows = await ports.db.all<{ id: number } & AideManquanteDuTerme>(sql`
    select q."id", ${aideManquante("q")} as "m", ${jourAideAttendue("q")} as "attendue",
      (select a."organisme" from "AideLogement" a where a."DossierId" = q."DossierId"
        and a."depuis" <= q."mois" || '-01' order by a."depuis" desc limit 1) as "organisme"
    from "Quitance" q
    where q."DossierId" = ${dossierId} and q."regle" = 0
      and q."DossierId" in (select "DossierId" from "AideLogement" where "tiersPayant" = 1)`);
  return new Map(rows.filter((r) => r.m > 0).map(({ id, ...r }) => [id, r]));
}

/**
 * The aid missing of a lease, apart from the tenant's debt (the formal notice, the reminders): « attendue » until
 * the organisme's payment day, « non reçue » after it (cents); undefined outside tiers payant.
 */
export function aideApart(aides: Iterable<AideManquanteDuTerme>, jour: string) {
  const liste = [...aides];
  if (!liste.length) return undefined;
  return {
    organisme: liste[0]?.organisme ?? "CAF",
    attendue: liste.filter((a) => jour <= a.attendue).reduce((s, a) => s + a.m, 0),
    nonRecue: liste.filter((a) => jour > a.attendue).reduce((s, a) => s + a.m, 0),
  };
}
