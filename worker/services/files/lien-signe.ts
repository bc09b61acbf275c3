import { agenceIdOf, type Ports } from "../../ports";
import { keyToUrl } from "./keys";

// Signed download links (issue 62): a stored object's /files/... address with an expiry and an HMAC of both, so
// that whoever holds it (a space's page, an <img> tag, a phone's browser that cannot send the Authorization
// header) downloads that one object until it expires, and nothing else. The secret is the tokens' (ports.config),
// the agency's id in the signed text: a link of one agency opens nothing in another on the same deployment.

/** How long a link works: long enough to read a page and open its photos, short enough not to be kept. */
export const LIEN_TTL_S = 60 * 60;

const encoder = new TextEncoder();

async function hmacHex(secret: string, texte: string): Promise<string> {
  const key = await crypto.subtle.importKey(
    "raw",
    encoder.encode(secret),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  const sig = new Uint8Array(await crypto.subtle.sign("HMAC", key, encoder.encode(texte)));
  return Array.from(sig, (b) => b.toString(16).padStart(2, "0")).join("");
}

const signe = (ports: Ports, cle: string, exp: number) =>
  hmacHex(ports.config.jwtSecret, `${agenceIdOf(ports.config)}\n${cle}\n${exp}`);

/** The object's /files/... link, valid `ttl` seconds from the clock's now. */
export async function lienSigne(ports: Ports, cle: string, ttl = LIEN_TTL_S): Promise<string> {
  const exp = Math.floor(ports.clock.now().getTime() / 1000) + ttl;
  return `${keyToUrl(cle)}?exp=${exp}&sig=${await signe(ports, cle, exp)}`;
}

/** Whether `sig` signs this key until `exp`, not passed. Compared in constant time. */
export async function lienValide(
  ports: Ports,
  cle: string,
  exp: string | undefined,
  sig: string | undefined,
): Promise<boolean> {
  if (!exp || !sig || !/^\d{1,12}$/.test(exp) || !/^[0-9a-f]{64}$/.test(sig)) return false;
  if (Number(exp) * 1000 < ports.clock.now().getTime()) return false;
  const attendu = await signe(ports, cle, Number(exp));
  let diff = 0;
  for (let i = 0; i < attendu.length; i++) diff |= attendu.charCodeAt(i) ^ sig.charCodeAt(i);
  return diff === 0;
}
