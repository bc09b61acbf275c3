import { SignJWT, jwtVerify } from "jose";

const HOUR = 3600;
export const TOKEN_TTL = { normal: 12 * HOUR, remember: 30 * 24 * HOUR };

// HMAC keys imported once per secret: jose re-imports a raw Uint8Array key on every call (~40-80 µs).
const keyCache = new Map<string, Promise<CryptoKey>>();
const key = (secret: string) => {
  let k = keyCache.get(secret);
  if (!k) {
    k = crypto.subtle.importKey(
      "raw",
      new TextEncoder().encode(secret),
      { name: "HMAC", hash: "SHA-256" },
      false,
      ["sign", "verify"],
    );
    keyCache.set(secret, k);
  }
  return k;
};

/** A session token for the user; `version` is the user's tokenVersion (a password reset increments it). */
export async function signToken(
  userId: number,
  secret: string,
  remember: boolean,
  now: Date,
  version = 0,
): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000);
  return new SignJWT({ v: version })
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(String(userId))
    .setIssuedAt(iat)
    .setExpirationTime(iat + (remember ? TOKEN_TTL.remember : TOKEN_TTL.normal))
    .sign(await key(secret));
}

// Tokens whose signature already checked out, per secret: a signature is valid or not forever, so only the
// expiry is re-checked on a hit (against the clock port). The user row is still read on every request by
// the middleware. Bounded: cleared when full, the next requests simply verify again.
const VERIFIED_MAX = 10_000;
const verified = new Map<
  string,
  { id: TokenSubject | null; exp?: number; nbf?: number; secret: string }
>();

/** Who a valid token speaks for: the user id and the tokenVersion it was issued under (0 for tokens without one). */
export interface TokenSubject {
  id: number;
  version: number;
}

/** Returns the token's subject, or null for any invalid, expired or tampered token. */
export async function verifyToken(
  token: string,
  secret: string,
  now: Date,
): Promise<TokenSubject | null> {
  const hit = verified.get(token);
  if (hit && hit.secret === secret) {
    // Same rules as jose (no clock tolerance): expired once now >= exp, not valid yet while nbf > now.
    const t = Math.floor(now.getTime() / 1000);
    if ((hit.exp !== undefined && t >= hit.exp) || (hit.nbf !== undefined && hit.nbf > t))
      return null;
    return hit.id;
  }
  try {
    const { payload } = await jwtVerify(token, await key(secret), {
      algorithms: ["HS256"],
      currentDate: now,
    });
    const id = Number(payload.sub);
    const version = payload.v === undefined ? 0 : Number(payload.v);
    const result = Number.isInteger(id) && Number.isInteger(version) ? { id, version } : null;
    if (verified.size >= VERIFIED_MAX) verified.clear();
    verified.set(token, { id: result, exp: payload.exp, nbf: payload.nbf, secret });
    return result;
  } catch {
    return null;
  }
}
