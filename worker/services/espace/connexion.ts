import { and, eq, gt, isNull, lt, sql } from "drizzle-orm";
import { AccesEspace, CompteEspace, JetonEspace, Outbox } from "../../db/schema";
import type { Ports } from "../../ports";
import { ApiError, RateLimited } from "../../lib/errors";
import { DUMMY_HASH, verifyPassword } from "../../auth/password";
import { portsOfWriter } from "../../auth/writer-ports";
import { auteurEspace } from "../../domain/espace/auteur";
import { courrielCode } from "../../domain/espace/courriels";
import { MSG_ACCES_SUSPENDU } from "../../domain/espace/adresse";
import {
  CODE_ESSAIS,
  CODE_MS,
  MSG_CODE_REFUSE,
  MSG_CONNEXION_REFUSEE,
  codeDe,
  codeSaisi,
} from "../../domain/espace/regles";
import {
  backoffStateStatement,
  backoffTryStatement,
  backoffWait,
  hitStatement,
  hitsStatement,
  windowLeft,
} from "../rate-limit";
import { lireAgence } from "../mandats/agence";
import { inOneTrip } from "../one-trip";
import { empreinteCode, tirage } from "./secrets";
import { envoyerApres } from "./envoi";
import { espacesDuCompte, ouvrirSessionEspace } from "./session";

// The spaces' sign-in (issue 62, item 1, ADR 083): e-mail and password, or a 6-digit code sent by e-mail. Staff's
// limits (routes/account.ts): one address on one e-mail gets 5 tries at once, then growing delays; one address on
// every e-mail, 100 failures per 15 minutes. An unknown address, a wrong password, an access not accepted yet or
// revoked: the same answer after the same work (a hash of the same cost).

const WINDOW = 15 * 60;
const MAX_ECHECS_ADRESSE = 100;
/** Codes asked from one address (any e-mail) per window: beyond, a 429; per e-mail, beyond, no more mail. */
const MAX_CODES_ADRESSE = 30;
const MAX_CODES_EMAIL = 5;
const TROP = "Trop de tentatives de connexion";

const cles = (ip: string, email: string) => ({
  pair: `espace-connexion:${ip}|${email}`,
  adresse: `espace-connexion-adresse:${ip}`,
});

export interface Appareil {
  ip: string;
  appareil: string;
  remember: boolean;
}

/** One try taken under the limits (429 past them), and the account of the address if any: one round trip. */
async function tentative(ports: Ports, ip: string, email: string) {
  const k = cles(ip, email);
  const [echecs, prise, etat, comptes] = await inOneTrip(ports, [
    hitsStatement(ports, k.adresse, WINDOW),
    backoffTryStatement(ports, k.pair),
    backoffStateStatement(ports, k.pair),
    ports.db
      .select({
        id: CompteEspace.id,
        passwordHash: CompteEspace.passwordHash,
        version: CompteEspace.tokenVersion,
      })
      .from(CompteEspace)
      .where(eq(CompteEspace.email, email)),
  ]);
  if ((echecs[0]?.count ?? 0) >= MAX_ECHECS_ADRESSE)
    throw new RateLimited(windowLeft(ports, WINDOW), TROP);
  if (!prise.length) throw new RateLimited(backoffWait(ports, etat[0]), TROP);
  return comptes[0];
}

/** A failure counted on the address, and the refusal. */
async function refus(ports: Ports, ip: string, email: string, message: string): Promise<never> {
  await hitStatement(ports, cles(ip, email).adresse, WINDOW);
  throw new ApiError(401, "login_failed", message);
}

/** The session on the account's first active space (owner's first), and the list to choose from. */
async function ouvrir(
  ports: Ports,
  compte: { id: number; version: number },
  email: string,
  a: Appareil,
) {
  const espaces = await espacesDuCompte(ports, compte.id);
  const [premier] = espaces;
  // The right secret of an account none of whose accesses is open (revoked, suspended, moved to another address):
  // the person is told to call the agency rather than doubt their password (issue 75).
  if (!premier) throw new ApiError(403, "acces_suspendu", MSG_ACCES_SUSPENDU);
  const token = await ouvrirSessionEspace(
    portsOfWriter(ports, auteurEspace(email, premier.espace)),
    { ...premier, email, version: compte.version },
    {
      remember: a.remember,
      appareil: a.appareil,
      adresse: a.ip,
      cleAEffacer: cles(a.ip, email).pair,
    },
  );
  return {
    token,
    espace: premier.espace,
    espaces: espaces.map(({ AccesEspaceId, espace, nom }) => ({ AccesEspaceId, espace, nom })),
  };
}

