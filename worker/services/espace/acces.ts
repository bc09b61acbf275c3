import { and, eq, gt, isNull, or, sql } from "drizzle-orm";
import {
  AccesEspace,
  Client,
  CompteEspace,
  JetonEspace,
  Locataire,
  Outbox,
  SessionEspace,
} from "../../db/schema";
import type { Espace } from "../../db/schema/espace";
import type { Ports } from "../../ports";
import { badRequest, notFound } from "../../lib/errors";
import { parisDate } from "../../domain/dates";
import { courrielInvitation, lienInvitation } from "../../domain/espace/courriels";
import { INVITATION_MS, MSG_PAS_D_ACCES, MSG_SANS_EMAIL } from "../../domain/espace/regles";
import { lireAgence } from "../mandats/agence";
import { inOneTrip } from "../one-trip";
import { empreinte, nouveauJeton } from "./secrets";
import { envoyerApres } from "./envoi";

// Staff's side of a space's access (issue 62, item 1, ADR 083): invite from the Client or Locataire screen, read the
// state, revoke. Each write is one batch (one round trip on the edge, all or nothing), its rules in its statements.

const NOM_CLIENT = sql<string>`trim(coalesce(${Client.prenom}, '') || ' ' || coalesce(${Client.nom}, ''))`;
const MAIL_CLIENT = sql<
  string | null
>`coalesce(nullif(case ${Client.mailDefaut} when 'mailPro' then ${Client.mailPro} else ${Client.mailPerso} end, ''), nullif(${Client.mailPerso}, ''), nullif(${Client.mailPro}, ''))`;
const NOM_LOCATAIRE = sql<string>`trim(coalesce(${Locataire.prenom}, '') || ' ' || coalesce(${Locataire.nom}, ''))`;

/** The access's column of the record it opens. */
const colonne = (espace: Espace) =>
  espace === "proprietaire" ? AccesEspace.ClientId : AccesEspace.LocataireId;

/** The record's name and address (the one its mails go to), for the invitation. */
const ficheDe = (ports: Ports, espace: Espace, id: number) =>
  espace === "proprietaire"
    ? ports.db.select({ nom: NOM_CLIENT, email: MAIL_CLIENT }).from(Client).where(eq(Client.id, id))
    : ports.db
        .select({
          nom: NOM_LOCATAIRE,
          email: sql<string | null>`nullif(trim(${Locataire.mail}), '')`,
        })
        .from(Locataire)
        .where(eq(Locataire.id, id));

/** The access as staff see it (contract `accesEspace`), with the end of its invitation's link still unused. */
const accesDe = (ports: Ports, espace: Espace, id: number, at: string) =>
  ports.db
    .select({
      id: AccesEspace.id,
      espace: AccesEspace.espace,
      email: CompteEspace.email,
      statut: AccesEspace.statut,
      inviteAt: AccesEspace.inviteAt,
      invitePar: AccesEspace.invitePar,
      activeAt: AccesEspace.activeAt,
      derniereConnexion: AccesEspace.derniereConnexion,
      revoqueAt: AccesEspace.revoqueAt,
      invitationExpireAt: sql<
        string | null
      >`(select max(j."expireAt") from ${JetonEspace} j where j."AccesEspaceId" = ${AccesEspace.id} and j."type" = 'invitation' and j."utiliseAt" is null and j."expireAt" > ${at})`,
    })
    .from(AccesEspace)
    .innerJoin(CompteEspace, eq(CompteEspace.id, AccesEspace.CompteEspaceId))
    .where(eq(colonne(espace), id));

/** GET .../acces: the record's access, or null; 404 for an unknown record. */
export async function lireAcces(ports: Ports, espace: Espace, id: number) {
  const at = ports.clock.now().toISOString();
  const [fiches, acces] = await Promise.all([
    ficheDe(ports, espace, id),
    accesDe(ports, espace, id, at),
  ]);
  if (!fiches.length) throw notFound();
  return acces[0] ?? null;
}

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
  const email = fiche.email.trim().toLowerCase();
  const now = ports.clock.now();
  const at = now.toISOString();
  const expire = new Date(now.getTime() + INVITATION_MS);
  const jeton = nouveauJeton();
  const hash = await empreinte(jeton);
  const agence = (await lireAgence(ports)).nom;
  const [annee, mois, jour] = parisDate(expire).split("-");
  const mail = courrielInvitation({
    nom: fiche.nom,
    espace,
    agence,
    lien: lienInvitation(ports.config.publicUrl, jeton),
    expireLe: `${jour}/${mois}/${annee}`,
  });
  const col = colonne(espace);
  const compteId = sql`(select ${CompteEspace.id} from ${CompteEspace} where ${CompteEspace.email} = ${email})`;
  const accesId = sql`(select ${AccesEspace.id} from ${AccesEspace} where ${col} = ${id})`;
  const [, , , , , queued, rows] = await inOneTrip(ports, [
    ports.db
      .insert(CompteEspace)
      .values({ email, createdAt: at, updatedAt: at })
      .onConflictDoNothing({ target: CompteEspace.email }),
    ports.db
      .insert(AccesEspace)
      .values({
        CompteEspaceId: compteId,
        espace,
        ...(espace === "proprietaire" ? { ClientId: id } : { LocataireId: id }),
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
      }),
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
    ports.db.update(JetonEspace).set({ utiliseAt: at }).where(liensEnCours(accesId)),
    ports.db.insert(JetonEspace).values({
      type: "invitation",
      hash,
      AccesEspaceId: accesId,
      expireAt: expire.toISOString(),
      createdAt: at,
    }),
    ports.db
      .insert(Outbox)
      .values({
        dedupeKey: `invitation-espace:${hash.slice(0, 32)}`,
        to: email,
        subject: mail.subject,
        body: mail.body,
        createdAt: at,
        updatedAt: at,
      })
      .returning({ id: Outbox.id }),
    accesDe(ports, espace, id, at),
  ]);
  envoyerApres(ports, [queued[0]?.id]);
  const [acces] = rows;
  if (!acces) throw notFound();
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
