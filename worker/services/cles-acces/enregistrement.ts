import type { verifyRegistrationResponse } from "@simplewebauthn/server";
import { octetsUtf8, texteDeBase64Url, versBase64Url, webauthn } from "./webauthn";
import { eq, sql } from "drizzle-orm";
import { Passkey } from "../../db/schema";
import type { RelyingParty } from "../../domain/cles-acces/relying-party";
import {
  MAX_CLES_PAR_COMPTE,
  MSG_DEJA_ENREGISTREE,
  MSG_ENREGISTREMENT_REFUSE,
  MSG_TROP_DE_CLES,
  RP_PAR_DEFAUT,
} from "../../domain/cles-acces/messages";
import { enregistrementSchema } from "../../domain/cles-acces/schemas";
import { signerJetonCle, verifierJetonCle } from "../../auth/passkey-challenge";
import { ApiError, conflict } from "../../lib/errors";
import { parseWith } from "../../lib/validate";
import { agenceIdOf, type Ports } from "../../ports";
import { agenceDe, agenceRead } from "../mandats/agence";
import { inOneTrip } from "../one-trip";
import { clesDuCompte } from "./assertion";
import { ALGORITHMES, cleDeLaListe, cleListee, reponsePourVerifier, TIMEOUT_MS } from "./commun";

// A staff member adds a passkey to their account (issue 59, ADR 072): the options for navigator.credentials.create()
// (the challenge is a signed token, no row), then the browser's answer checked by @simplewebauthn/server and the
// credential stored in one conditional statement (at most 10 per account; a credential id once: unique index).

type Signe = { id: number; email: string };

const refuse = () =>
  new ApiError(400, "validation", MSG_ENREGISTREMENT_REFUSE, {
    response: MSG_ENREGISTREMENT_REFUSE,
  });

/** POST /user/2fa/passkey/options: the creation options, the account's passkeys excluded (one per authenticator). */
export async function optionsEnregistrement(ports: Ports, user: Signe, rp: RelyingParty) {
  // Two reads together: on the edge they ride with the session's lookup, one round trip (a batch would be another).
  const [cles, agence] = await Promise.all([clesDuCompte(ports, user.id), agenceRead(ports)]);
  const jeton = await signerJetonCle(
    { userId: user.id, but: "enregistrement" },
    ports.config.jwtSecret,
    ports.clock.now(),
    agenceIdOf(ports.config),
  );
  const { generateRegistrationOptions } = await webauthn();
  return generateRegistrationOptions({
    rpName: agenceDe(ports, agence).nom.trim() || RP_PAR_DEFAUT,
    rpID: rp.id,
    userName: user.email,
    userDisplayName: user.email,
    // An opaque handle (the account's id), never the e-mail: the authenticator keeps it.
    userID: octetsUtf8(`${agenceIdOf(ports.config)}:${user.id}`),
    challenge: jeton,
    timeout: TIMEOUT_MS,
    attestationType: "none",
    excludeCredentials: cles.map(cleListee),
    authenticatorSelection: { residentKey: "preferred", userVerification: "preferred" },
    supportedAlgorithmIDs: ALGORITHMES,
  });
}

/**
 * POST /user/2fa/passkey { nom, response }: the answer must sign this account's unexpired registration token on this
 * relying party (else 400 on `response`); 409 for a credential already stored or an 11th passkey. Answers the row.
 */
export async function enregistrerCle(ports: Ports, user: Signe, rp: RelyingParty, body: unknown) {
  const { nom, response } = parseWith(enregistrementSchema, body);
  const now = ports.clock.now();
  let verification: Awaited<ReturnType<typeof verifyRegistrationResponse>>;
  try {
    verification = await (await webauthn()).verifyRegistrationResponse({
      response: reponsePourVerifier(response),
      expectedChallenge: async (challenge) =>
        (
          await verifierJetonCle(
            texteDeBase64Url(challenge),
            "enregistrement",
            ports.config.jwtSecret,
            now,
            agenceIdOf(ports.config),
          )
        )?.userId === user.id,
      expectedOrigin: rp.origins,
      expectedRPID: rp.id,
      // A second factor after the password: the key's presence is enough, a PIN or a fingerprint is a bonus.
      requireUserVerification: false,
      supportedAlgorithmIDs: ALGORITHMES,
    });
  } catch {
    throw refuse();
  }
  const info = verification.registrationInfo;
  if (!verification.verified || !info) throw refuse();
  const { credential } = info;
  const at = now.toISOString();
  const transports = credential.transports?.length ? JSON.stringify(credential.transports) : null;
  const [inseree, existante, nombre] = await inOneTrip(ports, [
    ports.db.all<typeof Passkey.$inferSelect>(sql`
      insert into ${Passkey} ("UserId", "credentialId", "publicKey", "compteur", "transports", "nom", "createdAt")
      select ${user.id}, ${credential.id}, ${versBase64Url(credential.publicKey)}, ${credential.counter},
        ${transports}, ${nom}, ${at}
      where (select count(*) from ${Passkey} where ${Passkey.UserId} = ${user.id}) < ${MAX_CLES_PAR_COMPTE}
      on conflict ("credentialId") do nothing
      returning *`),
    ports.db
      .select({ id: Passkey.id })
      .from(Passkey)
      .where(eq(Passkey.credentialId, credential.id)),
    ports.db.select({ n: sql<number>`count(*)` }).from(Passkey).where(eq(Passkey.UserId, user.id)),
  ]);
  const row = inseree[0];
  if (row) return cleDeLaListe(row);
  if (existante.length) throw conflict(MSG_DEJA_ENREGISTREE);
  if (Number(nombre[0]?.n ?? 0) >= MAX_CLES_PAR_COMPTE) throw conflict(MSG_TROP_DE_CLES);
  throw conflict(MSG_DEJA_ENREGISTREE);
}
