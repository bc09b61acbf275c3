// What the dry run announces of the terms (issue 74, ADR 124): how many terms of the cut-over month the import will
// make (ADR 112), and, when the cut-over is months back, the months after it that nobody calls: the import calls
// the cut-over month only and the monthly job had already called the current one before the leases existed. Said
// with their count, so the agency generates them by hand (« Générer ») or picks a later cut-over. Pure.
import { jourCourt, moisLong } from "../compte/libelles";

/** The months after the cut-over month, up to the import day's, that neither the import nor the job calls. */
export function moisNonAppeles(dateReprise: string, jour: string): string[] {
  const out: string[] = [];
  let [a, m] = [Number(dateReprise.slice(0, 4)), Number(dateReprise.slice(5, 7))];
  const fin = jour.slice(0, 7);
  for (;;) {
    m += 1;
    if (m > 12) [a, m] = [a + 1, 1];
    const mois = `${a}-${String(m).padStart(2, "0")}`;
    if (mois > fin) return out;
    out.push(mois);
  }
}

/** « de septembre », « d'octobre ». */
const de = (texte: string) => (/^[aeiouyàâéèêîôû]/i.test(texte) ? `d'${texte}` : `de ${texte}`);

/** The dry run's warning of those months, or none. */
export function avertissementMoisNonAppeles(dateReprise: string, jour: string): string[] {
  const mois = moisNonAppeles(dateReprise, jour);
  const premier = mois[0];
  const dernier = mois.at(-1);
  if (!premier || !dernier) return [];
  const periode =
    mois.length === 1
      ? `le mois ${de(moisLong(premier))} n'est appelé`
      : `les ${mois.length} mois ${de(moisLong(premier))} à ${moisLong(dernier)} ne sont appelés`;
  return [
    `La date de reprise du ${jourCourt(dateReprise)} est à plus d'un mois : l'import n'appelle que les échéances ${de(moisLong(dateReprise.slice(0, 7)))} ; ${periode} ni par l'import ni par la tâche mensuelle (à générer depuis chaque bail, ou choisir une date de reprise plus récente).`,
  ];
}
