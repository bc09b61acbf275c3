import { SignJWT, jwtVerify } from "jose";

const HOUR = 3600;
export const TOKEN_TTL = { normal: 12 * HOUR, remember: 30 * 24 * HOUR };

const keyCache = new Map<string, Uint8Array>();
const key = (secret: string) => {
  let k = keyCache.get(secret);
  if (!k) keyCache.set(secret, (k = new TextEncoder().encode(secret)));
  return k;
};

export async function signToken(userId: number, secret: string, remember: boolean, now: Date): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000);
  return new SignJWT({})
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(String(userId))
    .setIssuedAt(iat)
    .setExpirationTime(iat + (remember ? TOKEN_TTL.remember : TOKEN_TTL.normal))
    .sign(key(secret));
}

/** Returns the user id, or null for any invalid, expired or tampered token. */
export async function verifyToken(token: string, secret: string, now: Date): Promise<number | null> {
  try {
    const { payload } = await jwtVerify(token, key(secret), { algorithms: ["HS256"], currentDate: now });
    const id = Number(payload.sub);
    return Number.isInteger(id) ? id : null;
  } catch {
    return null;
  }
}
