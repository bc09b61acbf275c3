// The spaces' single-use secrets (issue 62): an invitation's link (32 random bytes, base64url) and a sign-in code
// (6 digits). Only their SHA-256 is stored (JetonEspace.hash): a copy of the database opens no space.

const b64url = (bytes: Uint8Array) => {
  let s = "";
  for (const b of bytes) s += String.fromCharCode(b);
  return btoa(s).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");
};

/** An invitation's secret, as the link carries it. */
export const nouveauJeton = () => b64url(crypto.getRandomValues(new Uint8Array(32)));

/** Whether a path's segment can be a link's secret at all (43 base64url characters): else no lookup. */
export const formeDeJeton = (s: string) => /^[A-Za-z0-9_-]{43}$/.test(s);

/** A 32-bit random number, for codeDe (domain/espace/regles.ts). */
export const tirage = () => crypto.getRandomValues(new Uint32Array(1))[0] ?? 0;

/** Hex SHA-256 of a text. */
export async function empreinte(texte: string): Promise<string> {
  const digest = new Uint8Array(
    await crypto.subtle.digest("SHA-256", new TextEncoder().encode(texte)),
  );
  return [...digest].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/** A code's stored hash: with its account's id, so that the same 6 digits of two accounts differ. */
export const empreinteCode = (CompteEspaceId: number, code: string) =>
  empreinte(`${CompteEspaceId}:${code}`);
