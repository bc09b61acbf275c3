import type { z } from "zod";
import { signerJetonCle, verifierJetonCle } from "../../auth/passkey-challenge";
import type { RelyingParty } from "../../domain/cles-acces/relying-party";
import { MSG_PAS_DE_CLE } from "../../domain/cles-acces/messages";
import type { reponseAssertion } from "../../domain/cles-acces/schemas";
import { conflict } from "../../lib/errors";
import { agenceIdOf, type Ports } from "../../ports";
import type { Passkey } from "../../db/schema";
import {
  challengeSigne,
  cleNommee,
  clesDuCompte,
  jetonDuChallenge,
  optionsAssertion,
  verifierAssertion,
} from "./assertion";

// A passkey as the proof of the login's second step and of the confirmation before a money move (issue 59): which
// challenge each accepts. The login's is its password step's challenge (auth/challenge.ts), the confirmation's a
// token for this account and this session (auth/passkey-challenge.ts).

type Assertion = z.infer<typeof reponseAssertion>;

/**
 * POST /user/login/passkey: the assertion of `cle` must sign the password step's `challenge` itself, made at
 * `emisA` (ms); spent if good.
 */
export const connexionParCle = (
  ports: Ports,
  cle: typeof Passkey.$inferSelect,
  rp: RelyingParty,
  response: Assertion,
  challenge: { jeton: string; emisA: number },
) =>
  verifierAssertion(ports, cle, rp, response, async (signe) =>
    signe === challengeSigne(challenge.jeton) ? challenge.emisA : null,
  );

/** POST /user/confirmer/passkey/options: the options for this session's confirmation (409 without a passkey). */
export async function optionsConfirmation(
  ports: Ports,
  user: { id: number },
  sid: string,
  rp: RelyingParty,
) {
  const cles = await clesDuCompte(ports, user.id);
  if (!cles.length) throw conflict(MSG_PAS_DE_CLE);
  const jeton = await signerJetonCle(
    { userId: user.id, but: "confirmation", sid },
    ports.config.jwtSecret,
    ports.clock.now(),
    agenceIdOf(ports.config),
  );
  return optionsAssertion(rp, jeton, cles);
}

/**
 * POST /user/confirmer { passkey }: whether it is one of the account's passkeys signing a confirmation token of this
 * account and this session, unexpired; spent if good.
 */
export async function confirmationParCle(
  ports: Ports,
  userId: number,
  sid: string,
  rp: RelyingParty,
  response: Assertion,
) {
  const [cle] = await cleNommee(ports, userId, response.id);
  if (!cle) return false;
  return verifierAssertion(ports, cle, rp, response, async (signe) => {
    const jeton = await verifierJetonCle(
      jetonDuChallenge(signe),
      "confirmation",
      ports.config.jwtSecret,
      ports.clock.now(),
      agenceIdOf(ports.config),
    );
    return jeton && jeton.userId === userId && jeton.sid === sid ? jeton.emisA : null;
  });
}
