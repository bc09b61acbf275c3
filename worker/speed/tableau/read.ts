// Speed layer (ADR 099): the dashboard read from the figures the writes keep (./kept.ts), in one statement whose
// answer has the plain statement's shape (worker/services/dashboard.ts). Each figure is a few dozen index rows up
// to the day; each list a range of kept rows as long as the list itself (the notices and vacancies, the missions
// to renew), with what it shows of each apartment.
// Plain form it mirrors and the tests holding them equal: see ./kept.ts.
import { type SQL, sql } from "drizzle-orm";
import type { STATUTS } from "./kept";

/**
 * The sum of a serie's keys before `x` (inclusive: up to `x`): the years before x's year, the months of its year
 * before its month, the days of its month before it. Each of the three a range of the table's primary key.
 */
function cumul(serie: string, x: string, inclusive = false): SQL {
  const an = x.slice(0, 4);
  const mois = x.slice(0, 7);
  const sum = (niveau: number, where: SQL) =>
    sql`(select coalesce(sum("n"), 0) from "TableauCompte" where "serie" = ${serie} and "niveau" = ${niveau} and ${where})`;
  return sql`(${sum(1, sql`"cle" < ${an}`)} + ${sum(2, sql`"cle" >= ${an} and "cle" < ${mois}`)} + ${sum(
    3,
    inclusive ? sql`"cle" >= ${mois} and "cle" <= ${x}` : sql`"cle" >= ${mois} and "cle" < ${x}`,
  )})`;
}

const total = (serie: string) =>
  sql`(select coalesce(sum("n"), 0) from "TableauCompte" where "serie" = ${serie} and "niveau" = 0 and "cle" = '')`;

export interface Bornes {
  /** The 12 months, oldest first. */
  mois: string[];
  j30: string;
  j60: string;
  j90: string;
}

/**
 * The dashboard's statement on the Paris day `day`, read from the kept figures: the same JSON members as the plain
 * statement. `aRenouveler` is the plain statement's list of missions to renew, read as it is (a range of
 * Intendance_dateFin_idx).
 */
export function tableauKeptQuery(
  day: string,
  b: Bornes,
  aRenouveler: SQL,
  page: { taille: number; offset: number },
): SQL {
  const statut = (s: keyof typeof STATUTS) => cumul(s, day, true);
  const [premier, dernier] = [b.mois[0]!, b.mois[11]!];
  const mois = (serie: string) =>
    sql`(select json_group_object("cle", "n") from "TableauCompte" where "serie" = ${serie} and "niveau" = 2 and "cle" >= ${premier} and "cle" <= ${dernier})`;
  // A serie by day in the four ages' buckets, as the plain statements sum them: up to today, less what is older.
  const tranches = (serie: string) => {
    const avant = (x: string) => cumul(serie, x);
    return sql`json_array(${cumul(serie, day, true)} - ${avant(b.j30)}, ${avant(b.j30)} - ${avant(b.j60)}, ${avant(b.j60)} - ${avant(b.j90)}, ${avant(b.j90)})`;
  };
  // The notices and vacancies (ADR 126): the apartments on the list today, from their kept periods on it (the
  // plain finPreavis: the last end of the notices begun by today and not ended before it; vacant: not in works,
  // their leases ended). Their count is the "liste" sum up to today; the page, the periods running today in the
  // apartments' order, stopped at its last row; what it shows read for its rows only, by the apartment's key.
  return sql`
with g as (select s."AppartementId" as id from "TableauListe" s where s."du" <= ${day} and (s."au" is null or s."au" > ${day})
  order by s."AppartementId" limit ${page.taille} offset ${page.offset}),
p as (select g.id, (select max(t."fin") from "TableauPreavis" t where t."AppartementId" = g.id and t."fin" >= ${day} and t."debut" <= ${day}) as finPreavis,
  a."adresse", a."codePostal", a."ville", a."loyerTCC"
  from g join "Appartement" a on a."id" = g.id order by g.id),
k as materialized (select ${statut("gestion")} as gestion, ${statut("travaux")} as travaux, ${statut("louee")} as louees,
  ${statut("vacant")} as vacants, ${mois("du")} as du, ${mois("encaisse")} as encaisse, ${mois("annule")} as annule)
select json_object(
  'total', (select gestion + travaux + louees + vacants from k),
  'gestion', (select gestion from k),
  'travaux', (select travaux from k),
  'louees', (select louees from k),
  'vacants', (select vacants from k),
  'preavisTotal', ${cumul("liste", day, true)},
  'preavis', (select json_group_array(json_object('id', "id", 'adresse', "adresse", 'codePostal', "codePostal", 'ville', "ville",
      'preavis', case when finPreavis is not null then 'En préavis' else 'Vacant' end, 'loyerTCC', "loyerTCC", 'dateFinPreavis', finPreavis))
    from p),
  'missions', ${total("missions")},
  'intendances', ${total("intendances")},
  'enCours', (${total("finIntendance")} - ${cumul("finIntendance", day, true)}),
  'nonRenouvelees', ${total("nonRenouvelees")},
  'depenses', ${total("depenses")},
  'aRenouveler', ${aRenouveler},
  'mois', (select json_group_array(json_array(m."value", du ->> m."value", encaisse ->> m."value")) from k, json_each(${JSON.stringify(b.mois)}) m),
  'annule', (select json_group_array(json_array(a."key", a."value")) from k, json_each(k.annule) a),
  'impayes', ${tranches("impaye")},
  -- The opening debts and the aid awaited (./arrieres.ts), in the shape of their plain statements' answers; the aid
  -- not received is the aid whose expected day is before today (always after its term's day).
  'repris', ${tranches("repris")},
  'aides', json_insert(${tranches("aide")}, '$[#]', ${cumul("aideNonRecue", day)})
) as j`;
}

/** The dossiers whose deposit may be due by `limite` (the keys back on or before it, not paid back): ids. */
export const depotsCandidats = (limite: string) =>
  sql`select "DossierId" from "TableauDepot" where "cles" <= ${limite}`;
