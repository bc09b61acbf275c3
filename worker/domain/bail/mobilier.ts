import { mobilierManquant, type LigneMobilier } from "../mobilier/manquant";
import { estMeuble, type TypeBail } from "./types-bail";

// A furnished lease (meublé, étudiant, and the bail mobilité, furnished by law: loi n° 89-462 art. 25-12) requires
// the dwelling to hold the minimum furniture of décret n° 2015-981 (art. 25-4). The apartment's list is pre-filled
// with that minimum (worker/domain/mobilier/pre-remplissage.ts): an apartment that never saved its list has the
// proposal, complete; a saved list lacks an item when it was removed or set to quantity 0.

export const MSG_MOBILIER_MANQUANT = (manquants: readonly string[]) =>
  `Un bail meublé exige le mobilier minimum du décret n° 2015-981 : complétez l'inventaire du mobilier de l'appartement (manque : ${manquants.join(", ")}).`;

/** The refusal (message for typeBail), or null; the list is read only for a furnished lease. */
export async function regleMobilier(
  type: TypeBail,
  lignes: () => Promise<readonly LigneMobilier[]>,
): Promise<string | null> {
  if (!estMeuble(type)) return null;
  const stored = await lignes();
  if (!stored.length) return null; // the pre-filled proposal: the whole minimum
  const manquants = mobilierManquant(stored);
  return manquants.length ? MSG_MOBILIER_MANQUANT(manquants) : null;
}
