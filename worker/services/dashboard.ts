import { type SQL, sql } from "drizzle-orm";
import {
  Appartement,
  Dossier,
  Ecriture,
  Intendance,
  Mission,
  MissionAppartement,
  Paiement,
  Quitance,
} from "../db/schema";
import { addMonths } from "../domain/dates";
import { moisDe } from "../domain/quitance";
import { toEuros } from "../domain/money";
import type { TableauDeBord } from "../domain/api-records";
import { today } from "../lib/dates";
import type { Ports } from "../ports";
import { depotsARestituer, depotsStatement } from "./depot/echeances";
import { arrieresReprisStatement, avecArrieresRepris } from "./arrieres/tableau";
import { aidesManquantesStatement, horsAidesManquantes } from "./arrieres/aides";
import { present } from "../domain/present";
import { estMandatGestionSql } from "./mandat-gestion-sql";
import { depotsCandidats, tableauKeptQuery } from "../speed/tableau/read";
import { PREMIERE_PAGE, type PagePreavis } from "../domain/tableau/preavis-page";

// The dashboard (spec 2 and 4), answered from the figures the writes keep (ADR 099, worker/speed/tableau/: a few
// index rows per figure, whatever the agency's size). The statement below is the plain form they mirror, a recount
// kept as the reference the tests hold them equal to (tableauDeBordRecompte).
//
// The plain form: computed by SQLite in one statement on the agency's Paris day. Each test below is
// the SQL form of a rule of worker/domain/statut-appartement.ts, the one the list flags use (list-flags.ts), so
// the dashboard and the lists agree:
// - en gestion: a caretaking mission (nature 'mission', never an expense) covers today (intendanceCouvre), or the
//   apartment is under a management mandate (issue 60, sousMandatGestion);
// - loué: a dossier has no end date or ends after today (dossierEnCours);
// - en préavis: today within a dossier's notice period (enPreavis).
// The four dashboard statuses add up to the total, by the precedence of statutTableauDeBord: En gestion, then
// En Travaux, then Louée, then Vacant.
//
// The money (issue 20, section 7), in the same statement, in cents until the answer:
// - encaissements: the 12 Paris months ending with the current one (the constant rows `m`), oldest first, months
//   without anything at zero. `du` sums the terms' due (prixHC + charge) of the month's `mois` and the move-in
//   charges (deposit, letting fees) dated in it; `encaisse` the
//   payments dated in the month (a Paris calendar day), less the reversed ones: a reversal counts in its payment's
//   month, so a month shows its net collections and a reversed payment is in no month at all. Each month is a range
//   of a covering index (Quitance_mois_idx, Paiement_date_idx): no row read, no sort. The reversals, few, are read
//   from their own entries (Ecriture_date_idx on type) then their payment ("cross join" keeps that order in
//   SQLite), not looked up for every payment.
// - impayes: what is left of each term (prixHC + charge - montantRegle) by the age of its first day on the Paris
//   day: 0-30, 31-60, 61-90 and more than 90 days. A term dated after today is not yet due: left out. Only the
//   terms not settled (regle = 0, read through the partial index Quitance_impaye_idx) are read.

type Raw = {
  total: number;
  gestion: number | null;
  travaux: number | null;
  louees: number | null;
  vacants: number | null;
  /** The notices and vacancies in all; `preavis` holds the page asked of them. */
  preavisTotal: number;
  preavis: {
    id: number;
    adresse: string;
    codePostal: string;
    ville: string;
    preavis: "En préavis" | "Vacant";
    loyerTCC: number;
    dateFinPreavis: string | null;
  }[];
  missions: number;
  intendances: number;
  enCours: number;
  nonRenouvelees: number;
  depenses: number;
  // The address fields are null only without an apartment, where they are not read.
  aRenouveler: {
    id: number;
    AppartementId: number | null;
    adresse: string;
    codePostal: string;
    ville: string;
    dateDepart: string;
    dateFin: string;
    prix: number | null;
    prixHT: number | null;
    tva: number | null;
  }[];
  // The 12 months in order: [mois, due, paid] (cents, null when none); the reversed payments' cents by the month
  // of the payment, for the months that have any; the four buckets' cents (null when none).
  mois: [string, number | null, number | null][];
  annule: [string, number][];
  impayes: [number | null, number | null, number | null, number | null];
  // The kept form's opening debts and aid awaited (ADR 126), in their plain statements' shapes; absent from the
  // plain form, which reads them by those statements.
  repris?: unknown[];
  aides?: unknown[];
};

/** The day `days` after `day` (negative: before), "YYYY-MM-DD". */
const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The bounds the statement needs on the Paris day `day`. */
function bornes(day: string) {
  const mois = Array.from({ length: 12 }, (_, i) => moisDe(addMonths(`${moisDe(day)}-01`, i - 11)));
  return {
    mois,
    debut: `${mois[0]}-01`, // the window's first day
    finExclue: addMonths(`${mois[11]}-01`, 1), // the day after the window
    // A term of age <= 30 days is dated on or after j30; 31-60 on or after j60; 61-90 on or after j90.
    j30: addDays(day, -30),
    j60: addDays(day, -60),
    j90: addDays(day, -90),
  };
}

