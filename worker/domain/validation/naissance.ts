import { addYears } from "../dates";

// Birth dates (issue 42): not in the future, not more than 120 years ago. Pure: "today" is given by the caller
// (the schemas read Paris' day), so the tests fix it.

export const MSG_NAISSANCE_FUTURE = "La date de naissance ne peut pas être dans le futur.";
export const MSG_NAISSANCE_ANCIENNE =
  "La date de naissance ne peut pas remonter à plus de 120 ans.";
export const AGE_MAX = 120;

/** What is wrong with a birth date (YYYY-MM-DD) on the day `aujourdhui` (YYYY-MM-DD), or null. */
export function fauteNaissance(jour: string, aujourdhui: string): string | null {
  if (jour > aujourdhui) return MSG_NAISSANCE_FUTURE;
  if (jour < addYears(aujourdhui, -AGE_MAX)) return MSG_NAISSANCE_ANCIENNE;
  return null;
}
