import { SignJWT, jwtVerify } from "jose";
import { CHALLENGE_TTL } from "./challenge";

// The WebAuthn challenge of a passkey's registration or of a confirmation before a money move (issue 59, ADR 072),
// kept without a row: the challenge the browser signs is this short JWT itself (its UTF-8 bytes), signed with a key
// of its own (the instance's secret under another label, another audience), so that it can pass neither for a
// session token nor for the login's challenge. It names the account, what it is for, the session (a confirmation),
// and when it was made to the millisecond: a passkey's use is good once after that instant (the Passkey row's
// `derniereUtilisation`, written by a conditional update), and the registration's credential id is unique.

const LABEL = "patrimoine-locatif/cle-acces:";
type But = "enregistrement" | "confirmation";

const keyCache = new Map<string, Promise<CryptoKey>>();
const key = (secret: string) => {
  let k = keyCache.get(secret);
  if (!k) {
    k = crypto.subtle.importKey(
      "raw",
      new TextEncoder().encode(LABEL + secret),
      { name: "HMAC", hash: "SHA-256" },
      false,
      ["sign", "verify"],
    );
    keyCache.set(secret, k);
  }
  return k;
};

export interface JetonCle {
  userId: number;
  but: But;
  /** The session a confirmation is for (the token's `sid`). */
  sid?: string;
  /** When it was signed, in milliseconds. */
  emisA: number;
}

export async function signerJetonCle(
  jeton: Omit<JetonCle, "emisA">,
  secret: string,
  now: Date,
  audience: string,
): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000);
  return new SignJWT({ b: jeton.but, t: now.getTime(), ...(jeton.sid ? { s: jeton.sid } : {}) })
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(String(jeton.userId))
    .setAudience(`${audience}#cle-acces`)
    .setIssuedAt(iat)
    .setExpirationTime(iat + CHALLENGE_TTL)
    .sign(await key(secret));
}

/** The token's content when it is genuine, unexpired, of this agency and for `but`; null otherwise. */
export async function verifierJetonCle(
  token: string,
  but: But,
  secret: string,
  now: Date,
  audience: string,
): Promise<JetonCle | null> {
  try {
    const { payload } = await jwtVerify(token, await key(secret), {
      algorithms: ["HS256"],
      currentDate: now,
      audience: `${audience}#cle-acces`,
    });
    const userId = Number(payload.sub);
    const { b, t, s } = payload;
    if (b !== but || !Number.isInteger(userId) || typeof t !== "number") return null;
    return { userId, but, emisA: t, ...(typeof s === "string" ? { sid: s } : {}) };
  } catch {
    return null;
  }
}
