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

/** The tenant's holders: the main one, and the second one when the tenant has one. */
export function titulaires(l: LocataireRow): { nom: string; naissance: string }[] {
  const holders = [
    { nom: personne(l.titre, l.prenom, l.nom), naissance: naissance(l.naissance, l.lieuNaissance) },
  ];
  if (l.secondTitulaire && text(l.autreNom))
    holders.push({
      nom: personne(l.autreTitre, l.autrePrenom, l.autreNom),
      naissance: naissance(l.autreNaissance, l.autreLieuNaissance),
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
