import { type SQL, and, eq, sql } from "drizzle-orm";
import {
  AccesEspace,
  Client,
  Fournisseur,
  Locataire,
  RateLimit,
  SessionEspace,
} from "../../db/schema";
import type { Espace } from "../../db/schema/espace";
import { agenceIdOf, type Ports } from "../../ports";
import { ESPACE_TTL, signEspaceToken } from "../../auth/espace/token";
import { nouvelIdSession } from "../sessions/identifiant";
import { inOneTrip } from "../one-trip";

// Opening a space session (issue 62): one SessionEspace row (its end is the token's), the access's last sign-in,
// and the token, whichever way the person signed in (invitation, password, e-mailed code, a switch of space).

/** An access as a sign-in knows it: what its token names. */
export interface AccesOuvrable {
  AccesEspaceId: number;
  espace: Espace;
  recordId: number;
  email: string;
  version: number;
}

export interface OuvertureEspace {
  remember?: boolean;
  appareil?: string;
  adresse?: string;
  /** The sign-in's rate-limit key its success clears (the pair's delays, as staff's login). */
  cleAEffacer?: string;
}

/** One of a person's spaces, for the choice at sign-in: its access, its kind, the record's name. */
export interface EspaceDuCompte {
  AccesEspaceId: number;
  espace: Espace;
  nom: string;
  recordId: number;
}

/** Opens a session on an active access and answers its token. */
export async function ouvrirSessionEspace(
  ports: Ports,
  acces: AccesOuvrable,
  { remember = false, appareil = "", adresse = "", cleAEffacer = "" }: OuvertureEspace = {},
): Promise<string> {
  const now = ports.clock.now();
  const at = now.toISOString();
  const sid = nouvelIdSession();
  const exp =
    Math.floor(now.getTime() / 1000) + (remember ? ESPACE_TTL.remember : ESPACE_TTL.normal);
  await inOneTrip(ports, [
    ports.db.insert(SessionEspace).values({
      id: sid,
      AccesEspaceId: acces.AccesEspaceId,
      appareil,
      adresse,
      createdAt: at,
      derniereUtilisation: at,
      revoqueAt: new Date(exp * 1000).toISOString(),
    }),
    ports.db
      .update(AccesEspace)
      .set({ derniereConnexion: at })
      .where(eq(AccesEspace.id, acces.AccesEspaceId)),
    ports.db.delete(RateLimit).where(eq(RateLimit.cle, cleAEffacer)),
  ]);
  return signEspaceToken(
    { sid, ...acces },
    ports.config.jwtSecret,
    agenceIdOf(ports.config),
    now,
    exp,
  );
}

const NOM = sql<string>`trim(coalesce(${Client.prenom}, '') || ' ' || coalesce(${Client.nom}, ''))`;
const NOM_LOCATAIRE = sql<string>`trim(coalesce(${Locataire.prenom}, '') || ' ' || coalesce(${Locataire.nom}, ''))`;

/** The active spaces of an account, owner's first: what the person chooses from. */
export async function espacesDuCompte(
  ports: Ports,
  CompteEspaceId: number | SQL,
): Promise<EspaceDuCompte[]> {
  const rows = await ports.db
    .select({
      AccesEspaceId: AccesEspace.id,
      espace: AccesEspace.espace,
      ClientId: AccesEspace.ClientId,
      LocataireId: AccesEspace.LocataireId,
      FournisseurId: AccesEspace.FournisseurId,
      client: NOM,
      locataire: NOM_LOCATAIRE,
      fournisseur: Fournisseur.raisonSociale,
    })
    .from(AccesEspace)
    .leftJoin(Client, eq(Client.id, AccesEspace.ClientId))
    .leftJoin(Locataire, eq(Locataire.id, AccesEspace.LocataireId))
    .leftJoin(Fournisseur, eq(Fournisseur.id, AccesEspace.FournisseurId))
    .where(and(eq(AccesEspace.CompteEspaceId, CompteEspaceId), eq(AccesEspace.statut, "actif")))
    .orderBy(
      sql`case ${AccesEspace.espace} when 'proprietaire' then 0 when 'locataire' then 1 else 2 end`,
      AccesEspace.id,
    );
  return rows.map((r) => ({
    AccesEspaceId: r.AccesEspaceId,
    espace: r.espace,
    nom:
      (r.espace === "proprietaire"
        ? r.client
        : r.espace === "locataire"
          ? r.locataire
          : r.fournisseur) ?? "",
    recordId:
      (r.espace === "proprietaire"
        ? r.ClientId
        : r.espace === "locataire"
          ? r.LocataireId
          : r.FournisseurId) ?? 0,
  }));
}
