import { and, eq, isNotNull, or, sql } from "drizzle-orm";
import { Passkey, User } from "../../db/schema";
import { parisDate } from "../../domain/dates";
import { introuvable } from "../../domain/labels";
import { conflict, notFound } from "../../lib/errors";
import type { Ports } from "../../ports";
import { inOneTrip } from "../one-trip";
import { deliverOutbox } from "../outbox";
import { toApi } from "../serialize";
import { effacerFacteur } from "./configuration";

// An admin resets a user's second factor (issue 59: a lost phone and no recovery code left): the secret, its last
// step, the recovery codes and the passkeys go, in one batch with the user's mail queued in the outbox; the User row's update is
// journaled by its trigger (the secret masked). The user sets a new one up at their next sign-in.

export const MSG_SANS_FACTEUR = "Ce compte n'a pas de second facteur à réinitialiser.";
export const SUJET_REINITIALISATION = "Le second facteur de votre compte a été réinitialisé";

const jour = (d: Date) => parisDate(d).split("-").reverse().join("/");

export const texteReinitialisation = (email: string, admin: string, le: Date) =>
  [
    "Bonjour,",
    "",
    `Le second facteur de votre compte ${email} a été réinitialisé le ${jour(le)} par un administrateur de l'agence (${admin}).`,
    "Votre application d'authentification, vos codes de secours et vos clés d'accès ne sont plus valables : à votre prochaine connexion, configurez de nouveau le second facteur depuis « Sécurité du compte ».",
    "",
    "Si vous n'êtes pas à l'origine de cette demande, prévenez l'agence sans attendre.",
    "",
    "Cordialement,",
  ].join("\n");

/** DELETE /user/{email}/2fa (admin): 404 for an unknown e-mail, 409 for an account without a factor. */
export async function reinitialiserDeuxFacteurs(ports: Ports, email: string, admin: string) {
  const address = email.toLowerCase();
  const now = ports.clock.now();
  const nowIso = now.toISOString();
  const avecFacteur = and(
    eq(User.email, address),
    or(
      eq(User.totpActif, true),
      isNotNull(User.totpSecret),
      sql`exists (select 1 from ${Passkey} where ${Passkey.UserId} = ${User.id})`,
    ),
  );
  // The mail is queued first, while the row still shows a factor: the same condition as the update after it.
  const mail = ports.db.all<{ id: number }>(sql`
    insert into "Outbox" ("dedupeKey", "to", "subject", "body", "status", "attempts", "createdAt", "updatedAt")
    select ${`deux-facteurs-reinitialise:${address}:${nowIso}`}, ${User.email}, ${SUJET_REINITIALISATION},
      ${texteReinitialisation(address, admin, now)}, 'pending', 0, ${nowIso}, ${nowIso}
    from ${User} where ${avecFacteur}
    on conflict ("dedupeKey") do nothing
    returning "id"`);
  const [queued, , cleared, , existing] = await inOneTrip(ports, [
    mail,
    ...effacerFacteur(ports, avecFacteur ?? sql`0`),
    // The passkeys last: the statements above still saw them in `avecFacteur`.
    ports.db
      .delete(Passkey)
      .where(
        eq(
          Passkey.UserId,
          ports.db.select({ id: User.id }).from(User).where(eq(User.email, address)),
        ),
      ),
    ports.db.select().from(User).where(eq(User.email, address)),
  ]);
  const user = existing[0];
  if (!user) throw notFound(introuvable("User"));
  if (!cleared.length) throw conflict(MSG_SANS_FACTEUR);
  await deliverOutbox(
    ports,
    queued.map((q) => q.id),
  );
  return {
    user: toApi("User", user),
    message: `Le second facteur de ${user.email} a été réinitialisé : il en configurera un nouveau à sa prochaine connexion. Un e-mail l'en informe.`,
  };
}
