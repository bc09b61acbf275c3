import { sql } from "drizzle-orm";
import type { Ports, UpkeepDue } from "../ports";
import { today } from "../lib/dates";
import { CONSERVATION_ANS } from "../domain/journal/regles";
import { finAuPlusTard } from "../domain/rgpd/retention";
import { RELANCE_JOURS_PAR_DEFAUT } from "../domain/schemas/relances";
import { RELANCE_VARIABLES } from "../services/compte/relances";
import { aideManquante } from "../services/aides-logement/hors-dette";
import { lignesDues } from "../services/prelevements/reglement";
import { comptesRendusDus } from "../services/gerance/envoi";
import { echeantsAu, etatsConservationSql } from "../services/rgpd/etats";
import { ibansEchusSql } from "../services/iban-verification/delai";
import { sessionsAPurgerSql } from "../services/sessions/purge";
import { ORPHELINS_MARQUE, versionDesDonnees } from "../services/files/orphans";
import { aRattraperSql } from "../services/honoraires-location/rattrapage";
import { rappelsAssuranceDus } from "../services/demandes/rappels-assurance";
import { courrielEcheancesDu } from "../services/echeances/courriel";

// The daily job's "anything to do?" (issue 43): one statement, in the cron's one read, answers it for every upkeep
// step, so a day with nothing to do costs that read and nothing else, whatever the number of leases. Each flag is
// the step's own condition, or wider (never narrower: a step it says idle would miss work).

const existe = (q: ReturnType<typeof sql>) => sql`exists (${q})`;

/** A reminder stage's days: the setting, or the default when lower (wider than the step's own reading of them). */
const joursEtape = (i: 0 | 1 | 2) =>
  sql`min(${RELANCE_JOURS_PAR_DEFAUT[i]}, coalesce((select cast("valeur" as integer) from "Variable" where "nom" = ${RELANCE_VARIABLES[i]}), ${RELANCE_JOURS_PAR_DEFAUT[i]}))`;

/** A term's due day in SQL, as `jourEcheance` (services/compte/relances.ts) computes it. */
const echeance = sql`max(q."date", case when d."jourQuitance" is null then q."date" else printf('%s-%02d', q."mois",
  min(max(1, d."jourQuitance"), cast(strftime('%d', q."mois" || '-01', '+1 month', '-1 day') as integer))) end)`;

/** The statement: one row of 0/1 flags, named as `UpkeepDue`. */
export function upkeepDueStatement(ports: Ports) {
  const day = today(ports.clock);
  const cutoff = Math.floor(ports.clock.now().getTime() / 1000) - 24 * 3600;
  const etapes = ([0, 1, 2] as const).map(
    (i) =>
      sql`(q."etapeRelance" < ${i + 1} and date(${echeance}, '+' || ${joursEtape(i)} || ' days') <= ${day})`,
  );
  const flags = {
    rateLimits: existe(sql`select 1 from "RateLimit" where "windowStart" < ${cutoff}`),
    leases: existe(
      sql`select 1 from "Dossier" where "clos" = 0 and "dateFinBail" is not null and "dateFinBail" <= ${day}`,
    ),
    prelevements:
      existe(sql`select 1 from "LignePrelevement" l join "Prelevement" p on p."id" = l."PrelevementId"
      where ${lignesDues(day)}`),
    journal: existe(
      sql.raw(
        `select 1 from "Journal" where "at" < strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-${CONSERVATION_ANS} years')`,
      ),
    ),
    comptesRendus: existe(sql`select 1 ${comptesRendusDus(day, true).from}`),
    relances: existe(sql`select 1 from "Quitance" q join "Dossier" d on d."id" = q."DossierId"
      where q."statusInconu" = 0 and q."regle" = 0 and q."etapeRelance" < 3
        and q."prixHC" + q."charge" - coalesce(q."montantRegle", 0) - ${aideManquante("q")} > 0
        and (${sql.join(etapes, sql` or `)})`),
    rgpd: existe(
      etatsConservationSql({ having: echeantsAu(finAuPlusTard(day)), sansDette: true, limit: 1 }),
    ),
    // Objects become orphans when rows change: none did since the last sweep ended, none to look for.
    ibans: existe(ibansEchusSql(ports.clock.now().toISOString())),
    sessions: existe(sessionsAPurgerSql(ports)),
    honorairesLocation: existe(sql`select 1 from "Dossier" d where ${aRattraperSql(day)}`),
    assurances: rappelsAssuranceDus(ports, day),
    echeances: courrielEcheancesDu(day),
    orphelins: sql`coalesce((select "n" from "DataVersion" where "resource" = ${ORPHELINS_MARQUE}), -1) <> ${versionDesDonnees}`,
  } satisfies Record<keyof UpkeepDue, unknown>;
  return ports.db.all<Record<keyof UpkeepDue, number>>(
    sql`select ${sql.join(
      Object.entries(flags).map(([k, v]) => sql`${v} as ${sql.identifier(k)}`),
      sql`, `,
    )}`,
  );
}

/** The statement's row as flags. */
export function upkeepDue(row: Record<keyof UpkeepDue, number> | undefined): UpkeepDue {
  const f = (k: keyof UpkeepDue) => !row || Boolean(row[k]);
  return {
    rateLimits: f("rateLimits"),
    leases: f("leases"),
    prelevements: f("prelevements"),
    journal: f("journal"),
    comptesRendus: f("comptesRendus"),
    relances: f("relances"),
    rgpd: f("rgpd"),
    orphelins: f("orphelins"),
    ibans: f("ibans"),
    sessions: f("sessions"),
    honorairesLocation: f("honorairesLocation"),
    assurances: f("assurances"),
    echeances: f("echeances"),
  };
}

export const anyDue = (d: UpkeepDue) => Object.values(d).some(Boolean);
