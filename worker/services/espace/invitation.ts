import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { AccesEspace, CompteEspace, JetonEspace } from "../../db/schema";
import type { Ports } from "../../ports";
import { hashPassword } from "../../auth/password";
import { refuseCommonPassword } from "../accounts";
import { lireAgence } from "../mandats/agence";
import { inOneTrip } from "../one-trip";
import { portsOfWriter } from "../../auth/writer-ports";
import { auteurEspace } from "../../domain/espace/auteur";
import { empreinte, formeDeJeton } from "./secrets";

// The invitation's link (issue 62, item 1, ADR 083): its page reads who it is for and changes nothing (a mail
// scanner follows links); only its button's POST acts, once: the link spent by one conditional update, the
// account's password, the access active, in one batch. The route then opens the session.

/** The invitation of a link still good at `at`: its access and account. */
const invitationDe = (ports: Ports, hash: string, at: string) =>
  ports.db
    .select({
      AccesEspaceId: AccesEspace.id,
      espace: AccesEspace.espace,
      recordId: sql<number>`coalesce(${AccesEspace.ClientId}, ${AccesEspace.LocataireId}, ${AccesEspace.FournisseurId})`,
      CompteEspaceId: CompteEspace.id,
      email: CompteEspace.email,
      version: CompteEspace.tokenVersion,
    })
    .from(JetonEspace)
    .innerJoin(AccesEspace, eq(AccesEspace.id, JetonEspace.AccesEspaceId))
    .innerJoin(CompteEspace, eq(CompteEspace.id, AccesEspace.CompteEspaceId))
    .where(
      and(
        eq(JetonEspace.hash, hash),
        eq(JetonEspace.type, "invitation"),
        isNull(JetonEspace.utiliseAt),
        gt(JetonEspace.expireAt, at),
      ),
    );

/** GET /espace/invitation/{jeton}: for whom and which space, or null for an unknown, used or expired link. */
export async function lireInvitation(ports: Ports, jeton: string) {
  if (!formeDeJeton(jeton)) return null;
  const at = ports.clock.now().toISOString();
  const [[inv], agence] = await Promise.all([
    invitationDe(ports, await empreinte(jeton), at),
    lireAgence(ports),
  ]);
  return inv ? { email: inv.email, espace: inv.espace, agence: agence.nom } : null;
}

/**
 * POST /espace/invitation/{jeton}: the password chosen (staff's rules: the route checked the length, the common
 * list and the address are checked here), the link spent, the access active; null when the link is no longer good.
 * Answers what the session's token names.
 */
export async function accepterInvitation(ports: Ports, jeton: string, password: string) {
  if (!formeDeJeton(jeton)) return null;
  const hash = await empreinte(jeton);
  const at = ports.clock.now().toISOString();
  const [inv] = await invitationDe(ports, hash, at);
  if (!inv) return null;
  refuseCommonPassword(password, inv.email);
  const passwordHash = await hashPassword(password);
  // The journal names the person who accepted, not an anonymous request.
  const w = portsOfWriter(ports, auteurEspace(inv.email, inv.espace));
  // The link is spent by the first statement only if still good; the account changes only if this request spent it
  // (its version still the one read: a parallel POST has moved it on), and the access only with this very hash.
  const [spent, , actif] = await inOneTrip(w, [
    w.db
      .update(JetonEspace)
      .set({ utiliseAt: at })
      .where(
        and(
          eq(JetonEspace.hash, hash),
          eq(JetonEspace.type, "invitation"),
          isNull(JetonEspace.utiliseAt),
          gt(JetonEspace.expireAt, at),
        ),
      )
      .returning({ id: JetonEspace.id }),
    w.db
      .update(CompteEspace)
      .set({
        passwordHash,
        tokenVersion: sql`${CompteEspace.tokenVersion} + 1`,
        updatedAt: at,
      })
      .where(
        and(
          eq(CompteEspace.id, inv.CompteEspaceId),
          eq(CompteEspace.tokenVersion, inv.version),
          sql`exists (select 1 from ${JetonEspace} where ${JetonEspace.hash} = ${hash} and ${JetonEspace.type} = 'invitation' and ${JetonEspace.utiliseAt} = ${at})`,
        ),
      ),
    w.db
      .update(AccesEspace)
      .set({
        statut: "actif",
        activeAt: sql`case when ${AccesEspace.statut} = 'actif' then ${AccesEspace.activeAt} else ${at} end`,
        updatedAt: at,
      })
      .where(
        and(
          eq(AccesEspace.id, inv.AccesEspaceId),
          sql`exists (select 1 from ${CompteEspace} where ${CompteEspace.id} = ${inv.CompteEspaceId} and ${CompteEspace.passwordHash} = ${passwordHash})`,
        ),
      )
      .returning({ id: AccesEspace.id }),
  ]);
  if (!spent.length || !actif.length) return null;
  return {
    CompteEspaceId: inv.CompteEspaceId,
    AccesEspaceId: inv.AccesEspaceId,
    espace: inv.espace,
    recordId: Number(inv.recordId),
    email: inv.email,
    version: inv.version + 1,
  };
}
