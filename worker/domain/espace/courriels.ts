import type { Espace } from "../../db/schema/espace";

// The French e-mails of the spaces' sign-in (issue 62): the invitation with its link, the sign-in code. Plain text,
// signed by the agency as its other mails are.

const NOM_ESPACE: Readonly<Record<Espace, string>> = {
  proprietaire: "votre espace propriétaire",
  locataire: "votre espace locataire",
  fournisseur: "votre espace fournisseur",
};

/** What each space holds, as the invitation tells it. */
const CONTENU: Readonly<Record<Espace, string>> = {
  proprietaire: "votre compte, vos documents et vos demandes",
  locataire: "votre compte, vos documents et vos demandes",
  fournisseur: "vos ordres d'intervention, vos devis, vos photos et vos factures",
};

/** The invitation's link under the public address (its page acts only on its button). */
export const lienInvitation = (publicUrl: string, jeton: string) =>
  `${publicUrl.replace(/\/+$/, "")}/espace/invitation/${jeton}`;

export function courrielInvitation(o: {
  nom: string;
  espace: Espace;
  agence: string;
  lien: string;
  expireLe: string;
}) {
  return {
    subject: `${o.agence} : votre invitation à ${NOM_ESPACE[o.espace]} en ligne`,
    body: [
      `Bonjour ${o.nom},`.replace(/ ,$/, ","),
      "",
      `${o.agence} vous ouvre ${NOM_ESPACE[o.espace]} en ligne : ${CONTENU[o.espace]}, depuis votre téléphone ou votre ordinateur.`,
      "",
      "Pour l'activer, choisissez votre mot de passe sur cette page :",
      o.lien,
      "",
      `Ce lien ne sert qu'une fois et reste valable jusqu'au ${o.expireLe}. Passé ce délai, demandez-en un nouveau à l'agence.`,
      "Si vous n'attendiez pas ce message, ignorez-le : rien ne change sans vous.",
      "",
      "Cordialement,",
      o.agence,
    ].join("\n"),
  };
}

export function courrielCode(o: { code: string; agence: string }) {
  return {
    // The code in the body only (issue 75 item 5): a subject shows on a locked phone's screen.
    subject: `${o.agence} : votre code de connexion`,
    body: [
      "Bonjour,",
      "",
      `Votre code de connexion à votre espace en ligne est : ${o.code}`,
      "",
      "Il est valable 10 minutes et ne sert qu'une fois.",
      "Si vous n'avez pas demandé ce code, ignorez ce message : personne ne peut se connecter sans lui.",
      "",
      "Cordialement,",
      o.agence,
    ].join("\n"),
  };
}
