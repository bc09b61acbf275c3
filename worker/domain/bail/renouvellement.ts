import { z } from "zod";
import { addDays } from "../dates";
import { date } from "../schemas/fields";
import { regleReconduction } from "../reconduction/regles";
import { mentionNonDecent, type EnergieLot } from "./decence";
import { finApres } from "./duree";
import { typeBail } from "./types-bail";

// A lease's express renewal (issue 63, POST /Dossier/{id}/renouvellement): a new term from the day after the current
// end, for the kind's legal term (loi n° 89-462, art. 10 unfurnished, art. 25-7 furnished) or to the day staff give.
// Refused for the kinds the law does not renew (bail mobilité, art. 25-14; student lease, art. 25-7 al. 2) and a lease
// already over. A dwelling below the energy floor is renewed all the same (issue 73: the floor never ends a running
// lease, art. 6 and 20-1): the renewal carries the mention of the works owed. Six years unfurnished when an owner is
// a legal person (art. 10, reconduction/regles.ts).

export const renouvellementSchema = z.object({
  dateFinBail: date().meta({
    description: "La nouvelle fin ; par défaut, la durée légale du type de bail",
  }),
});

const jourFr = (d: string) => d.split("-").reverse().join("/");

export const MSG_NON_RENOUVELABLE: Record<"mobilité" | "étudiant", string> = {
  mobilité:
    "Un bail mobilité n'est ni renouvelable ni reconductible (article 25-14 de la loi du 6 juillet 1989) : signez un nouveau bail.",
  étudiant:
    "Un bail étudiant de neuf mois prend fin à son terme sans être reconduit (article 25-7 de la loi du 6 juillet 1989) : signez un nouveau bail.",
};
export const MSG_BAIL_CLOS = "Ce bail est clos : il ne peut plus être renouvelé.";
export const MSG_SANS_FIN =
  "Ce bail n'a pas de date de fin : indiquez-la dans le dossier avant de le renouveler.";
export const MSG_DEJA_RENOUVELE =
  "Ce bail vient d'être renouvelé ou modifié : rechargez le dossier et recommencez.";
export const MSG_CONGE_DONNE = (envoi: string, fin: string) =>
  `Un congé a été donné le ${jourFr(envoi)} : le bail prend fin le ${jourFr(fin)} et ne peut plus être renouvelé.`;
export const MSG_FIN_AVANT = (fin: string) =>
  `La nouvelle date de fin doit être postérieure à la fin actuelle du bail (${jourFr(fin)}).`;

interface BailARenouveler {
  typeBail?: string | null;
  dateFinBail: string | null;
  clos: boolean;
  /** The day the landlord's congé was sent (issue 73): the lease ends at its term. */
  congeDateEnvoi?: string | null;
}

export type Renouvellement =
  | { refus: string; champ?: "dateFinBail" }
  | { refus?: undefined; debut: string; fin: string; mention: string | null };

/** The new term of the lease, or why it is refused (a 409's reason; with `champ`, a 400 on that field). */
export function renouvellement(
  d: BailARenouveler,
  lot: EnergieLot | undefined,
  demandee: string | null | undefined,
  aujourdhui: string,
  personneMorale = false,
): Renouvellement {
  const type = typeBail(d.typeBail);
  if (type === "mobilité" || type === "étudiant") return { refus: MSG_NON_RENOUVELABLE[type] };
  if (!d.dateFinBail) return { refus: MSG_SANS_FIN };
  // Closed from its end day on (spec 4, dossierEnCours): renewed before it, not after.
  if (d.clos || d.dateFinBail <= aujourdhui) return { refus: MSG_BAIL_CLOS };
  if (d.congeDateEnvoi) return { refus: MSG_CONGE_DONNE(d.congeDateEnvoi, d.dateFinBail) };
  if (demandee && demandee <= d.dateFinBail)
    return { refus: MSG_FIN_AVANT(d.dateFinBail), champ: "dateFinBail" };
  const debut = addDays(d.dateFinBail, 1);
  const regle = regleReconduction(type, personneMorale, debut);
  if (!regle) return { refus: MSG_NON_RENOUVELABLE.étudiant };
  const mention = lot ? mentionNonDecent(lot, debut) : null;
  return { debut, fin: demandee ?? finApres(debut, regle.mois), mention };
}
