import { and, eq, type SQL } from "drizzle-orm";
import { CodeSecours, User } from "../../db/schema";
import { base32Encode } from "../../domain/deux-facteurs/base32";
import {
  codeSecoursDe,
  empreinteCode,
  NOMBRE_CODES_SECOURS,
} from "../../domain/deux-facteurs/codes-secours";
import {
  EMETTEUR_PAR_DEFAUT,
  MSG_CODE_INVALIDE,
  MSG_DEJA_ACTIF,
  MSG_PAS_ACTIF,
  MSG_PAS_DE_CONFIGURATION,
} from "../../domain/deux-facteurs/messages";
import { codeSchema } from "../../domain/deux-facteurs/schemas";
import { OCTETS_SECRET, otpauthUrl, pasDuCode } from "../../domain/deux-facteurs/totp";
import { introuvable } from "../../domain/labels";
import { ApiError, conflict, notFound } from "../../lib/errors";
import { parseWith } from "../../lib/validate";
import type { Ports } from "../../ports";
import { agenceDe, agenceRead } from "../mandats/agence";
import { inOneTrip } from "../one-trip";
import { inTransaction } from "../transaction";
import { facteurDe, verifierSecondFacteur } from "./verifier";

// A staff member's own second factor (issue 59, item 1): set-up (a secret, its QR code), activation by a first code
// (the 10 recovery codes, shown once), new recovery codes, turning it off. docs/topics/security-and-sessions.md.

export const MSG_CONFIGURATION_CHANGEE =
  "La configuration a changé entre-temps (une autre fenêtre ?) : recommencez.";
export const MSG_EXIGE_PAR_L_AGENCE =
  "Votre agence exige un second facteur : il ne peut pas être désactivé. Un administrateur peut le réinitialiser.";

const codeInvalide = () =>
  new ApiError(400, "validation", MSG_CODE_INVALIDE, { code: MSG_CODE_INVALIDE });

/** Ten fresh recovery codes and their hashes. */
async function nouveauxCodes(): Promise<{ codes: string[]; hashes: string[] }> {
  const codes: string[] = [];
  while (codes.length < NOMBRE_CODES_SECOURS) {
    const code = codeSecoursDe(crypto.getRandomValues(new Uint8Array(16)));
    if (code && !codes.includes(code)) codes.push(code);
  }
  return { codes, hashes: await Promise.all(codes.map(empreinteCode)) };
}

/** The statement storing the hashes of an account's new recovery codes. */
const insererCodes = (ports: Ports, userId: number, hashes: string[]) => {
  const createdAt = ports.clock.now().toISOString();
  return ports.db
    .insert(CodeSecours)
    .values(hashes.map((codeHash) => ({ UserId: userId, codeHash, createdAt })));
};

/**
 * POST /user/2fa/totp: a new secret, stored while the factor is not active (it replaces one not activated yet), and
 * its otpauth:// URL (the agency's name as issuer, the e-mail as account). 409 when the factor is already on.
 */
export async function commencerTotp(ports: Ports, user: { id: number; email: string }) {
  const secret = base32Encode(crypto.getRandomValues(new Uint8Array(OCTETS_SECRET)));
  const [set, agence] = await inOneTrip(ports, [
    ports.db
      .update(User)
      .set({ totpSecret: secret, totpDernierPas: null, updatedAt: ports.clock.now().toISOString() })
      .where(and(eq(User.id, user.id), eq(User.totpActif, false)))
      .returning({ id: User.id }),
    agenceRead(ports),
  ]);
  if (!set.length) throw conflict(MSG_DEJA_ACTIF);
  const emetteur = agenceDe(ports, agence).nom.trim() || EMETTEUR_PAR_DEFAUT;
  return { secret, otpauthUrl: otpauthUrl(emetteur, user.email, secret) };
}

/**
 * POST /user/2fa/totp/activer { code }: the app's first code confirms the secret (400 on `code` otherwise); the
 * factor goes on, the code's step is spent, and the 10 recovery codes are stored as hashes, in one transaction held
 * by the conditional update (a set-up started again meanwhile, or a parallel activation, gets the 409).
 */
