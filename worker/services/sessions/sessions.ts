import { and, desc, eq, gt, isNull, ne, or, sql } from "drizzle-orm";
import { Outbox, RateLimit, Session, User } from "../../db/schema";
import { agenceIdOf, type Ports } from "../../ports";
import { TOKEN_TTL, signToken } from "../../auth/token";
import { notFound } from "../../lib/errors";
import { parisDate, parisHeure } from "../../domain/dates";
import { introuvable } from "../../domain/labels";
import { inOneTrip } from "../one-trip";
import { nouvelIdSession } from "./identifiant";
import { lieuDe } from "../../domain/sessions/lieu";
import { deliverOutbox } from "../outbox";

// Sessions (issue 59, item 7): every sign-in is a Session row whose id rides in the token (claim `sid`). The row
// holds the device and address "Mes sessions" shows, its last use, its last confirmation (the guarded routes'
// five minutes) and its end (`revoqueAt`: the token's expiry, moved to now by a "Déconnecter").

/** What a session is opened for: the token's length, and who opens it (the sign-in's device and address). */
export interface OuvertureSession {
  remember: boolean;
  /** The device as appareilDe (domain/sessions/appareil.ts) names it. */
  appareil: string;
  /** The caller's address (`c.var.ip`). */
  adresse: string;
  /** A rate-limit key to clear in the same round trip (the login's pair of address and account). */
  cleAEffacer?: string;
}

/** The user as a sign-in knows it: its id, e-mail, tokenVersion and the instance's session epoch. */
export interface UtilisateurSession {
  id: number;
  email: string;
  tokenVersion: number;
  epoch: number;
}

/** When a token signed at `now` expires (auth/token.ts: whole seconds), as the session's end. */
const finDuJeton = (now: Date, remember: boolean) =>
  new Date(
    (Math.floor(now.getTime() / 1000) + (remember ? TOKEN_TTL.remember : TOKEN_TTL.normal)) * 1000,
  ).toISOString();

/** The token of a session: the user's tokenVersion and epoch, this agency, the session's id. */
export const jetonDeSession = (
  ports: Ports,
  user: Pick<UtilisateurSession, "id" | "tokenVersion" | "epoch">,
  remember: boolean,
  sid: string,
) =>
  signToken(
    user.id,
    ports.config.jwtSecret,
    remember,
    ports.clock.now(),
    user.tokenVersion,
    agenceIdOf(ports.config),
    Number(user.epoch),
    sid,
  );

/** The outbox key of a new-device e-mail, before the session's id (a fresh install's are no data: backup/empty.ts). */
export const CLE_NOUVEL_APPAREIL = "nouvel-appareil:";

export const SUJET_NOUVEL_APPAREIL = "Nouvelle connexion à votre compte";

/** The new-device e-mail (French, plain text): the device, the address, the date in Paris. */
export function courrielNouvelAppareil(email: string, appareil: string, adresse: string, at: Date) {
  const [annee, mois, jour] = parisDate(at).split("-");
  const heure = parisHeure(at).replace(":", " h ");
  return {
    subject: `${SUJET_NOUVEL_APPAREIL} depuis un nouvel appareil`,
    body: [
      "Bonjour,",
      "",
      `Une connexion à votre compte ${email} vient d'avoir lieu depuis un appareil qui ne s'y était jamais connecté :`,
      "",
      `- Appareil : ${appareil}`,
      `- Adresse : ${adresse}`,
      `- Date : le ${jour}/${mois}/${annee} à ${heure} (heure de Paris)`,
      "",
      "Si c'est vous, vous n'avez rien à faire.",
      "Sinon, changez votre mot de passe sans attendre et prévenez l'administrateur de l'agence : il peut déconnecter toutes vos sessions.",
    ].join("\n"),
  };
}

/**
 * Opens a session at a successful sign-in (the password login, and the second factor's step of part A): one round
 * trip inserts its row, clears the sign-in's rate-limit key and, when the account has signed in before but never
 * from this device, queues the new-device e-mail (one conditional INSERT ... SELECT, read in the same batch; an
 * account's very first sign-in has no known device to tell it from, and its user has just been given the account).
 * The e-mail then leaves after the answer where the host can (the edge's waitUntil), else right away. Answers the
 * token.
 */
export async function ouvrirSession(
  ports: Ports,
  user: UtilisateurSession,
  { remember, appareil, adresse, cleAEffacer }: OuvertureSession,
): Promise<string> {
  const now = ports.clock.now();
  const at = now.toISOString();
  const sid = nouvelIdSession();
  const mail = courrielNouvelAppareil(user.email, appareil, adresse, now);
  const dejaVu = sql`select 1 from ${Session} where ${Session.UserId} = ${user.id} and ${Session.appareil} = ${appareil}`;
  const connu = sql`select 1 from ${Session} where ${Session.UserId} = ${user.id}`;
  const [queued] = await inOneTrip(ports, [
    // Before the session's own row, which would make every device a known one.
    ports.db.all<{ id: number }>(
      sql`insert into ${Outbox} ("dedupeKey", "to", "subject", "body", "createdAt", "updatedAt") select ${CLE_NOUVEL_APPAREIL + sid}, ${user.email}, ${mail.subject}, ${mail.body}, ${at}, ${at} where exists (${connu}) and not exists (${dejaVu}) on conflict do nothing returning "id"`,
    ),
    ports.db.insert(Session).values({
      id: sid,
      UserId: user.id,
      appareil,
      adresse,
      createdAt: at,
      derniereUtilisation: at,
      revoqueAt: finDuJeton(now, remember),
    }),
    ports.db.delete(RateLimit).where(eq(RateLimit.cle, cleAEffacer ?? "")),
  ]);
  const id = queued[0]?.id;
  if (id !== undefined) envoyerApres(ports, deliverOutbox(ports, [id]));
  return jetonDeSession(ports, user, remember, sid);
}

