import { eq, sql } from "drizzle-orm";
import {
  AccesEspace,
  Client,
  CompteEspace,
  Fournisseur,
  JetonEspace,
  Locataire,
} from "../../db/schema";
import type { Espace } from "../../db/schema/espace";
import type { Ports } from "../../ports";
import { notFound } from "../../lib/errors";
import { parisDate } from "../../domain/dates";
import { courrielInvitation, lienInvitation } from "../../domain/espace/courriels";
import { INVITATION_MS } from "../../domain/espace/regles";
import { lireAgence } from "../mandats/agence";
import { empreinte, nouveauJeton } from "./secrets";
import { adresseFicheSql, colonneAcces } from "./adresse-sql";

// Staff's reads of a space's access (issue 62, 75) and the invitation both the invitation and the re-pointing send.

const NOM_CLIENT = sql<string>`trim(coalesce(${Client.prenom}, '') || ' ' || coalesce(${Client.nom}, ''))`;
const NOM_LOCATAIRE = sql<string>`trim(coalesce(${Locataire.prenom}, '') || ' ' || coalesce(${Locataire.nom}, ''))`;

/** The record's name and address (the one its mails go to, lower case), for the invitation. */
export const ficheDe = (ports: Ports, espace: Espace, id: number) =>
  espace === "proprietaire"
    ? ports.db
        .select({ nom: NOM_CLIENT, email: sql<string | null>`${adresseFicheSql(espace, id)}` })
        .from(Client)
        .where(eq(Client.id, id))
    : espace === "locataire"
      ? ports.db
          .select({ nom: NOM_LOCATAIRE, email: sql<string | null>`${adresseFicheSql(espace, id)}` })
          .from(Locataire)
          .where(eq(Locataire.id, id))
      : ports.db
          .select({
            nom: Fournisseur.raisonSociale,
            email: sql<string | null>`${adresseFicheSql(espace, id)}`,
          })
          .from(Fournisseur)
          .where(eq(Fournisseur.id, id));

/**
 * The access as staff see it (contract `accesEspace`): the address it answers to (its account's) beside the
 * record's, its suspension and last re-pointing, and the end of its invitation's link still unused.
 */
export const accesDe = (ports: Ports, espace: Espace, id: number, at: string) =>
  ports.db
    .select({
      id: AccesEspace.id,
      espace: AccesEspace.espace,
      email: CompteEspace.email,
      emailFiche: sql<string | null>`${adresseFicheSql(espace, id)}`,
      statut: AccesEspace.statut,
      inviteAt: AccesEspace.inviteAt,
      invitePar: AccesEspace.invitePar,
      activeAt: AccesEspace.activeAt,
      derniereConnexion: AccesEspace.derniereConnexion,
      revoqueAt: AccesEspace.revoqueAt,
      suspenduAt: AccesEspace.suspenduAt,
      suspenduPar: AccesEspace.suspenduPar,
      ancienneAdresse: AccesEspace.ancienneAdresse,
      reorientePar: AccesEspace.reorientePar,
      reorienteAt: AccesEspace.reorienteAt,
      invitationExpireAt: sql<
        string | null
      >`(select max(j."expireAt") from ${JetonEspace} j where j."AccesEspaceId" = ${AccesEspace.id} and j."type" = 'invitation' and j."utiliseAt" is null and j."expireAt" > ${at})`,
    })
    .from(AccesEspace)
    .innerJoin(CompteEspace, eq(CompteEspace.id, AccesEspace.CompteEspaceId))
    .where(eq(colonneAcces(espace), id));

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

/** A new invitation's secret, its hash, its end and its e-mail to `nom`. */
export async function preparerInvitation(ports: Ports, espace: Espace, nom: string) {
  const now = ports.clock.now();
  const expire = new Date(now.getTime() + INVITATION_MS);
  const jeton = nouveauJeton();
  const hash = await empreinte(jeton);
  const agence = (await lireAgence(ports)).nom;
  const [annee, mois, jour] = parisDate(expire).split("-");
  const mail = courrielInvitation({
    nom,
    espace,
    agence,
    lien: lienInvitation(ports.config.publicUrl, jeton),
    expireLe: `${jour}/${mois}/${annee}`,
  });
  return { hash, mail, expireAt: expire.toISOString() };
}
