// The password rules on top of the spec's six characters (NIST SP 800-63B, 5.1.1.2): no password from the list of
// the most common ones, nor the account's own e-mail or its part before "@". Pure: the server refuses with them, the
// web form says the same before sending (it loads the list lazily, see common-passwords.ts).

export const MOT_DE_PASSE_TROP_COURANT = "Ce mot de passe est trop courant.";
export const LONGUEUR_MIN = 6;

/** Whether the list or the e-mail refuses it; `common` is COMMON_PASSWORDS (passed in: the web loads it lazily). */
export function passwordTooCommon(
  password: string,
  email: string | undefined,
  common: ReadonlySet<string>,
): boolean {
  const p = password.toLowerCase();
  if (common.has(p)) return true;
  if (!email) return false;
  const address = email.toLowerCase();
  const local = address.split("@")[0] ?? "";
  return p === address || (local.length > 0 && p === local);
}

export type Force = "faible" | "moyen" | "fort";
export const FORCE_LABELS: Record<Force, string> = {
  faible: "Faible",
  moyen: "Moyen",
  fort: "Fort",
};

/**
 * A rough strength for the form's meter, never a rule of its own: refused passwords are weak; then length and the
 * kinds of characters (lowercase, uppercase, digits, others, accents counting as others) make it medium or strong.
 */
export function passwordStrength(
  password: string,
  email: string | undefined,
  common: ReadonlySet<string>,
): Force {
  if (password.length < LONGUEUR_MIN || passwordTooCommon(password, email, common)) return "faible";
  const kinds = [/[a-z]/, /[A-Z]/, /[0-9]/, /[^a-zA-Z0-9]/].filter((r) => r.test(password)).length;
  const score = Math.min(password.length, 20) / 4 + kinds * 1.5;
  if (password.length >= 12 && score >= 6) return "fort";
  if (password.length >= 16) return "fort";
  return score >= 4.5 ? "moyen" : "faible";
}