/** POST /espace/login: e-mail and password. */
export async function connexionEspace(ports: Ports, email: string, password: string, a: Appareil) {
  const compte = await tentative(ports, a.ip, email);
  const ok = await verifyPassword(password, compte?.passwordHash ?? DUMMY_HASH);
  if (!compte || !ok) return refus(ports, a.ip, email, MSG_CONNEXION_REFUSEE);
  return ouvrir(ports, compte, email, a);
}

/**
 * POST /espace/code: a code for an account with an active space (the earlier ones spent) and its e-mail, queued in
 * one batch. Nothing tells whether the address is known: the route answers the same.
 */
export async function envoyerCodeEspace(ports: Ports, ip: string, email: string) {
  const [parAdresse, parEmail, comptes] = await inOneTrip(ports, [
    hitStatement(ports, `espace-code-adresse:${ip}`, WINDOW),
    hitStatement(ports, `espace-code:${email}`, WINDOW),
    ports.db
      .select({ id: CompteEspace.id })
      .from(CompteEspace)
      .where(
        and(
          eq(CompteEspace.email, email),
          sql`exists (select 1 from ${AccesEspace} where ${AccesEspace.CompteEspaceId} = ${CompteEspace.id} and ${AccesEspace.statut} = 'actif')`,
        ),
      ),
  ]);
  if ((parAdresse[0]?.count ?? 0) > MAX_CODES_ADRESSE)
    throw new RateLimited(windowLeft(ports, WINDOW), "Trop de demandes de code");
  const [compte] = comptes;
  if (!compte || (parEmail[0]?.count ?? 0) > MAX_CODES_EMAIL) return;
  const code = codeDe(tirage);
  const now = ports.clock.now();
  const at = now.toISOString();
  const mail = courrielCode({ code, agence: (await lireAgence(ports)).nom });
  const hash = await empreinteCode(compte.id, code);
  const [, , queued] = await inOneTrip(ports, [
    ports.db
      .update(JetonEspace)
      .set({ utiliseAt: at })
      .where(
        and(
          eq(JetonEspace.CompteEspaceId, compte.id),
          eq(JetonEspace.type, "code"),
          isNull(JetonEspace.utiliseAt),
        ),
      ),
    ports.db.insert(JetonEspace).values({
      type: "code",
      hash,
      CompteEspaceId: compte.id,
      expireAt: new Date(now.getTime() + CODE_MS).toISOString(),
      createdAt: at,
    }),
    ports.db
      .insert(Outbox)
      .values({
        dedupeKey: `code-espace:${hash.slice(0, 32)}:${at}`,
        to: email,
        subject: mail.subject,
        body: mail.body,
        createdAt: at,
        updatedAt: at,
      })
      .returning({ id: Outbox.id }),
  ]);
  envoyerApres(ports, [queued[0]?.id]);
}

/**
 * POST /espace/login/code: one statement takes a try on the account's current code (at most 5, while it is good)
 * and spends it if the digits are right: the 6th try is refused even with the right code, a spent code is no more.
 */
export async function connexionParCode(ports: Ports, email: string, code: string, a: Appareil) {
  const compte = await tentative(ports, a.ip, email);
  if (!compte) return refus(ports, a.ip, email, MSG_CODE_REFUSE);
  const at = ports.clock.now().toISOString();
  const hash = await empreinteCode(compte.id, codeSaisi(code));
  const [essai] = await ports.db
    .update(JetonEspace)
    .set({
      essais: sql`${JetonEspace.essais} + 1`,
      utiliseAt: sql`case when ${JetonEspace.hash} = ${hash} then ${at} else null end`,
    })
    .where(
      and(
        eq(JetonEspace.CompteEspaceId, compte.id),
        eq(JetonEspace.type, "code"),
        isNull(JetonEspace.utiliseAt),
        gt(JetonEspace.expireAt, at),
        lt(JetonEspace.essais, CODE_ESSAIS),
      ),
    )
    .returning({ utiliseAt: JetonEspace.utiliseAt });
  if (!essai?.utiliseAt) return refus(ports, a.ip, email, MSG_CODE_REFUSE);
  return ouvrir(ports, compte, email, a);
}
