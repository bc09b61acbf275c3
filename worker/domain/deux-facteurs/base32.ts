// Base32 (RFC 4648, section 6), the alphabet of TOTP secrets: what authenticator apps read from an otpauth:// URL
// and what a user types when they cannot scan the QR code.

const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

/** The bytes in base32, upper case, without the `=` padding (authenticator apps do not need it). */
export function base32Encode(bytes: Uint8Array): string {
  let out = "";
  let buffer = 0;
  let bits = 0;
  for (const byte of bytes) {
    buffer = (buffer << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[(buffer >>> (bits - 5)) & 31];
      bits -= 5;
    }
    buffer &= (1 << bits) - 1;
  }
  if (bits > 0) out += ALPHABET[(buffer << (5 - bits)) & 31];
  return out;
}

/**
 * The bytes of a base32 text, or null when it is not base32. Case, spaces, dashes and the `=` padding are
 * forgiven (a secret typed by hand, grouped by four); the trailing bits that do not make a byte are dropped.
 */
export function base32Decode(text: string): Uint8Array | null {
  const clean = text.replace(/[\s-]/g, "").replace(/=+$/, "").toUpperCase();
  const out: number[] = [];
  let buffer = 0;
  let bits = 0;
  for (const char of clean) {
    const value = ALPHABET.indexOf(char);
    if (value < 0) return null;
    buffer = (buffer << 5) | value;
    bits += 5;
    if (bits >= 8) {
      out.push((buffer >>> (bits - 8)) & 255);
      bits -= 8;
    }
    buffer &= (1 << bits) - 1;
  }
  return Uint8Array.from(out);
}

/** A secret as the set-up screen shows it: groups of four characters ("JBSW Y3DP EHPK 3PXP"). */
export const parQuatre = (secret: string) => secret.match(/.{1,4}/g)?.join(" ") ?? "";
