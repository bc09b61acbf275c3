// Phone numbers (spec 3's tel, tel2, mobile, fixePerso, gardienTel...): read as people type them, shown grouped by two.
// Stored as typed (trimmed), not normalised: what was typed stays what the user reads back in exports and searches,
// and the rows stored before this check, some of which do not parse, keep their meaning. Only a value that changes
// is checked (services/telephones.ts), so an old one never blocks an update that does not touch it.

export const MSG_TELEPHONE =
  "Numéro de téléphone invalide : 10 chiffres (06 12 34 56 78) ou « + » suivi de l'indicatif du pays.";

/** Spaces, dots, dashes and brackets separate groups of digits; nothing else may stand in a number. */
const SEPARATEURS = /[\s.\-()]/g;
/** E.164: at most 15 digits with the country code; fewer than 8 is no one's number. */
const INTERNATIONAL = /^\+\d{8,15}$/;
const FRANCAIS = /^0[1-9]\d{8}$/;

/**
 * The number's ten French digits (« 0612345678 ») when it is French (« 06 12 34 56 78 », « +33 6 12 34 56 78 »),
 * « international » for another country's, null when it is not a phone number (letters, too few digits).
 */
export function lireTelephone(saisi: string): string | "international" | null {
  const chiffres = saisi.trim().replace(SEPARATEURS, "");
  if (FRANCAIS.test(chiffres)) return chiffres;
  if (chiffres.startsWith("+33")) {
    // « +33 (0)6 ... »: the trunk 0 some write after the country code is dropped.
    const national = `0${chiffres.slice(3).replace(/^0/, "")}`;
    return FRANCAIS.test(national) ? national : null;
  }
  return INTERNATIONAL.test(chiffres) ? "international" : null;
}

/** A French number grouped by two (« 06 12 34 56 78 »); any other value as stored, so none becomes unreadable. */
export function afficherTelephone(stocke: string | null | undefined): string {
  if (!stocke) return "";
  const lu = lireTelephone(stocke);
  if (lu === null || lu === "international") return stocke;
  return lu.replace(/(\d{2})(?=\d)/g, "$1 ");
}
