import { eurosFr } from "./loyer";
import { htFromTtc } from "./money";
import { MSG } from "./schemas/fields";

// Mission amounts (spec 4 and 5), in cents. Shared by the server (derived fields, the record's summary) and the web
// (the live total of the form, prixHT while an instalment is typed).

/** valeurTotalMission = nbAppart x valeurMissionAppt (cents). */
export const valeurTotalMission = (nbAppart: number, valeurMissionApptCents: number) =>
  nbAppart * valeurMissionApptCents;

/** prixHT = prix / (1 + tva/100), to the cent. */
export const prixHT = (prixCents: number, tva: number) => htFromTtc(prixCents, tva);

/** What an instalment counts for once paid: the amount received (montant), else its price. */
export const montantRegle = (a: { montant?: number | null; prix: number }) => a.montant ?? a.prix;

/** Remaining to pay = total minus paid instalments; remaining apartments = nbAppart minus linked ones. */
export function soldeMission(
  mission: { valeurTotalMission: number; nbAppart: number },
  accomptes: { regle: boolean; montant?: number | null; prix: number }[],
  nbAppartementsLies: number,
) {
  const paye = accomptes.filter((a) => a.regle).reduce((s, a) => s + montantRegle(a), 0);
  return {
    resteAPayer: mission.valeurTotalMission - paye,
    appartementsRestants: mission.nbAppart - nbAppartementsLies,
  };
}

/** The summary cards of the mission record (cents): its value TTC and HT at the mission's rate, and its balance. */
export interface ResumeMission {
  /** Apartments linked to the mission. */
  nbAppartements: number;
  /** The apartments the mission was signed for (nbAppart). */
  nbAppart: number;
  appartementsRestants: number;
  totalTTC: number;
  totalHT: number;
  /** The paid instalments' amounts. */
  totalRegle: number;
  resteAPayer: number;
}

export function resumeMission(
  mission: { valeurTotalMission: number; nbAppart: number; tauxTva: number | null },
  accomptes: { regle: boolean; montant?: number | null; prix: number }[],
  nbAppartementsLies: number,
): ResumeMission {
  const solde = soldeMission(mission, accomptes, nbAppartementsLies);
  return {
    nbAppartements: nbAppartementsLies,
    nbAppart: mission.nbAppart,
    appartementsRestants: solde.appartementsRestants,
    totalTTC: mission.valeurTotalMission,
    totalHT: htFromTtc(mission.valeurTotalMission, mission.tauxTva ?? 20),
    totalRegle: mission.valeurTotalMission - solde.resteAPayer,
    resteAPayer: solde.resteAPayer,
  };
}

/**
 * Spec 5: the apartment of an instalment is required when the selector is shown, that is when its mission has
 * apartments; an apartment given is always one of the mission's. Null when the choice is right, else the French
 * message of the field.
 */
export function appartementAccompteRefuse(
  appartementId: number | null | undefined,
  appartementsMission: readonly number[],
): string | null {
  if (appartementId == null) return appartementsMission.length ? MSG.requis : null;
  return appartementsMission.includes(appartementId)
    ? null
    : "Choisissez l'un des appartements de la mission.";
}

/**
 * The instalments of a mission never exceed its total (issue 25): its plan (accompte1 + accompte2 + reliquat) and
 * its recorded instalments (Accompte) alike. Null when `acomptes` fits `total` (cents), else the French message.
 */
export function acomptesDepassent(acomptes: number, total: number): string | null {
  return acomptes > total
    ? `Le total des acomptes (${eurosFr(acomptes)}) dépasse le total de la mission (${eurosFr(total)}).`
    : null;
}