export async function activerTotp(ports: Ports, userId: number, body: unknown) {
  const { code } = parseWith(codeSchema, body);
  const user = await facteurDe(ports, userId);
  if (!user) throw notFound(introuvable("User"));
  if (user.totpActif) throw conflict(MSG_DEJA_ACTIF);
  const secret = user.totpSecret;
  if (!secret) throw conflict(MSG_PAS_DE_CONFIGURATION);
  const step = await pasDuCode(secret, code, ports.clock.now(), user.totpDernierPas);
  if (step === null) throw codeInvalide();
  const { codes, hashes } = await nouveauxCodes();
  await inTransaction(ports, async (tx) => {
    const [on] = await tx.db
      .update(User)
      .set({ totpActif: true, totpDernierPas: step, updatedAt: tx.clock.now().toISOString() })
      .where(and(eq(User.id, userId), eq(User.totpActif, false), eq(User.totpSecret, secret)))
      .returning({ id: User.id });
    if (!on) throw conflict(MSG_CONFIGURATION_CHANGEE);
    await tx.db.delete(CodeSecours).where(eq(CodeSecours.UserId, userId));
    await insererCodes(tx, userId, hashes);
  });
  return { codesSecours: codes };
}

/** The signed-in user a request acts for (the middleware's row: whether its TOTP is on; passkeys have no code). */
type Signe = { id: number; totpActif: boolean };

/** The code of a request that needs the TOTP on: 409 without it, 400 on `code` when wrong (a good one is spent). */
async function codeDuFacteur(ports: Ports, user: Signe, body: unknown) {
  const { code } = parseWith(codeSchema, body);
  if (!user.totpActif) throw conflict(MSG_PAS_ACTIF);
  if (!(await verifierSecondFacteur(ports, user.id, code))) throw codeInvalide();
}

/**
 * POST /user/2fa/codesSecours { code }: ten new recovery codes replace the old ones, once a code has confirmed it is
 * the account's holder. The write is held to an account whose factor is still on (an admin's reset meanwhile: 409).
 */
export async function regenererCodesSecours(ports: Ports, user: Signe, body: unknown) {
  const userId = user.id;
  await codeDuFacteur(ports, user, body);
  const { codes, hashes } = await nouveauxCodes();
  await inTransaction(ports, async (tx) => {
    const [on] = await tx.db
      .select({ id: User.id })
      .from(User)
      .where(and(eq(User.id, userId), eq(User.totpActif, true)));
    if (!on) throw conflict(MSG_PAS_ACTIF);
    await tx.db.delete(CodeSecours).where(eq(CodeSecours.UserId, userId));
    await insererCodes(tx, userId, hashes);
  });
  return { codesSecours: codes };
}

/**
 * The statements that take an account's second factor off: its recovery codes (first, while `where` still names the
 * account with its factor), then its secret and last step; the update's rows say whether there was one.
 */
export const effacerFacteur = (ports: Ports, where: SQL) =>
  [
    ports.db
      .delete(CodeSecours)
      .where(
        eq(CodeSecours.UserId, ports.db.select({ id: User.id }).from(User).where(where).limit(1)),
      ),
    ports.db
      .update(User)
      .set({
        totpSecret: null,
        totpActif: false,
        totpDernierPas: null,
        updatedAt: ports.clock.now().toISOString(),
      })
      .where(where)
      .returning(),
  ] as const;

/**
 * POST /user/2fa/totp/desactiver { code }: the user turns their own factor off with a fresh code; refused (409)
 * while the agency requires one for all staff.
 */
export async function desactiverTotp(
  ports: Ports,
  user: Signe & { deuxFacteursRequis: boolean },
  body: unknown,
) {
  if (user.deuxFacteursRequis) throw conflict(MSG_EXIGE_PAR_L_AGENCE);
  await codeDuFacteur(ports, user, body);
  await inOneTrip(ports, effacerFacteur(ports, eq(User.id, user.id)));
  return { message: "Le second facteur de votre compte est désactivé." };
}
