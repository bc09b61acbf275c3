import { depuisBase64Url, texteDeBase64Url, versBase64Url, webauthn } from "./webauthn";
import { and, eq, isNull, lt, or } from "drizzle-orm";
import { Passkey } from "../../db/schema";
import type { RelyingParty } from "../../domain/cles-acces/relying-party";
import type { reponseAssertion } from "../../domain/cles-acces/schemas";
import type { Ports } from "../../ports";
import { cleListee, reponsePourVerifier, TIMEOUT_MS } from "./commun";
import type { z } from "zod";

// A passkey's assertion (issue 59, ADR 072), for the login's second step and the confirmation before a money move:
// the options for navigator.credentials.get(), then the signature checked by @simplewebauthn/server and the use
// spent by one conditional UPDATE: the counter only moves forward (a counter that goes back is a cloned key), and
// the challenge must have been made after the passkey's last use, so an assertion is good once, even sent twice at
// the same time (the returned row says who won), on either entry.

type Row = typeof Passkey.$inferSelect;
type Assertion = z.infer<typeof reponseAssertion>;

/** The options for navigator.credentials.get(): the account's passkeys, the signed token as the challenge. */
export const optionsAssertion = (
  rp: RelyingParty,
  jeton: string,
  cles: readonly Pick<Row, "credentialId" | "transports">[],
) =>
  webauthn().then(({ generateAuthenticationOptions }) =>
    generateAuthenticationOptions({
      rpID: rp.id,
      challenge: jeton,
      allowCredentials: cles.map(cleListee),
      userVerification: "preferred",
      timeout: TIMEOUT_MS,
    }),
  );

/** The challenge as the browser signs it (clientDataJSON.challenge): the token's UTF-8 bytes in base64url. */
export const challengeSigne = (jeton: string) => versBase64Url(jeton);

/** The token a signed challenge carries. */
export const jetonDuChallenge = (challenge: string) => texteDeBase64Url(challenge);

/** The account's passkeys as the options list them (one read, or one statement of a batch). */
export const clesDuCompte = (ports: Ports, userId: number) =>
  ports.db
    .select({ credentialId: Passkey.credentialId, transports: Passkey.transports })
    .from(Passkey)
    .where(eq(Passkey.UserId, userId));

/** The account's passkey the assertion names (a statement of the caller's batch). */
export const cleNommee = (ports: Ports, userId: number, credentialId: string) =>
  ports.db
    .select()
    .from(Passkey)
    .where(and(eq(Passkey.UserId, userId), eq(Passkey.credentialId, credentialId)));

/**
 * Whether `response` is `cle`'s signature of an accepted challenge on this relying party, spending it if so.
 * `challengeAccepte` checks the signed challenge and answers when it was made (ms), or null to refuse it.
 */
export async function verifierAssertion(
  ports: Ports,
  cle: Row,
  rp: RelyingParty,
  response: Assertion,
  challengeAccepte: (challenge: string) => Promise<number | null>,
): Promise<boolean> {
  // Set by the challenge's check, which the library calls (a closure: an object, not a narrowed `let`).
  const challenge: { emisA: number | null } = { emisA: null };
  let compteur: number;
  try {
    const { verified, authenticationInfo } = await (await webauthn()).verifyAuthenticationResponse({
      response: reponsePourVerifier(response),
      expectedChallenge: async (signe) => {
        challenge.emisA = await challengeAccepte(signe);
        return challenge.emisA !== null;
      },
      expectedOrigin: rp.origins,
      expectedRPID: rp.id,
      credential: {
        id: cle.credentialId,
        publicKey: depuisBase64Url(cle.publicKey),
        counter: cle.compteur,
      },
      // A second factor after the password: the key's presence is enough (as at its registration).
      requireUserVerification: false,
    });
    if (!verified) return false;
    compteur = authenticationInfo.newCounter;
  } catch {
    return false;
  }
  const { emisA } = challenge;
  if (emisA === null) return false;
  const now = ports.clock.now().toISOString();
  const spent = await ports.db
    .update(Passkey)
    .set({ compteur, derniereUtilisation: now })
    .where(
      and(
        eq(Passkey.id, cle.id),
        eq(Passkey.credentialId, cle.credentialId),
        // Good once: a challenge made before the last use is spent.
        or(
          isNull(Passkey.derniereUtilisation),
          lt(Passkey.derniereUtilisation, new Date(emisA).toISOString()),
        ),
        // The counter moves forward; an authenticator that keeps none (0, synced passkeys) stays at 0.
        compteur === 0 ? eq(Passkey.compteur, 0) : lt(Passkey.compteur, compteur),
      ),
    )
    .returning({ id: Passkey.id });
  return spent.length === 1;
}
