import { eq, sql } from "drizzle-orm";
import { AccesEspace, SessionEspace } from "../../db/schema";
import type { Ports } from "../../ports";
import type { EspaceSubject } from "../../auth/espace/token";
import { ESPACE_TTL } from "../../auth/espace/token";
import { notFound } from "../../lib/errors";
import { lireAgence } from "../mandats/agence";
import { inOneTrip } from "../one-trip";
import { espacesDuCompte, ouvrirSessionEspace } from "./session";

// A signed-in space's own routes (issue 62): who it is, switching to another of its spaces, signing out.

const liste = (espaces: Awaited<ReturnType<typeof espacesDuCompte>>) =>
  espaces.map(({ AccesEspaceId, espace, nom }) => ({ AccesEspaceId, espace, nom }));

/** The session's account and its session row (read with the guard's check on the edge: one round trip). */
async function compteDe(ports: Ports, s: EspaceSubject) {
  const [[acces], [session]] = await Promise.all([
    ports.db
      .select({ CompteEspaceId: AccesEspace.CompteEspaceId })
      .from(AccesEspace)
      .where(eq(AccesEspace.id, s.AccesEspaceId)),
    ports.db
      .select({ createdAt: SessionEspace.createdAt, fin: SessionEspace.revoqueAt })
      .from(SessionEspace)
      .where(eq(SessionEspace.id, s.sid)),
  ]);
  if (!acces) throw notFound();
  // « Rester connecté » was ticked if the session was opened for more than a day.
  const duree = session?.fin ? Date.parse(session.fin) - Date.parse(session.createdAt) : 0;
  return { CompteEspaceId: acces.CompteEspaceId, remember: duree > ESPACE_TTL.normal * 1000 };
}

/** GET /espace/moi: its reads sent together (on the edge, one round trip with the session's check). */
export async function moiEspace(ports: Ports, s: EspaceSubject) {
  const compte = sql`(select ${AccesEspace.CompteEspaceId} from ${AccesEspace} where ${AccesEspace.id} = ${s.AccesEspaceId})`;
  const [espaces, agence] = await Promise.all([espacesDuCompte(ports, compte), lireAgence(ports)]);
  const courant = espaces.find((e) => e.AccesEspaceId === s.AccesEspaceId);
  return {
    email: s.email,
    nom: courant?.nom ?? "",
    agence: agence.nom,
    espace: s.espace,
    AccesEspaceId: s.AccesEspaceId,
    espaces: liste(espaces),
  };
}

/** POST /espace/choisir: a session on another active space of the same account; this one ends. */
export async function choisirEspace(
  ports: Ports,
  s: EspaceSubject,
  AccesEspaceId: number,
  o: { appareil: string; adresse: string },
) {
  const { CompteEspaceId, remember } = await compteDe(ports, s);
  const espaces = await espacesDuCompte(ports, CompteEspaceId);
  const choix = espaces.find((e) => e.AccesEspaceId === AccesEspaceId);
  if (!choix) throw notFound("Cet espace n'est pas le vôtre.");
  const token = await ouvrirSessionEspace(
    ports,
    { ...choix, email: s.email, version: s.version },
    { remember, ...o },
  );
  await finirSession(ports, s.sid);
  return { token, espace: choix.espace, espaces: liste(espaces) };
}

/** POST /espace/logout: the session's row ended (its token is then a 401). */
export async function finirSession(ports: Ports, sid: string) {
  const at = ports.clock.now().toISOString();
  await inOneTrip(ports, [
    ports.db.update(SessionEspace).set({ revoqueAt: at }).where(eq(SessionEspace.id, sid)),
  ]);
}
