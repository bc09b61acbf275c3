import { SignJWT, jwtVerify } from "jose";
import { AGENCE_DEFAUT } from "../ports";

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

/**
 * A session token for the user; `version` is the user's tokenVersion (a password change or reset increments it),
 * `audience` the agency it was issued by (its id, `Config.agenceId`): another agency of the deployment refuses it,
 * even one that shares the signing secret; `epoch` the instance's session epoch (services/session-epoch.ts: a
 * restore changes it); `sid` its Session row (claim `sid`, issue 59: "Mes sessions", the confirmation before money
 * moves), absent from the tokens signed before sessions had rows.
 */
export async function signToken(
  userId: number,
  secret: string,
  remember: boolean,
  now: Date,
  version = 0,
  audience = AGENCE_DEFAUT,
  epoch = 0,
  sid?: string,
): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000);
  // An epoch of 0 (an instance never restored) is left out, as in the tokens issued before there was one.
  const claims: { v: number; e?: number; sid?: string } = { v: version };
  if (epoch !== 0) claims.e = epoch;
  if (sid !== undefined) claims.sid = sid;
  return new SignJWT(claims)
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(String(userId))
    .setAudience(audience)
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
  { id: TokenSubject | null; exp?: number; nbf?: number; secret: string; aud?: string }
>();

/**
 * Who a valid token speaks for: the user id, the tokenVersion and session epoch it was issued under (0 for tokens
 * without one), whether it was a long ("remember") one, and its session's id (`sid`; undefined for a token signed
 * before sessions had rows: it stays valid until it expires, but has no session to confirm, list or end).
 */
export interface TokenSubject {
  id: number;
  version: number;
  epoch: number;
  remember: boolean;
  sid?: string;
}

/** A session id as ouvrirSession makes them: 128 random bits in base64url (22 characters). */
const SID = /^[A-Za-z0-9_-]{16,64}$/;

/**
 * The agency a token speaks to. A token without one was issued before there were many agencies: only the default
 * agency (the deployment without a platform table) still takes it, so that an upgrade logs nobody out.
 */
const audienceOf = (aud: unknown): string | undefined =>
  typeof aud === "string"
    ? aud
    : Array.isArray(aud) && aud.length === 1
      ? String(aud[0])
      : undefined;
const speaksTo = (aud: string | undefined, audience: string) =>
  aud === audience || (aud === undefined && audience === AGENCE_DEFAUT);

/** Returns the token's subject, or null for any invalid, expired or tampered token, or one of another agency. */
export async function verifyToken(
  token: string,
  secret: string,
  now: Date,
  audience: string,
): Promise<TokenSubject | null> {
  const hit = verified.get(token);
  if (hit && hit.secret === secret) {
    if (!speaksTo(hit.aud, audience)) return null;
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
    const epoch = payload.e === undefined ? 0 : Number(payload.e);
    const remember =
      payload.exp !== undefined &&
      payload.iat !== undefined &&
      payload.exp - payload.iat > TOKEN_TTL.normal;
    const sid = payload.sid;
    const result =
      Number.isInteger(id) &&
      Number.isInteger(version) &&
      Number.isSafeInteger(epoch) &&
      (sid === undefined || (typeof sid === "string" && SID.test(sid)))
        ? sid === undefined
          ? { id, version, epoch, remember }
          : { id, version, epoch, remember, sid }
        : null;
    if (verified.size >= VERIFIED_MAX) verified.clear();
    const aud = audienceOf(payload.aud);
    verified.set(token, { id: result, exp: payload.exp, nbf: payload.nbf, secret, aud });
    return speaksTo(aud, audience) ? result : null;
  } catch {
    return null;
  }
}
