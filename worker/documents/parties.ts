// How documents name people and places: the same wording on every document.
import { dateLongue, join, text, type Text } from "./format";
import type { AppartementRow, CautionRow, ClientRow, LocataireRow } from "./data";

/** "Madame Élise Durand". */
export const personne = (titre: Text, prenom: Text, nom: Text) => join([titre, prenom, nom]);

/**
 * An owner as every print names them: a company by its raison sociale (« SCI Les Tilleuls », never « Monsieur
 * Gérant SCI Les Tilleuls »: issue 74, ADR 115), a person by civilité, prénom and nom.
 */
export const nomClient = (c: { titre: Text; prenom: Text; nom: Text; raisonSociale?: Text }) =>
  text(c.raisonSociale) || personne(c.titre, c.prenom, c.nom);

/** "12 rue de la Paix, 75002 Paris": the parts that exist. */
export const adresse = (rue: Text, cp: Text, ville: Text) => join([rue, join([cp, ville])], ", ");

/**
 * The lease's holders: the tenant, the second one when the tenant's record has one, then every co-tenant of the
 * lease in its order (issue 74, ADR 134: a co-tenancy of three or more signs and is named whole).
 */
export function titulaires(
  l: LocataireRow,
  colocataires: readonly LocataireRow[] = [],
): { nom: string; naissance: string }[] {
  const holders = [
    { nom: personne(l.titre, l.prenom, l.nom), naissance: naissance(l.naissance, l.lieuNaissance) },
  ];
  if (l.secondTitulaire && text(l.autreNom))
    holders.push({
      nom: personne(l.autreTitre, l.autrePrenom, l.autreNom),
      naissance: naissance(l.autreNaissance, l.autreLieuNaissance),
    });
  for (const c of colocataires)
    holders.push({
      nom: personne(c.titre, c.prenom, c.nom),
      naissance: naissance(c.naissance, c.lieuNaissance),
    });
  return holders;
}

/** "le 3 mars 1990 à Lyon", the parts that exist, or "". */
export function naissance(date: Text, lieu: Text): string {
  return join([text(date) && `le ${dateLongue(date)}`, text(lieu) && `à ${text(lieu)}`]);
}

export const nomCaution = (c: CautionRow) => personne(c.titre, c.prenom, c.nom);
export const adresseCaution = (c: CautionRow) => adresse(c.adresse, c.cp, c.ville);
export const adresseLogement = (a: AppartementRow) => adresse(a.adresse, a.codePostal, a.ville);

/** An owner's postal address: the one chosen as default (spec 3, adresseDefaut). */
export function adresseClient(
  c: Pick<
    ClientRow,
    | "adresseDefaut"
    | "adresseFiscale"
    | "codePostalFiscale"
    | "villeFiscale"
    | "adresse"
    | "codePostal"
    | "ville"
  >,
): string {
  return c.adresseDefaut === "adresseFiscale" && text(c.adresseFiscale)
    ? adresse(c.adresseFiscale, c.codePostalFiscale, c.villeFiscale)
    : adresse(c.adresse, c.codePostal, c.ville);
}
