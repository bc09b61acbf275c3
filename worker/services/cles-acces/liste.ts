import { and, desc, eq, sql } from "drizzle-orm";
import { AgenceParametres, Passkey, User } from "../../db/schema";
import { introuvable } from "../../domain/labels";
import { MSG_CLE_SUPPRIMEE, MSG_DERNIER_FACTEUR } from "../../domain/cles-acces/messages";
import { conflict, notFound } from "../../lib/errors";
import type { Ports } from "../../ports";
import { inOneTrip } from "../one-trip";
import { cleDeLaListe } from "./commun";

// « Sécurité du compte »'s passkeys (issue 59): the list of one's own, and the deletion of one (the route asks for
// a fresh confirmation of the session first, as the money moves do: a session left open should not strip a factor).

/** GET /user/2fa/passkeys: the account's passkeys, the newest first. */
export async function mesCles(ports: Ports, userId: number) {
  const rows = await ports.db
    .select()
    .from(Passkey)
    .where(eq(Passkey.UserId, userId))
    .orderBy(desc(Passkey.createdAt), desc(Passkey.id));
  return rows.map(cleDeLaListe);
}

/**
 * DELETE /user/2fa/passkeys/{id}: one of one's own passkeys (404 for another's). While the agency requires a second
 * factor, the account's last one stays (409): the rule is in the DELETE's condition, so two parallel deletions of
 * an account's last two passkeys leave one.
 */
export async function supprimerCle(ports: Ports, userId: number, id: number) {
  const requis = sql`coalesce((select ${AgenceParametres.exigerDeuxFacteurs} from ${AgenceParametres} where ${AgenceParametres.id} = 1), 0) = 0`;
  const autreFacteur = sql`(select ${User.totpActif} from ${User} where ${User.id} = ${userId}) = 1
    or (select count(*) from ${Passkey} where ${Passkey.UserId} = ${userId}) > 1`;
  const [supprimee, restante] = await inOneTrip(ports, [
    ports.db
      .delete(Passkey)
      .where(
        and(eq(Passkey.id, id), eq(Passkey.UserId, userId), sql`(${requis} or ${autreFacteur})`),
      )
      .returning({ id: Passkey.id }),
    ports.db
      .select({ id: Passkey.id })
      .from(Passkey)
      .where(and(eq(Passkey.id, id), eq(Passkey.UserId, userId))),
  ]);
  if (supprimee.length) return { message: MSG_CLE_SUPPRIMEE };
  if (restante.length) throw conflict(MSG_DERNIER_FACTEUR);
  throw notFound(introuvable("Passkey"));
}
