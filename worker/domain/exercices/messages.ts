// Books that stay closed (issue 59 item 5, ADR 067): what the API says of a closed year, and how the database's
// refusal reads. The triggers (migration exercice_clos) raise `exercice_clos:<year>`; SQLite's RAISE takes only a
// literal, so each trigger names the year by a CASE over the years the API accepts (2000 to 2100), and a year
// outside them raises the bare `exercice_clos`.

/** The text the triggers raise: `exercice_clos:2025`, or `exercice_clos` for a year outside 2000-2100. */
export const RAISE_EXERCICE_CLOS = "exercice_clos";
/** The text the triggers of ExerciceClos itself raise: a closed year is never reopened. */
export const RAISE_EXERCICE_ROUVERT = "exercice_rouvert";

/** The years a trigger names in its message: those an exercice may be (the FEC's bounds). */
export const PREMIER_EXERCICE = 2000;
export const DERNIER_EXERCICE = 2100;

/** « L'exercice 2025 est clos. »: the 409 of any write dated in a closed year. */
export const msgExerciceClos = (exercice: number | null) =>
  exercice === null ? "Cet exercice est clos." : `L'exercice ${exercice} est clos.`;

export const MSG_EXERCICE_ROUVERT = "Un exercice clos ne se rouvre pas.";

/** « L'exercice 2025 est déjà clos. »: closing it again, or closing a year before one already closed. */
export const msgDejaClos = (exercice: number) => `L'exercice ${exercice} est déjà clos.`;

/** A year not ended yet (Paris day) cannot be closed. */
export const msgPasTermine = (exercice: number) =>
  `L'exercice ${exercice} n'est pas terminé : il pourra être clos à partir du 1er janvier ${exercice + 1}.`;

/** A year is closed once its FEC has been handed over: exported at least once. */
export const msgFecAvantCloture = (exercice: number) =>
  `Exportez d'abord le FEC de l'exercice ${exercice} : un exercice se clôt une fois ses écritures remises au comptable.`;

/**
 * The French message of a closed-year refusal in a database error's text (the driver's message, or drizzle's
 * wrapping of it: the Node client and libSQL over HTTP word it differently, both carry the raised text), if any.
 */
export function refusExerciceClos(text: string): string | undefined {
  if (text.includes(RAISE_EXERCICE_ROUVERT)) return MSG_EXERCICE_ROUVERT;
  const m = /exercice_clos(?::(\d{4}))?/.exec(text);
  if (!m) return undefined;
  return msgExerciceClos(m[1] ? Number(m[1]) : null);
}
