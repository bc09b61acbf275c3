// The weekly e-mail of the calendar to the agency's staff (issue 63, item 6; ADR 090): the coming 60 days, sent at
// the daily job's first run of each ISO week, once (the outbox's dedupeKey `echeances:<ISO week>`).
import type { Courriel } from "../demandes/courriels";
import { jourFr } from "./calendrier";
import { BIENTOT_JOURS, type Echeance, LIBELLES_TYPE_ECHEANCE } from "./types";
import { accord } from "../francais/pluriel";

/** The ISO 8601 week of a day: « 2026-W48 » (the week of its Thursday, weeks from Monday). */
export function semaineIso(jour: string): string {
  const d = new Date(`${jour}T00:00:00Z`);
  const lundi0 = (d.getUTCDay() + 6) % 7; // 0: Monday
  const jeudi = new Date(d.getTime() + (3 - lundi0) * 86_400_000);
  const annee = jeudi.getUTCFullYear();
  const premier = new Date(Date.UTC(annee, 0, 1));
  const semaine = Math.floor((jeudi.getTime() - premier.getTime()) / 86_400_000 / 7) + 1;
  return `${annee}-W${String(semaine).padStart(2, "0")}`;
}

/** The outbox's key: one e-mail per ISO week, whatever the number of runs. */
/** The weekly mail's outbox keys start so (a backup's "empty instance" check leaves them out: derived, not data). */
export const PREFIXE_COURRIEL_ECHEANCES = "echeances:";
export const cleCourrielEcheances = (jour: string) =>
  `${PREFIXE_COURRIEL_ECHEANCES}${semaineIso(jour)}`;

const ligne = (e: Echeance) =>
  `- ${jourFr(e.date)} · ${LIBELLES_TYPE_ECHEANCE[e.type]} · ${e.libelle}`;

/** The mail: what is overdue, then the coming BIENTOT_JOURS days, by date; `lien`: the calendar's screen. */
export function courrielEcheances(
  jour: string,
  echues: readonly Echeance[],
  aVenir: readonly Echeance[],
  lien: string,
  agence: string,
): Courriel {
  const corps = [
    "Bonjour,",
    "",
    `Voici les échéances des ${BIENTOT_JOURS} prochains jours (semaine ${semaineIso(jour).slice(-2)}, au ${jourFr(jour)}).`,
    "",
  ];
  if (echues.length) corps.push(`Déjà échues (${echues.length}) :`, ...echues.map(ligne), "");
  corps.push(
    aVenir.length
      ? `À venir (${aVenir.length}) :`
      : `Aucune échéance dans les ${BIENTOT_JOURS} prochains jours.`,
    ...aVenir.map(ligne),
    "",
    `Le calendrier complet : ${lien}`,
    "",
    agence,
  );
  return {
    subject: `Échéances des ${BIENTOT_JOURS} prochains jours : ${aVenir.length} à venir, ${echues.length} ${accord(echues.length, "échue")}`,
    body: corps.join("\n"),
  };
}
