import { and, eq, gt, isNull, or, sql } from "drizzle-orm";
import { AccesEspace, CompteEspace, JetonEspace, Outbox, SessionEspace } from "../../db/schema";
import type { Espace } from "../../db/schema/espace";
import type { Ports } from "../../ports";
import { badRequest, conflict, notFound } from "../../lib/errors";
import { MSG_PAS_D_ACCES, MSG_SANS_EMAIL } from "../../domain/espace/regles";
import { MSG_INVITATION_SUSPENDUE } from "../../domain/espace/adresse";
import { inOneTrip } from "../one-trip";
import { envoyerApres } from "./envoi";
import { accesDe, ficheDe, preparerInvitation } from "./acces-lecture";
import { colonneAcces as colonne } from "./adresse-sql";

export { lireAcces } from "./acces-lecture";

// Staff's side of a space's access (issue 62, item 1, ADR 083): invite from the Client or Locataire screen, read the
// state, revoke. Each write is one batch (one round trip on the edge, all or nothing), its rules in its statements.

/** The open sessions of the access `accesId` (an SQL subquery). */
const sessionsOuvertes = (accesId: ReturnType<typeof sql>, at: string) =>
  and(
    eq(SessionEspace.AccesEspaceId, accesId),
    or(isNull(SessionEspace.revoqueAt), gt(SessionEspace.revoqueAt, at)),
  );

/** The unused invitation links of the access `accesId`. */
const liensEnCours = (accesId: ReturnType<typeof sql>) =>
  and(
    eq(JetonEspace.type, "invitation"),
    eq(JetonEspace.AccesEspaceId, accesId),
    isNull(JetonEspace.utiliseAt),
  );

/**
 * POST .../acces: creates or reuses the account of the record's address and the record's access, writes a new link
 * (the earlier ones spent) and queues its e-mail, in one batch. An active access of the same address stays active
 * (the link then lets its person choose a new password); a revoked one, or one moved to another address, is invited
 * again and its sessions end.
 */
export async function inviterEspace(ports: Ports, espace: Espace, id: number, par: string) {
  const [fiche] = await ficheDe(ports, espace, id);
  if (!fiche) throw notFound();
  if (!fiche.email) throw badRequest(MSG_SANS_EMAIL, { email: MSG_SANS_EMAIL });
  const email = fiche.email;
  const at = ports.clock.now().toISOString();
  const { hash, mail, expireAt } = await preparerInvitation(ports, espace, fiche.nom);
  const col = colonne(espace);
  const compteId = sql`(select ${CompteEspace.id} from ${CompteEspace} where ${CompteEspace.email} = ${email})`;
  const accesId = sql`(select ${AccesEspace.id} from ${AccesEspace} where ${col} = ${id})`;
  const [, , , queued, , , rows] = await inOneTrip(ports, [
    ports.db
      .insert(CompteEspace)
      .values({ email, createdAt: at, updatedAt: at })
      .onConflictDoNothing({ target: CompteEspace.email }),
    ports.db
      .insert(AccesEspace)
      .values({
        CompteEspaceId: compteId,
        espace,
        ...(espace === "proprietaire"
          ? { ClientId: id }
          : espace === "locataire"
            ? { LocataireId: id }
            : { FournisseurId: id }),
        statut: "invite",
        inviteAt: at,
        invitePar: par,
        createdAt: at,
        updatedAt: at,
      })
      .onConflictDoUpdate({
        target: col,
        targetWhere: sql`${col} is not null`,
        set: {
          // The old row's values: active stays active only on the same account.
          statut: sql`case when ${AccesEspace.statut} = 'actif' and ${AccesEspace.CompteEspaceId} = excluded."CompteEspaceId" then 'actif' else 'invite' end`,
          CompteEspaceId: sql`excluded."CompteEspaceId"`,
          inviteAt: at,
          invitePar: par,
          revoqueAt: null,
          revoquePar: null,
          updatedAt: at,
        },
        // Issue 75: an invitation never moves a suspended access, nor one ever opened, to another address: that
        // is the re-pointing's (confirmation.ts), by an admin or a second person.
        setWhere: sql`${AccesEspace.statut} <> 'suspendu' and (${AccesEspace.CompteEspaceId} = excluded."CompteEspaceId" or ${AccesEspace.activeAt} is null)`,
      }),
    // The link and its e-mail only when the access was written (changes(): the upsert's rows).
    ports.db.run(sql`insert into ${JetonEspace} ("type", "hash", "AccesEspaceId", "expireAt", "createdAt")
      select 'invitation', ${hash}, ${accesId}, ${expireAt}, ${at} where changes() = 1`),
    ports.db.all<{
      id: number;
    }>(sql`insert into ${Outbox} ("dedupeKey", "to", "subject", "body", "createdAt", "updatedAt")
      select ${`invitation-espace:${hash.slice(0, 32)}`}, ${email}, ${mail.subject}, ${mail.body}, ${at}, ${at}
      where changes() = 1 returning "id"`),
    // An access waiting for its acceptance has no session: those of its former address or before its revocation end.
    ports.db
      .update(SessionEspace)
      .set({ revoqueAt: at })
      .where(
        and(
          sessionsOuvertes(accesId, at),
          sql`exists (select 1 from ${AccesEspace} where ${col} = ${id} and ${AccesEspace.statut} = 'invite')`,
        ),
      ),
    // The earlier links are spent (the new one is the only one good) once the new one exists.
    ports.db
      .update(JetonEspace)
      .set({ utiliseAt: at })
      .where(
        and(
          liensEnCours(accesId),
          sql`${JetonEspace.hash} <> ${hash}`,
          sql`exists (select 1 from ${JetonEspace} j where j."hash" = ${hash})`,
        ),
      ),
    accesDe(ports, espace, id, at),
  ]);
  const [acces] = rows;
  if (!acces) throw notFound();
  if (!queued.length) throw conflict(MSG_INVITATION_SUSPENDUE);
  envoyerApres(ports, [queued[0]?.id]);
  return acces;
}

/**
 * DELETE .../acces: the access revoked, its sessions ended and its unused link spent, in one batch; the space's next
 * request is a 401 (its guard reads the access's state with the session). 404 when the record has no access.
 */
export async function revoquerEspace(ports: Ports, espace: Espace, id: number, par: string) {
  const at = ports.clock.now().toISOString();
  const col = colonne(espace);
  const accesId = sql`(select ${AccesEspace.id} from ${AccesEspace} where ${col} = ${id})`;
  const [revoque, , , rows] = await inOneTrip(ports, [
    ports.db
      .update(AccesEspace)
      .set({
        statut: "revoque",
        // Revoked again: the first revocation's date and author stay.
        revoqueAt: sql`case when ${AccesEspace.statut} = 'revoque' then ${AccesEspace.revoqueAt} else ${at} end`,
        revoquePar: sql`case when ${AccesEspace.statut} = 'revoque' then ${AccesEspace.revoquePar} else ${par} end`,
        updatedAt: at,
      })
      .where(eq(col, id))
      .returning({ id: AccesEspace.id }),
    ports.db.update(SessionEspace).set({ revoqueAt: at }).where(sessionsOuvertes(accesId, at)),
    ports.db.update(JetonEspace).set({ utiliseAt: at }).where(liensEnCours(accesId)),
    accesDe(ports, espace, id, at),
  ]);
  const [acces] = rows;
  if (!revoque.length || !acces) throw notFound(MSG_PAS_D_ACCES);
  return acces;
}
