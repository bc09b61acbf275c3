import { SignJWT, jwtVerify } from "jose";

// Signed download links (issue 62): a space's session is refused by staff's /files/* (requireAuth), so the files
// a space may read are handed out as their /files/... link with a `jeton`: a token signed with the instance's
// secret, for the audience `<agence>:fichier`, naming the one stored key it opens, valid a short while. The link
// is the permission: whoever holds it downloads that file until it expires (as an e-mailed attachment would), and
// nothing else. GET /files/<key>?jeton=... is then answered without a session (routes/files/download.ts).

/** Long enough to open a page and click its documents, short enough that a revoked space soon loses them. */
export const LIEN_SIGNE_TTL = 30 * 60;

const audience = (agence: string) => `${agence}:fichier`;
const key = (secret: string) => new TextEncoder().encode(secret);
const cleDe = (url: string) => url.replace(/^\/+/, "").split("?")[0] ?? "";

/** The link with its token: "/files/documents/x.pdf?jeton=...". */
export async function signerLien(
  url: string,
  secret: string,
  agence: string,
  now: Date,
  ttl = LIEN_SIGNE_TTL,
): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000);
  const jeton = await new SignJWT({})
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(cleDe(url))
    .setAudience(audience(agence))
    .setIssuedAt(iat)
    .setExpirationTime(iat + ttl)
    .sign(key(secret));
  return `/${cleDe(url)}?jeton=${jeton}`;
}

/** Whether `jeton` opens the stored key `cle` now (signed here, for this agency, this key, not expired). */
export async function lienValide(
  cle: string,
  jeton: string,
  secret: string,
  agence: string,
  now: Date,
): Promise<boolean> {
  try {
    const { payload } = await jwtVerify(jeton, key(secret), {
      algorithms: ["HS256"],
      audience: audience(agence),
      currentDate: now,
    });
    return payload.sub === cle;
  } catch {
    return false;
  }
}
