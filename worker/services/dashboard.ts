import { sql } from "drizzle-orm";
import { Appartement, Dossier, Intendance, Mission } from "../db/schema";
import { addMonths } from "../domain/dates";
import { toEuros } from "../domain/money";
import type { TableauDeBord } from "../domain/api-records";
import { today } from "../lib/dates";
import type { Ports } from "../ports";

// The dashboard (spec 2 and 4), computed by SQLite in one statement on the agency's Paris day. Each test below is
// the SQL form of a rule of worker/domain/statut-appartement.ts, the one the list flags use (list-flags.ts), so
// the dashboard and the lists agree:
// - en gestion: a caretaking mission (nature 'mission', never an expense) covers today (intendanceCouvre);
// - loué: a dossier has no end date or ends after today (dossierEnCours);
// - en préavis: today within a dossier's notice period (enPreavis).
// The four dashboard statuses add up to the total, by the precedence of statutTableauDeBord: En gestion, then
// En Travaux, then Louée, then Vacant.

type Raw = {
  total: number; gestion: number | null; travaux: number | null; louees: number | null; vacants: number | null;
  preavis: { id: number; adresse: string; codePostal: string; ville: string; preavis: "En préavis" | "Vacant"; loyerTCC: number; dateFinPreavis: string | null }[];
  missions: number; intendances: number; enCours: number; nonRenouvelees: number; depenses: number;
  // The address fields are null only without an apartment, where they are not read.
  aRenouveler: { id: number; AppartementId: number | null; adresse: string; codePostal: string; ville: string; dateDepart: string; dateFin: string; prix: number | null; prixHT: number | null; tva: number | null }[];
};

const query = (day: string, horizon: string) => sql`
with f as materialized (
  select a."id", a."adresse", a."codePostal", a."ville", a."loyerTCC", a."wip" as wip,
    exists (select 1 from ${Intendance} n where n."AppartementId" = a."id" and n."nature" = 'mission'
      and n."dateDepart" <= ${day} and n."dateFin" >= ${day}) as gestion,
    exists (select 1 from ${Dossier} d where d."AppartementId" = a."id"
      and (d."dateFinBail" is null or d."dateFinBail" = '' or d."dateFinBail" > ${day})) as loue,
    (select max(d."dateFinPreavis") from ${Dossier} d where d."AppartementId" = a."id"
      and d."dateDebutPreavis" <> '' and d."dateDebutPreavis" <= ${day} and d."dateFinPreavis" >= ${day}) as finPreavis
  from ${Appartement} a
)
select json_object(
  'total', (select count(*) from f),
  'gestion', (select sum(gestion) from f),
  'travaux', (select sum(not gestion and wip) from f),
  'louees', (select sum(not gestion and not wip and loue) from f),
  'vacants', (select sum(not gestion and not wip and not loue) from f),
  'preavis', (select json_group_array(json_object('id', "id", 'adresse', "adresse", 'codePostal', "codePostal", 'ville', "ville",
      'preavis', case when finPreavis is not null then 'En préavis' else 'Vacant' end, 'loyerTCC', "loyerTCC", 'dateFinPreavis', finPreavis) order by "id")
    from f where finPreavis is not null or (not wip and not loue)),
  'missions', (select count(*) from ${Mission}),
  'intendances', (select count(*) from ${Intendance} where "nature" = 'mission'),
  'enCours', (select count(*) from ${Intendance} where "nature" = 'mission' and "dateFin" > ${day}),
  'nonRenouvelees', (select count(*) from ${Intendance} where "nature" = 'mission' and "renouvele" = 0),
  'depenses', (select count(*) from ${Intendance} where "nature" = 'depense'),
  'aRenouveler', (select json_group_array(json_object('id', n."id", 'AppartementId', n."AppartementId", 'adresse', a."adresse",
      'codePostal', a."codePostal", 'ville', a."ville", 'dateDepart', n."dateDepart", 'dateFin', n."dateFin", 'prix', n."prix", 'prixHT', n."prixHT", 'tva', n."tva")
      order by n."dateFin", n."id")
    from ${Intendance} n left join ${Appartement} a on a."id" = n."AppartementId"
    where n."nature" = 'mission' and n."renouvele" = 0 and n."dateFin" >= ${day} and n."dateFin" <= ${horizon})
) as j`;

const euros = (cents: number | null) => (cents === null ? null : toEuros(cents));

/** GET /api/dashboard: counts and the two tables of the dashboard, on today's Paris day. */
export async function tableauDeBord(ports: Ports): Promise<TableauDeBord> {
  const day = today(ports.clock);
  const horizon = addMonths(day, 1);
  const [res] = await ports.db.all<{ j: string }>(query(day, horizon));
  const r = JSON.parse(res!.j) as Raw;
  return {
    jour: day,
    appartements: {
      total: r.total,
      // sum() of no rows is null: an empty database counts zeros.
      parStatut: { "Louée": r.louees ?? 0, "En gestion": r.gestion ?? 0, "Vacant": r.vacants ?? 0, "En Travaux": r.travaux ?? 0 },
    },
    missions: r.missions,
    intendances: { total: r.intendances, enCours: r.enCours, nonRenouvelees: r.nonRenouvelees, depenses: r.depenses },
    preavisOuVacants: r.preavis.map((a) => ({ ...a, loyerTCC: toEuros(a.loyerTCC) })),
    aRenouveler: {
      jusquAu: horizon,
      lignes: r.aRenouveler.map(({ adresse, codePostal, ville, ...i }) => ({
        ...i, prix: euros(i.prix), prixHT: euros(i.prixHT), Appartement: i.AppartementId === null ? null : { adresse, codePostal, ville },
      })),
    },
  };
}
