import { parisDate, parisHeure } from "../dates";

// A space follows its person (issue 75, item 1, ADR 108): the address a record's mails go to is the address its space
// access answers to. When staff change it, the access is suspended until an admin, or a second person, re-points it;
// the address it answered to is told. Pure: the services apply these in their conditional writes.

export const MSG_ACCES_SUSPENDU = "Votre accès a été suspendu : contactez votre agence.";
export const MSG_INVITATION_SUSPENDUE =
  "L'adresse de la fiche n'est plus celle de l'accès : un administrateur ou une autre personne doit d'abord confirmer la nouvelle adresse.";
export const MSG_REORIENTER_AUTEUR =
  "Vous avez modifié cette adresse : un administrateur ou une autre personne doit la confirmer.";
export const MSG_DEJA_REORIENTE =
  "Cet accès n'est pas suspendu : il a peut-être déjà été confirmé.";
export const MSG_ADRESSE_CHANGEE =
  "L'adresse de la fiche a changé depuis votre lecture : rechargez la page.";

/** An address as the spaces compare them: trimmed, lower case; empty is none. */
export const adresseNormale = (a: string | null | undefined) => {
  const n = (a ?? "").trim().toLowerCase();
  return n || null;
};

interface MailsClient {
  mailDefaut?: string | null;
  mailPerso?: string | null;
  mailPro?: string | null;
}

/** The owner's address, as the invitation reads it: the chosen one, else whichever is filled. */
export function adresseDuClient(c: MailsClient): string | null {
  const choisie = c.mailDefaut === "mailPro" ? c.mailPro : c.mailPerso;
  return adresseNormale(choisie) ?? adresseNormale(c.mailPerso) ?? adresseNormale(c.mailPro);
}

/** The tenant's address. */
export const adresseDuLocataire = (l: { mail?: string | null }) => adresseNormale(l.mail);

/** The e-mail to the address the access answered to: when, and that it was the agency. */
export function courrielAdresseModifiee(o: { agence: string; at: Date }) {
  const [annee, mois, jour] = parisDate(o.at).split("-");
  const heure = parisHeure(o.at).replace(":", " h ");
  return {
    subject: `${o.agence} : l'adresse de votre espace en ligne a été modifiée`,
    body: [
      "Bonjour,",
      "",
      `L'adresse de votre espace a été modifiée le ${jour}/${mois}/${annee} à ${heure} par l'agence.`,
      "Votre accès est suspendu et vos sessions ouvertes ont été fermées : cette adresse ne permet plus de vous connecter.",
      "",
      "Si vous n'êtes pas à l'origine de ce changement, contactez l'agence sans attendre.",
      "",
      "Cordialement,",
      o.agence,
    ].join("\n"),
  };
}
