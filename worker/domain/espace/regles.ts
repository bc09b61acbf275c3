// The rules of the spaces' sign-in (issue 62, item 1, ADR 083): how long a link and a code live, how many tries a
// code gets, the messages a person reads. Pure: the services apply them in their conditional writes.

/** An invitation's link works 7 days, once. */
export const INVITATION_MS = 7 * 24 * 3600 * 1000;
/** A sign-in code works 10 minutes, once, and takes 5 tries at most. */
export const CODE_MS = 10 * 60 * 1000;
export const CODE_ESSAIS = 5;

export const MSG_LIEN_INVALIDE = "Lien invalide ou expiré.";
/** The same words for an unknown address, a wrong password, an access not yet accepted or revoked. */
export const MSG_CONNEXION_REFUSEE = "E-mail ou mot de passe incorrect.";
export const MSG_CODE_REFUSE = "Code incorrect ou expiré. Demandez-en un nouveau au besoin.";
export const MSG_SANS_EMAIL = "La fiche n'a pas d'adresse e-mail : ajoutez-en une pour inviter.";
export const MSG_PAS_D_ACCES = "Cette fiche n'a pas d'accès à un espace.";

/** A code of 6 digits from random bytes (a rejection draw: no digit more likely than another). */
export function codeDe(tirage: () => number): string {
  for (;;) {
    const n = tirage();
    // 4 294 000 000 is the largest multiple of 10^6 under 2^32.
    if (n < 4_294_000_000) return String(n % 1_000_000).padStart(6, "0");
  }
}

/** A sign-in code as typed: digits only (spaces a phone may insert are dropped). */
export const codeSaisi = (brut: string) => brut.replace(/\s+/g, "");
