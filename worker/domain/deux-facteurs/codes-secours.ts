// The 10 single-use recovery codes of a second factor ("codes de secours"): shown once at activation, stored as
// their SHA-256 only. Eight characters from an alphabet without look-alikes (no 0/o, 1/l/i), written "xxxx-xxxx".

export const NOMBRE_CODES_SECOURS = 10;
const ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";
const LONGUEUR = 8;
// Bytes at or above this are dropped rather than folded onto the alphabet (no character is likelier than another).
const LIMITE = 256 - (256 % ALPHABET.length);

/** A recovery code from random bytes (at least 8 usable ones; null when the bytes fall short). */
export function codeSecoursDe(bytes: Uint8Array): string | null {
  let code = "";
  for (const b of bytes) {
    if (b >= LIMITE) continue;
    code += ALPHABET[b % ALPHABET.length];
    if (code.length === LONGUEUR) return `${code.slice(0, 4)}-${code.slice(4)}`;
  }
  return null;
}

/**
 * A recovery code as typed, in its stored form: lower case, without spaces or dashes ("ABCD-EFGH" -> "abcdefgh");
 * null when it cannot be one (another length, a character outside the alphabet).
 */
export function codeSecoursSaisi(code: string): string | null {
  const clean = code.replace(/[\s-]/g, "").toLowerCase();
  if (clean.length !== LONGUEUR) return null;
  for (const c of clean) if (!ALPHABET.includes(c)) return null;
  return clean;
}

/** The stored form of a code: the SHA-256 of its clean form, in hexadecimal. */
export async function empreinteCode(code: string): Promise<string> {
  const clean = codeSecoursSaisi(code) ?? code;
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(clean));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, "0")).join("");
}