/** The caretaking missions not renewed that end between `day` and `horizon`, soonest first (a range of dateFin). */
const aRenouveler = (
  day: string,
  horizon: string,
) => sql`(select json_group_array(json_object('id', n."id", 'AppartementId', n."AppartementId", 'adresse', a."adresse",
      'codePostal', a."codePostal", 'ville', a."ville", 'dateDepart', n."dateDepart", 'dateFin', n."dateFin", 'prix', n."prix", 'prixHT', n."prixHT", 'tva', n."tva")
      order by n."dateFin", n."id")
    from ${Intendance} n left join ${Appartement} a on a."id" = n."AppartementId"
    where n."nature" = 'mission' and n."renouvele" = 0 and n."dateFin" >= ${day} and n."dateFin" <= ${horizon})`;

const query = (
  day: string,
  horizon: string,
  b: ReturnType<typeof bornes>,
  page: PagePreavis,
) => sql`
with m("mois", "debut", "fin") as (values ${sql.join(
  b.mois.map((mois) => sql`(${mois}, ${`${mois}-01`}, ${addMonths(`${mois}-01`, 1)})`),
  sql`, `,
)}),
f as materialized (
  select a."id", a."adresse", a."codePostal", a."ville", a."loyerTCC", a."wip" as wip,
    (exists (select 1 from ${Intendance} n where n."AppartementId" = a."id" and n."nature" = 'mission'
      and n."dateDepart" <= ${day} and n."dateFin" >= ${day})
     or exists (select 1 from ${MissionAppartement} ma join ${Mission} mi on mi."id" = ma."MissionId"
      where ma."AppartementId" = a."id" and mi."archiveLe" is null and ${estMandatGestionSql(sql`mi."type"`)})) as gestion,
    exists (select 1 from ${Dossier} d where d."AppartementId" = a."id"
      and (d."dateFinBail" is null or d."dateFinBail" = '' or d."dateFinBail" > ${day})) as loue,
    (select max(d."dateFinPreavis") from ${Dossier} d where d."AppartementId" = a."id"
      and d."dateDebutPreavis" <> '' and d."dateDebutPreavis" <= ${day} and d."dateFinPreavis" >= ${day}) as finPreavis
  from ${Appartement} a where a."archiveLe" is null
)
select json_object(
  'total', (select count(*) from f),
  'gestion', (select sum(gestion) from f),
  'travaux', (select sum(not gestion and wip) from f),
  'louees', (select sum(not gestion and not wip and loue) from f),
  'vacants', (select sum(not gestion and not wip and not loue) from f),
  'preavisTotal', (select count(*) from f where finPreavis is not null or (not wip and not loue)),
  'preavis', (select json_group_array(json_object('id', "id", 'adresse', "adresse", 'codePostal', "codePostal", 'ville', "ville",
      'preavis', case when finPreavis is not null then 'En préavis' else 'Vacant' end, 'loyerTCC', "loyerTCC", 'dateFinPreavis', finPreavis))
    from (select * from f where finPreavis is not null or (not wip and not loue) order by "id" limit ${page.taille} offset ${page.offset})),
  'missions', (select count(*) from ${Mission} where "archiveLe" is null),
  'intendances', (select count(*) from ${Intendance} where "nature" = 'mission'),
  'enCours', (select count(*) from ${Intendance} where "nature" = 'mission' and "dateFin" > ${day}),
  'nonRenouvelees', (select count(*) from ${Intendance} where "nature" = 'mission' and "renouvele" = 0),
  'depenses', (select count(*) from ${Intendance} where "nature" = 'depense'),
  'aRenouveler', ${aRenouveler(day, horizon)},
  'mois', (select json_group_array(json_array(m."mois",
      -- Like with like (issue 60): the move-in charges (deposit, tenant's letting fees) are due in the month their
      -- entry is dated, as their payments count as received in it.
      (select sum(x) from (select q."prixHC" + q."charge" as x from ${Quitance} q where q."mois" = m."mois"
        union all select e."debit" from ${Ecriture} e where e."type" in ('depot', 'honorairesLocation')
          and e."date" >= m."debut" and e."date" < m."fin")),
      (select sum(p."montant") from ${Paiement} p where p."date" >= m."debut" and p."date" < m."fin")))
    from m),
  'annule', (select json_group_array(json_array(mois, s)) from (
    select substr(p."date", 1, 7) as mois, sum(p."montant") as s from ${Ecriture} e cross join ${Paiement} p on p."id" = e."PaiementId"
    where e."type" = 'annulation' and p."date" >= ${b.debut} and p."date" < ${b.finExclue} group by 1)),
  'impayes', (select json_array(
      sum(case when "date" >= ${b.j30} then r end), sum(case when "date" < ${b.j30} and "date" >= ${b.j60} then r end),
      sum(case when "date" < ${b.j60} and "date" >= ${b.j90} then r end), sum(case when "date" < ${b.j90} then r end))
    from (select q."date", q."prixHC" + q."charge" - coalesce(q."montantRegle", 0) as r from ${Quitance} q
      where q."regle" = 0 and q."date" <= ${day}) where r > 0)
) as j`;

