import { base32Decode } from "./base32";

// TOTP (RFC 6238) over HOTP (RFC 4226), HMAC-SHA-1 through WebCrypto (crypto.subtle: the same code in Node, in
// workerd and in the browser): 6 digits, 30-second steps, the usual authenticator apps' settings.

export const TOTP = { digits: 6, period: 30, algorithm: "SHA1" } as const;
/** Steps accepted around the current one (a phone's clock a little early or late): the previous and the next. */
export const DERIVE_PAS = 1;

/** The 30-second step of a moment (RFC 6238, T = floor(unix time / 30)). */
export const pasDe = (now: Date, period: number = TOTP.period) =>
  Math.floor(now.getTime() / 1000 / period);

/** The 8-byte big-endian counter of HOTP (steps pass 2^32 in year 6053: both halves written). */
function compteur(counter: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(8);
  const view = new DataView(bytes.buffer);
  view.setUint32(0, Math.floor(counter / 2 ** 32));
  view.setUint32(4, counter >>> 0);
  return bytes;
}

/** HOTP (RFC 4226, 5.3): the HMAC of the counter, dynamically truncated to `digits` digits, zeros kept. */
export async function hotp(
  secret: Uint8Array<ArrayBuffer>,
  counter: number,
  digits: number = TOTP.digits,
  hash: "SHA-1" | "SHA-256" | "SHA-512" = "SHA-1",
): Promise<string> {
  const key = await crypto.subtle.importKey("raw", secret, { name: "HMAC", hash }, false, ["sign"]);
  const mac = new Uint8Array(await crypto.subtle.sign("HMAC", key, compteur(counter)));
  const offset = (mac[mac.length - 1] ?? 0) & 0x0f;
  const binary =
    (((mac[offset] ?? 0) & 0x7f) << 24) |
    ((mac[offset + 1] ?? 0) << 16) |
    ((mac[offset + 2] ?? 0) << 8) |
    (mac[offset + 3] ?? 0);
  return String(binary % 10 ** digits).padStart(digits, "0");
}

/** The TOTP code of a base32 secret at a moment (what the authenticator app shows then); null for a bad secret. */
export async function totp(secretBase32: string, now: Date): Promise<string | null> {
  const secret = base32Decode(secretBase32);
  if (!secret?.length) return null;
  return hotp(new Uint8Array(secret), pasDe(now));
}

/** A TOTP code as typed: six digits, spaces forgiven ("123 456"); null otherwise. */
export function codeTotpSaisi(code: string): string | null {
  const digits = code.replace(/\s/g, "");
  return /^[0-9]{6}$/.test(digits) ? digits : null;
}

/** Compares two codes of the same length in constant time (every character looked at). */
function memeCode(a: string, b: string) {
  let diff = a.length ^ b.length;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

/**
 * The step a code belongs to, among the current one and its neighbours (DERIVE_PAS), or null. A step at or before
 * `dernierPas` (the last one accepted) is refused: a code is good once (RFC 6238, 5.2), and one older than the last
 * used is never good again. The caller stores the step it gets by a conditional update (the database settles two
 * parallel uses of one code).
 */
export async function pasDuCode(
  secretBase32: string,
  code: string,
  now: Date,
  dernierPas: number | null,
): Promise<number | null> {
  const saisi = codeTotpSaisi(code);
  const secret = base32Decode(secretBase32);
  if (!saisi || !secret?.length) return null;
  const key = new Uint8Array(secret);
  const current = pasDe(now);
  let found: number | null = null;
  for (let step = current - DERIVE_PAS; step <= current + DERIVE_PAS; step++) {
    if (dernierPas !== null && step <= dernierPas) continue;
    // Every candidate is computed and compared, whichever matches: the time taken tells nothing.
    if (memeCode(await hotp(key, step), saisi) && found === null) found = step;
  }
  return found;
}

/**
 * The otpauth:// URL authenticator apps read from the QR code (Google Authenticator's "Key Uri Format"): the
 * issuer (the agency's name) and the account (the e-mail) in the label and again as `issuer`.
 */
export function otpauthUrl(issuer: string, account: string, secretBase32: string): string {
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(account)}`;
  const query = [
    `secret=${secretBase32}`,
    `issuer=${encodeURIComponent(issuer)}`,
    `algorithm=${TOTP.algorithm}`,
    `digits=${TOTP.digits}`,
    `period=${TOTP.period}`,
  ].join("&");
  return `otpauth://totp/${label}?${query}`;
}

/** The secret's length: 160 bits, as RFC 4226 recommends for HMAC-SHA-1 (32 base32 characters). */
export const OCTETS_SECRET = 20;
