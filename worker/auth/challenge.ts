import { SignJWT, jwtVerify } from "jose";

// The login's second step (issue 59): once the password of an account with a second factor is right, the login
// answers this challenge instead of a token; POST /user/login/code takes it back with the code. It is a JWT signed
// with a key of its own (derived from the instance's secret with another label), so that it can never pass for a
// session token (token.ts verifies with the session key and would refuse its signature), and lives 5 minutes.

export const CHALLENGE_TTL = 5 * 60;
const LABEL = "patrimoine-locatif/second-facteur:";

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

/** Who the challenge was given to: the account, its tokenVersion and session epoch then, « Se souvenir de moi ». */
export interface Challenge {
  id: number;
  email: string;
  version: number;
  epoch: number;
  remember: boolean;
}

/** A verified challenge: who it was given to, and when to the millisecond (a passkey's use is good once after it). */
export interface VerifiedChallenge extends Challenge {
  emisA: number;
}

export async function signChallenge(
  c: Challenge,
  secret: string,
  now: Date,
  audience: string,
): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000);
  // `t`: the instant to the millisecond, which a passkey's single use compares (services/cles-acces/assertion.ts).
  return new SignJWT({
    em: c.email,
    v: c.version,
    e: c.epoch,
    r: c.remember,
    typ: "2fa",
    t: now.getTime(),
  })
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(String(c.id))
    .setAudience(`${audience}#second-facteur`)
    .setIssuedAt(iat)
    .setExpirationTime(iat + CHALLENGE_TTL)
    .sign(await key(secret));
}

/** The challenge's content, or null when it is forged, expired, of another agency or no challenge at all. */
export async function verifyChallenge(
  token: string,
  secret: string,
  now: Date,
  audience: string,
): Promise<VerifiedChallenge | null> {
  try {
    const { payload } = await jwtVerify(token, await key(secret), {
      algorithms: ["HS256"],
      currentDate: now,
      audience: `${audience}#second-facteur`,
    });
    const id = Number(payload.sub);
    const { em, v, e, r, typ, t, iat } = payload;
    if (typ !== "2fa" || !Number.isInteger(id) || typeof em !== "string") return null;
    if (typeof v !== "number" || typeof e !== "number" || typeof r !== "boolean") return null;
    const emisA = typeof t === "number" ? t : (iat ?? 0) * 1000;
    return { id, email: em, version: v, epoch: e, remember: r, emisA };
  } catch {
    return null;
  }
}