const euros = (cents: number | null) => (cents === null ? null : toEuros(cents));

/**
 * GET /api/dashboard: counts and the two tables of the dashboard, on today's Paris day, read from the figures the
 * writes keep (ADR 099): a few index rows per figure, whatever the number of leases.
 */
export function tableauDeBord(
  ports: Ports,
  page: PagePreavis = PREMIERE_PAGE,
): Promise<TableauDeBord> {
  return lire(
    ports,
    page,
    (day, horizon, b) => tableauKeptQuery(day, b, aRenouveler(day, horizon), page),
    depotsCandidats,
  );
}

/**
 * The same, recounted from the rows by the plain statement: the reference the kept figures are held equal to
 * (tests/api/dashboard-kept.test.ts, tests/edge/dashboard-kept.test.ts).
 */
export function tableauDeBordRecompte(
  ports: Pick<Ports, "db" | "clock">,
  page: PagePreavis = PREMIERE_PAGE,
): Promise<TableauDeBord> {
  return lire(ports, page, (day, horizon, b) => query(day, horizon, b, page));
}

async function lire(
  ports: Pick<Ports, "db" | "clock">,
  page: PagePreavis,
  statement: (day: string, horizon: string, b: ReturnType<typeof bornes>) => SQL,
  candidats?: (limite: string) => SQL,
): Promise<TableauDeBord> {
  const day = today(ports.clock);
  const horizon = addMonths(day, 1);
  const b = bornes(day);
  // Sent together: one round trip on the edge. The kept form (`candidats` given) reads the opening debts and the
  // aid awaited from its own sums (ADR 126); the plain form by their statements.
  const kept = candidats !== undefined;
  const [[res], depots, arrieresLus, aidesLues] = await Promise.all([
    ports.db.all<{ j: string }>(statement(day, horizon, b)),
    depotsStatement(ports, day, candidats),
    kept ? [] : arrieresReprisStatement(ports, day, b),
    kept ? [] : aidesManquantesStatement(ports, day, b),
  ]);
  const r: Raw = JSON.parse(present(res, "tableau de bord").j);
  const arrieres = r.repris ? [{ j: JSON.stringify(r.repris) }] : arrieresLus;
  const aides = r.aides ? [{ j: JSON.stringify(r.aides) }] : aidesLues;
  // The opening debts taken over are arrears too (ADR 114); the housing aid expected is not (ADR 123).
  const hors = horsAidesManquantes(avecArrieresRepris(r.impayes, arrieres), aides);
  r.impayes = hors.impayes;
  const annule = new Map(r.annule);
  // The statement gives the four buckets, always (their defaults never apply).
  const [i30 = 0, i60 = 0, i90 = 0, plus = 0] = r.impayes.map((c) => toEuros(c ?? 0));
  return {
    jour: day,
    appartements: {
      total: r.total,
      // sum() of no rows is null: an empty database counts zeros.
      parStatut: {
        Louée: r.louees ?? 0,
        "En gestion": r.gestion ?? 0,
        Vacant: r.vacants ?? 0,
        "En Travaux": r.travaux ?? 0,
      },
    },
    missions: r.missions,
    intendances: {
      total: r.intendances,
      enCours: r.enCours,
      nonRenouvelees: r.nonRenouvelees,
      depenses: r.depenses,
    },
    preavisOuVacants: r.preavis.map((a) => ({ ...a, loyerTCC: toEuros(a.loyerTCC) })),
    preavisOuVacantsPage: { page: page.page, taille: page.taille, total: r.preavisTotal },
    aRenouveler: {
      jusquAu: horizon,
      lignes: r.aRenouveler.map(({ adresse, codePostal, ville, ...i }) => ({
        ...i,
        prix: euros(i.prix),
        prixHT: euros(i.prixHT),
        Appartement: i.AppartementId === null ? null : { adresse, codePostal, ville },
      })),
    },
    encaissements: r.mois.map(([mois, du, paye]) => ({
      mois,
      du: toEuros(du ?? 0),
      encaisse: toEuros((paye ?? 0) - (annule.get(mois) ?? 0)),
    })),
    impayes: { "0-30": i30, "31-60": i60, "61-90": i90, "90+": plus },
    aideNonRecue: toEuros(hors.aideNonRecue),
    depotsARestituer: depotsARestituer(depots, day),
  };
}
