import { htFromTtc } from "./money";

/** valeurTotalMission = nbAppart x valeurMissionAppt (cents). */
export const valeurTotalMission = (nbAppart: number, valeurMissionApptCents: number) => nbAppart * valeurMissionApptCents;

/** prixHT = prix / (1 + tva/100), to the cent. */
export const prixHT = (prixCents: number, tva: number) => htFromTtc(prixCents, tva);

/** Remaining to pay = total minus paid instalments; remaining apartments = nbAppart minus linked ones. */
export function soldeMission(
  mission: { valeurTotalMission: number; nbAppart: number },
  accomptes: { regle: boolean; montant?: number | null; prix: number }[],
  nbAppartementsLies: number,
) {
  const paye = accomptes.filter((a) => a.regle).reduce((s, a) => s + (a.montant ?? a.prix), 0);
  return { resteAPayer: mission.valeurTotalMission - paye, appartementsRestants: mission.nbAppart - nbAppartementsLies };
}
