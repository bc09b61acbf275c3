import { type SQL, sql } from "drizzle-orm";
import type { Espace, StatutDemande } from "../../db/schema/espace";
import { logementDe } from "../../domain/demandes/regles";
import { notFound } from "../../lib/errors";
import type { Ports } from "../../ports";
import { lienPourEspace } from "../espace/liens";
import { keyToUrl } from "../files/keys";
import { forme, jsonLu, tableauDe } from "../../lib/lignes-typees";
import { suiviIntervention } from "../../domain/travaux/suivi";

// A request as the contract's `demande` (worker/domain/contract/espace/commun.ts): one statement reads the requests asked
// for with their author, their home, their photos and the agency's replies (JSON sub-selects), so a space's page
// or staff's list is one round trip whatever the number of requests; the photos' links are signed here.

interface Ligne {
  id: number;
  espace: Espace;
  objet: string;
  texte: string;
  statut: StatutDemande;
  createdAt: string;
  updatedAt: string;
  LocataireId: number | null;
  DossierId: number | null;
  AppartementId: number | null;
  ClientId: number | null;
  auteur: string | null;
  adresse: string | null;
  codePostal: string | null;
  ville: string | null;
  photos: string;
  reponses: string;
  /** Its work order (issue 76), as json_object builds it, or null. */
  intervention: string | null;
}

/** A photo as the statement's json_object builds it. */
const PHOTOS = tableauDe(forme({ cle: "texte", nom: "texte", type: "texte", taille: "nombre" }));
/** A reply as the statement's json_object builds it. */
const REPONSES = tableauDe(
  forme({ id: "nombre", texte: "texte", auteur: "texte", createdAt: "texte" }),
);

/** The statement: the requests `where` picks (on `d`), the newest first. */
const demandesSql = (where: SQL) => sql`select d."id", d."espace", d."objet", d."texte", d."statut",
  d."createdAt", d."updatedAt", d."LocataireId", d."DossierId", d."AppartementId", d."ClientId",
  trim(coalesce(l."prenom" || ' ' || l."nom", c."prenom" || ' ' || c."nom", '')) as "auteur",
  a."adresse", a."codePostal", a."ville",
  (select json_group_array(json_object('cle', p."cle", 'nom', p."nom", 'type', p."type", 'taille', p."taille"))
     from (select * from "DemandePhoto" p where p."DemandeId" = d."id" order by p."id") p) as "photos",
  (select json_group_array(json_object('id', r."id", 'texte', r."texte", 'auteur', r."auteur", 'createdAt', r."createdAt"))
     from (select * from "DemandeReponse" r where r."DemandeId" = d."id" order by r."id") r) as "reponses",
  (select json_object('etat', i."etat", 'metier', i."metier", 'datePassage', i."datePassage")
     from "Intervention" i where i."DemandeId" = d."id") as "intervention"
  from "Demande" d
  left join "Locataire" l on l."id" = d."LocataireId"
  left join "Client" c on c."id" = d."ClientId"
  left join "Appartement" a on a."id" = d."AppartementId"
  where ${where}
  order by d."createdAt" desc, d."id" desc`;

/** The rows as the contract answers them, each photo with its signed link. */
async function enDemandes(ports: Ports, lignes: Ligne[]) {
  return Promise.all(
    lignes.map(async ({ adresse, codePostal, ville, photos, reponses, intervention, ...d }) => ({
      ...d,
      suivi: intervention ? suiviIntervention(JSON.parse(intervention)) : null,
      auteur: d.auteur ?? "",
      logement: logementDe(adresse, codePostal, ville),
      photos: await Promise.all(
        jsonLu(photos, PHOTOS, "photos d'une demande").map(async ({ cle, ...p }) => ({
          ...p,
          url: await lienPourEspace(ports, keyToUrl(cle)),
        })),
      ),
      reponses: jsonLu(reponses, REPONSES, "réponses d'une demande"),
    })),
  );
}

export const DEMANDE_INTROUVABLE = "Demande introuvable.";

/** Who asks: staff (every request), or a space (its own only: the tenant's Locataire, the owner's Client). */
export type Lecteur = { staff: true } | { espace: Espace; recordId: number };

const duLecteur = (l: Lecteur): SQL =>
  "staff" in l
    ? sql`1 = 1`
    : l.espace === "locataire"
      ? sql`d."espace" = 'locataire' and d."LocataireId" = ${l.recordId}`
      : sql`d."espace" = 'proprietaire' and d."ClientId" = ${l.recordId}`;

/** The requests `lecteur` may read, filtered by state when `statut` is given. */
export async function listerDemandes(
  ports: Ports,
  lecteur: Lecteur,
  statut?: StatutDemande | null,
) {
  const where = statut ? sql`${duLecteur(lecteur)} and d."statut" = ${statut}` : duLecteur(lecteur);
  return enDemandes(ports, await ports.db.all<Ligne>(demandesSql(where)));
}

/** One request `lecteur` may read; another's is a 404, as a missing one. */
export async function lireDemande(ports: Ports, lecteur: Lecteur, id: number) {
  const [d] = await enDemandes(
    ports,
    await ports.db.all<Ligne>(demandesSql(sql`${duLecteur(lecteur)} and d."id" = ${id}`)),
  );
  if (!d) throw notFound(DEMANDE_INTROUVABLE);
  return d;
}
