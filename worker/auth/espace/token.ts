import { SignJWT, jwtVerify } from "jose";
import type { Espace } from "../../db/schema/espace";

// The spaces' tokens (issue 62): signed with the same secret as staff's, for another audience (`<agence>:espace`),
// so that staff's check refuses them (then says 403, not 401: auth/middleware.ts) and this one refuses staff's.
// Claims: `sub` the space session's id, `acc` its AccesEspace, `esp` the space, `rec` the record it opens (the
// Client or the Locataire), `v` the account's tokenVersion, `em` its address. Who the session is comes from the signature; whether
// it is still open, from its row, read with the route's first reads (espace/middleware.ts).

const HOUR = 3600;
/** A space stays open a day on a shared device, 30 days when « rester connecté » is ticked. */
export const ESPACE_TTL = { normal: 24 * HOUR, remember: 30 * 24 * HOUR };

/**
 * The audience of a space's token: the owners' and tenants' share `<agence>:espace`; the suppliers' realm has its
 * own, `<agence>:fournisseur` (issue 76 item 6, ADR 127), so no check written for one realm's tokens takes another's.
 */
export const audienceEspace = (agence: string, espace: Espace) =>
  espace === "fournisseur" ? `${agence}:fournisseur` : `${agence}:espace`;

export interface EspaceSubject {
  sid: string;
  AccesEspaceId: number;
  espace: Espace;
  /** The Client's id (owner), the Locataire's (tenant) or the Fournisseur's (supplier). */
  recordId: number;
  version: number;
  /** The account's address: the journal names the space's writer by it. */
  email: string;
}

const key = (secret: string) => new TextEncoder().encode(secret);

/** The token of a space session, valid until `exp` (seconds since the epoch). */
export function signEspaceToken(
  subject: EspaceSubject,
  secret: string,
  agence: string,
  now: Date,
  exp: number,
): Promise<string> {
  return new SignJWT({
    acc: subject.AccesEspaceId,
    esp: subject.espace,
    rec: subject.recordId,
    v: subject.version,
    em: subject.email,
  })
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(subject.sid)
    .setAudience(audienceEspace(agence, subject.espace))
    .setIssuedAt(Math.floor(now.getTime() / 1000))
    .setExpirationTime(exp)
    .sign(key(secret));
}

/** A space token's subject, or null for anything else (a staff token, another agency's, expired, tampered). */
export async function verifyEspaceToken(
  token: string,
  secret: string,
  agence: string,
  now: Date,
): Promise<EspaceSubject | null> {
  try {
    const { payload } = await jwtVerify(token, key(secret), {
      algorithms: ["HS256"],
      audience: [audienceEspace(agence, "proprietaire"), audienceEspace(agence, "fournisseur")],
      currentDate: now,
    });
    const { sub, acc, esp, rec, v, em, aud } = payload;
    if (typeof em !== "string") return null;
    if (typeof sub !== "string" || !/^[A-Za-z0-9_-]{16,64}$/.test(sub)) return null;
    if (esp !== "proprietaire" && esp !== "locataire" && esp !== "fournisseur") return null;
    // A token names its realm twice, in its audience and its claim: both must agree.
    if (aud !== audienceEspace(agence, esp)) return null;
    if (!Number.isSafeInteger(acc) || !Number.isSafeInteger(rec) || !Number.isSafeInteger(v))
      return null;
    return {
      sid: sub,
      AccesEspaceId: Number(acc),
      espace: esp,
      recordId: Number(rec),
      version: Number(v),
      email: em,
    };
  } catch {
    return null;
  }
}
