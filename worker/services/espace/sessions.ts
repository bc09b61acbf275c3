import { type SQL, and, desc, eq, gt, inArray, isNull, ne, or, sql } from "drizzle-orm";
import { AccesEspace, SessionEspace } from "../../db/schema";
import type { Ports } from "../../ports";
import type { EspaceSubject } from "../../auth/espace/token";
import { notFound } from "../../lib/errors";
import { lieuDe } from "../../domain/sessions/lieu";
import { messageAutres } from "../sessions/autres";

// « Mes sessions » of the spaces (issue 75, item 6, ADR 108): a person's sessions are their account's, whichever
// of its spaces each opened (an owner who is also a tenant sees both). Each write is one conditional statement.

/** The accesses of the session's account, a subquery. */
const accesDuCompte = (s: EspaceSubject): SQL =>
  sql`(select a2."id" from ${AccesEspace} a2 where a2."CompteEspaceId" = (select a1."CompteEspaceId" from ${AccesEspace} a1 where a1."id" = ${s.AccesEspaceId}))`;

const ouvertes = (s: EspaceSubject, at: string) =>
  and(
    inArray(SessionEspace.AccesEspaceId, accesDuCompte(s)),
    or(isNull(SessionEspace.revoqueAt), gt(SessionEspace.revoqueAt, at)),
  );

/** GET /espace/sessions: the account's open sessions, the most recently used first. */
export async function sessionsEspace(ports: Ports, s: EspaceSubject) {
  const at = ports.clock.now().toISOString();
  const rows = await ports.db
    .select({
      id: SessionEspace.id,
      appareil: SessionEspace.appareil,
      adresse: SessionEspace.adresse,
      createdAt: SessionEspace.createdAt,
      derniereUtilisation: SessionEspace.derniereUtilisation,
    })
    .from(SessionEspace)
    .where(ouvertes(s, at))
    .orderBy(desc(SessionEspace.derniereUtilisation), desc(SessionEspace.createdAt));
  return rows.map(({ adresse, ...r }) => ({
    ...r,
    lieu: lieuDe(adresse),
    courante: r.id === s.sid,
  }));
}

/** DELETE /espace/sessions/{id}: one of the account's open sessions ends; 404 otherwise. */
export async function deconnecterSessionEspace(ports: Ports, s: EspaceSubject, id: string) {
  const at = ports.clock.now().toISOString();
  const ended = await ports.db
    .update(SessionEspace)
    .set({ revoqueAt: at })
    .where(and(eq(SessionEspace.id, id), ouvertes(s, at)))
    .returning({ id: SessionEspace.id });
  if (!ended.length) throw notFound("Session introuvable.");
  return { message: "La session a été déconnectée." };
}

/** POST /espace/sessions/deconnecterAutres: every other open session of the account ends. */
export async function deconnecterAutresEspace(ports: Ports, s: EspaceSubject) {
  const at = ports.clock.now().toISOString();
  const ended = await ports.db
    .update(SessionEspace)
    .set({ revoqueAt: at })
    .where(and(ne(SessionEspace.id, s.sid), ouvertes(s, at)))
    .returning({ id: SessionEspace.id });
  return { sessions: ended.length, message: messageAutres(ended.length) };
}