/** Work that may end after the answer: the edge's waitUntil; on Node, the process goes on (errors logged). */
function envoyerApres(ports: Ports, work: Promise<unknown>) {
  const logged = work.catch((e) => (ports.log ?? console.error)("[session] courriel", e));
  ports.sharedLists?.waitUntil(logged);
}

/** A session not ended at `now` (no end of its own, or one still to come). */
const ouverte = (now: string) => or(isNull(Session.revoqueAt), gt(Session.revoqueAt, now));

/**
 * A password changed by its user: every other session of the account ends (tokenVersion moves on too), this one
 * goes on until the fresh token's expiry. Statements for the change's own round trip.
 */
export function finDesAutresSessions(ports: Ports, userId: number, sid: string, remember: boolean) {
  const now = ports.clock.now();
  const at = now.toISOString();
  return [
    ports.db
      .update(Session)
      .set({ revoqueAt: at })
      .where(and(eq(Session.UserId, userId), ne(Session.id, sid), ouverte(at))),
    ports.db
      .update(Session)
      .set({ revoqueAt: finDuJeton(now, remember) })
      .where(and(eq(Session.id, sid), eq(Session.UserId, userId))),
  ] as const;
}

/** Ends every session of a user (an admin's reset, "Déconnecter partout"): a statement for the caller's batch. */
export function finDeToutesLesSessions(ports: Ports, userId: number | ReturnType<typeof sql>) {
  const at = ports.clock.now().toISOString();
  return ports.db
    .update(Session)
    .set({ revoqueAt: at })
    .where(and(eq(Session.UserId, userId), ouverte(at)));
}

/** A row of "Mes sessions". */
export interface SessionListee {
  id: string;
  appareil: string;
  adresse: string;
  /** The address's range in words (domain/sessions/lieu.ts). */
  lieu: string;
  createdAt: string;
  derniereUtilisation: string;
  courante: boolean;
}

/** The user's open sessions, the most recently used first; `courante` marks the caller's. */
export async function mesSessions(
  ports: Ports,
  userId: number,
  sid: string | undefined,
): Promise<SessionListee[]> {
  const at = ports.clock.now().toISOString();
  const rows = await ports.db
    .select({
      id: Session.id,
      appareil: Session.appareil,
      adresse: Session.adresse,
      createdAt: Session.createdAt,
      derniereUtilisation: Session.derniereUtilisation,
    })
    .from(Session)
    .where(and(eq(Session.UserId, userId), ouverte(at)))
    // The newest first among sessions used at the same instant (rowid: the order of the sign-ins).
    .orderBy(desc(Session.derniereUtilisation), desc(Session.createdAt), desc(sql`rowid`));
  return rows.map((r) => ({ ...r, lieu: lieuDe(r.adresse), courante: r.id === sid }));
}

export const SESSION_INTROUVABLE = "Session introuvable.";

/** Ends one of the user's open sessions; whether there was one to end. */
export async function terminerSession(ports: Ports, userId: number, id: string) {
  const at = ports.clock.now().toISOString();
  const ended = await ports.db
    .update(Session)
    .set({ revoqueAt: at })
    .where(and(eq(Session.id, id), eq(Session.UserId, userId), ouverte(at)))
    .returning({ id: Session.id });
  return ended.length > 0;
}

/** "Déconnecter" one of one's own open sessions (the caller's own included); 404 for another user's or an ended one. */
export async function deconnecterSession(ports: Ports, userId: number, id: string) {
  if (!(await terminerSession(ports, userId, id))) throw notFound(SESSION_INTROUVABLE);
}

/**
 * An admin's "Déconnecter partout": every session of the account ends, and its tokenVersion moves on so that the
 * tokens signed before sessions had rows end too. One round trip; 404 for an unknown account.
 */
export async function deconnecterPartout(ports: Ports, email: string) {
  const address = email.toLowerCase();
  const at = ports.clock.now().toISOString();
  const [users, ended] = await inOneTrip(ports, [
    ports.db
      .update(User)
      .set({ tokenVersion: sql`${User.tokenVersion} + 1`, updatedAt: at })
      .where(eq(User.email, address))
      .returning({ id: User.id, email: User.email, role: User.role }),
    finDeToutesLesSessions(
      ports,
      sql`(select ${User.id} from ${User} where ${User.email} = ${address})`,
    ).returning({ id: Session.id }),
  ]);
  const user = users[0];
  if (!user) throw notFound(introuvable("User"));
  return { user, sessions: ended.length };
}

/**
 * Records the session's confirmation (POST /api/user/confirmer, after the code or the password was checked), with
 * the login's rate-limit key cleared in the same round trip. False when the session has ended meanwhile.
 */
export async function marquerConfirmation(
  ports: Ports,
  userId: number,
  sid: string,
  cleAEffacer: string,
): Promise<boolean> {
  const at = ports.clock.now().toISOString();
  const [confirmed] = await inOneTrip(ports, [
    ports.db
      .update(Session)
      .set({ confirmeAt: at })
      .where(and(eq(Session.id, sid), eq(Session.UserId, userId), ouverte(at)))
      .returning({ id: Session.id }),
    ports.db.delete(RateLimit).where(eq(RateLimit.cle, cleAEffacer)),
  ]);
  return confirmed.length > 0;
}
