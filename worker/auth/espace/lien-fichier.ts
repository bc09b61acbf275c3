// The spaces' download links (issue 62, ADR 084): a stored file's /files/... address with an expiry and an HMAC of
// (agency, address, expiry) under the server's secret. A space's page lists only its own documents, each with such
// a link; GET /files/... answers it without a login (routes/files/download.ts), so a phone opens the PDF with a
// plain link, and nothing else of the store is reachable: an address without its signature, or with another
// address's, is refused as before. Staff's links stay what they are (the Token header).
// Issue 75, item 3 (ADR 108): a link handed out in a space also names the space session it was given to (`s`, under
// the signature); the download checks that session and its access in one read, so a revocation, a suspension or a
// sign-out ends the link at once instead of two hours later. Links signed for staff's screens carry no session.

/** A link stays good two hours: the page that listed it is read again long before (and on each visit). */
export const LIEN_TTL = 2 * 3600;

const keys = new Map<string, Promise<CryptoKey>>();
const keyOf = (secret: string) => {
  let k = keys.get(secret);
  if (!k) {
    k = crypto.subtle.importKey(
      "raw",
      new TextEncoder().encode(`fichier-espace:${secret}`),
      { name: "HMAC", hash: "SHA-256" },
      false,
      ["sign", "verify"],
    );
    keys.set(secret, k);
  }
  return k;
};

const message = (agence: string, chemin: string, exp: number, session: string) =>
  new TextEncoder().encode(`${agence}\n${chemin}\n${exp}${session ? `\n${session}` : ""}`);

const base64url = (bytes: ArrayBuffer) =>
  btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replaceAll("+", "-")
    .replaceAll("/", "_")
    .replace(/=+$/, "");

const octets = (s: string) => {
  const bin = atob(s.replaceAll("-", "+").replaceAll("_", "/"));
  return Uint8Array.from(bin, (c) => c.charCodeAt(0));
};

export interface Signataire {
  secret: string;
  agence: string;
  now: Date;
  /** The space session the link is handed to (absent for staff's screens). */
  session?: string;
}

const SESSION = /^[A-Za-z0-9_-]{16,64}$/;

/** `/files/...?exp=…&sig=…`: the stored file's address, good for LIEN_TTL seconds. */
export async function signerLien(chemin: string, s: Signataire): Promise<string> {
  const exp = Math.floor(s.now.getTime() / 1000) + LIEN_TTL;
  const session = s.session ?? "";
  const sig = await crypto.subtle.sign(
    "HMAC",
    await keyOf(s.secret),
    message(s.agence, chemin, exp, session),
  );
  return `${chemin}?exp=${exp}&sig=${base64url(sig)}${session ? `&s=${session}` : ""}`;
}

/** Every link of a list signed together (one key, no I/O). */
export const signerLiens = (chemins: readonly string[], s: Signataire) =>
  Promise.all(chemins.map((c) => signerLien(c, s)));

/**
 * Whether `sig` signs `chemin` until `exp` (seconds) for this agency (and the space session `session`, when the link
 * names one), and `exp` is not past. The session's state is the caller's read.
 */
export async function lienValide(
  chemin: string,
  exp: string | undefined,
  sig: string | undefined,
  s: Signataire,
): Promise<boolean> {
  if (!exp || !sig || !/^\d{1,12}$/.test(exp) || !/^[A-Za-z0-9_-]{43}$/.test(sig)) return false;
  if (s.session !== undefined && !SESSION.test(s.session)) return false;
  if (Number(exp) < s.now.getTime() / 1000) return false;
  return crypto.subtle.verify(
    "HMAC",
    await keyOf(s.secret),
    octets(sig),
    message(s.agence, chemin, Number(exp), s.session ?? ""),
  );
}
