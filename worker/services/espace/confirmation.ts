import { sql } from "drizzle-orm";
import { AccesEspace, CompteEspace, JetonEspace, Outbox } from "../../db/schema";
import type { Espace } from "../../db/schema/espace";
import type { Ports } from "../../ports";
import { ApiError, conflict, notFound } from "../../lib/errors";
import { parseWith } from "../../lib/validate";
import { confirmerAdresseSchema } from "../../domain/espace/schemas";
import {
  MSG_ADRESSE_CHANGEE,
  MSG_DEJA_REORIENTE,
  MSG_REORIENTER_AUTEUR,
} from "../../domain/espace/adresse";
import { MSG_PAS_D_ACCES } from "../../domain/espace/regles";
import { inOneTrip } from "../one-trip";
import { envoyerApres } from "./envoi";
import { accesDe, ficheDe, preparerInvitation } from "./acces-lecture";
import { adresseFicheSql, colonneAcces } from "./adresse-sql";

// Re-pointing a suspended (or revoked) access to the record's new address (issue 75, item 1, ADR 108): an admin may,
// or any staff member other than the author of the address's last change, as an IBAN is confirmed (ADR 068). One
// batch whose first write is the conditional re-pointing; the new address's invitation hangs on it (changes()), so
// of two parallel confirmations one wins and the other writes nothing. The row keeps both addresses: its journal
// line shows them.

/** POST .../acces/confirmerAdresse `{ email }` by `par` (`admin`: whether an admin asks). */
export async function confirmerAdresse(
  ports: Ports,
  espace: Espace,
  id: number,
  par: { email: string; admin: boolean },
  input: unknown,
) {
  const lu = parseWith(confirmerAdresseSchema, input).email;
  const [fiche] = await ficheDe(ports, espace, id);
  if (!fiche) throw notFound();
  const at = ports.clock.now().toISOString();
  const { hash, mail, expireAt } = await preparerInvitation(ports, espace, fiche.nom);
  const col = colonneAcces(espace);
  const accesId = sql`(select ${AccesEspace.id} from ${AccesEspace} where ${col} = ${id})`;
  const [, , , queued, rows] = await inOneTrip(ports, [
    ports.db.run(sql`insert into ${CompteEspace} ("email", "createdAt", "updatedAt")
      select ${lu}, ${at}, ${at} where ${adresseFicheSql(espace, id)} = ${lu} on conflict do nothing`),
    // SET reads the row as it was: the address it answered to is its account's before the change.
    ports.db.run(sql`update ${AccesEspace} set "statut" = 'invite',
        "ancienneAdresse" = (select c."email" from ${CompteEspace} c where c."id" = ${AccesEspace.CompteEspaceId}),
        "nouvelleAdresse" = ${lu},
        "CompteEspaceId" = (select c."id" from ${CompteEspace} c where c."email" = ${lu}),
        "reorientePar" = ${par.email}, "reorienteAt" = ${at}, "inviteAt" = ${at}, "invitePar" = ${par.email},
        "revoqueAt" = null, "revoquePar" = null, "updatedAt" = ${at}
      where ${col} = ${id} and "statut" in ('suspendu', 'revoque')
        and (${par.admin ? 1 : 0} = 1 or lower(coalesce("suspenduPar", '')) <> lower(${par.email}))
        and ${adresseFicheSql(espace, id)} = ${lu}`),
    ports.db.run(sql`insert into ${JetonEspace} ("type", "hash", "AccesEspaceId", "expireAt", "createdAt")
      select 'invitation', ${hash}, ${accesId}, ${expireAt}, ${at} where changes() = 1`),
    ports.db.all<{
      id: number;
    }>(sql`insert into ${Outbox} ("dedupeKey", "to", "subject", "body", "createdAt", "updatedAt")
      select ${`invitation-espace:${hash.slice(0, 32)}`}, ${lu}, ${mail.subject}, ${mail.body}, ${at}, ${at}
      where changes() = 1 returning "id"`),
    accesDe(ports, espace, id, at),
  ]);
  const [acces] = rows;
  if (!acces) throw notFound(MSG_PAS_D_ACCES);
  if (queued.length) {
    envoyerApres(ports, [queued[0]?.id]);
    return acces;
  }
  if (acces.statut !== "suspendu" && acces.statut !== "revoque") throw conflict(MSG_DEJA_REORIENTE);
  if (acces.emailFiche !== lu) throw conflict(MSG_ADRESSE_CHANGEE);
  throw new ApiError(403, "forbidden", MSG_REORIENTER_AUTEUR);
}
