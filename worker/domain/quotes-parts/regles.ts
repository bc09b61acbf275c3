// The shares of an apartment's owners held like an IBAN (issue 59, item 4; ADR 073). Pure rules shared by the server
// and the web: what a write proposes (the whole new list of owners and shares), when it is a change at all, who may
// confirm or cancel it, and the French messages. services/quotes-parts/ writes them.

import { jourFr } from "../iban-verification/regles";

/** One owner of the list and their share in percent (null: equal shares among the owners). */
export interface Part {
  ClientId: number;
  quotePart: number | null;
}

const trie = (parts: readonly Part[]) => [...parts].sort((a, b) => a.ClientId - b.ClientId);

/** The list as stored in QuotesPartsEnAttente.parts: sorted by owner, shares null when unset. */
export const normaliser = (parts: readonly Part[]): Part[] =>
  trie(parts).map((p) => ({ ClientId: p.ClientId, quotePart: p.quotePart ?? null }));

/** The owners after `ClientId` joins them: the shares in force kept, the newcomer's unset (equal shares then). */
export const apresAjout = (actuels: readonly Part[], ClientId: number): Part[] =>
  actuels.some((p) => p.ClientId === ClientId)
    ? normaliser(actuels)
    : normaliser([...actuels, { ClientId, quotePart: null }]);

/** The owners after `ClientId` leaves them. */
export const apresRetrait = (actuels: readonly Part[], ClientId: number): Part[] =>
  normaliser(actuels.filter((p) => p.ClientId !== ClientId));

/** The same owners with the same shares: nothing to hold (a repeated request, an owner added twice). */
export function memesParts(a: readonly Part[], b: readonly Part[]): boolean {
  const x = normaliser(a);
  const y = normaliser(b);
  return (
    x.length === y.length &&
    x.every((p, i) => p.ClientId === y[i]?.ClientId && p.quotePart === y[i]?.quotePart)
  );
}

/**
 * Whether a change applies at once: only the first owners of an apartment that has none (a new apartment: no share
 * in force that a change could turn away from its owners). Every change of an existing list waits for a second person.
 */
export const appliqueDeSuite = (actuels: readonly Part[]) => actuels.length === 0;

export const MSG_RIEN_A_CONFIRMER_QP =
  "Aucune modification des quotes-parts n'est en attente de vérification pour cet appartement.";
export const MSG_AUTEUR_QP =
  "Vous avez proposé cette modification des quotes-parts : elle doit être confirmée par un autre administrateur ou comptable.";
export const MSG_ANNULATION_QP =
  "Seuls l'auteur de la modification des quotes-parts, un administrateur ou un comptable peuvent l'annuler.";
export const MSG_QP_CHANGEE =
  "La modification des quotes-parts en attente a changé entre-temps : relisez la fiche avant de la confirmer.";
export const MSG_QP_CLIENT_DISPARU =
  "Un des propriétaires proposés n'existe plus : annulez cette modification des quotes-parts.";

/** A second change while one waits: 409, naming who proposed the first and when. */
export const MSG_QP_DEJA_EN_ATTENTE = (auteur: string, le: string) =>
  `Une modification des quotes-parts de cet appartement, proposée par ${auteur} le ${jourFr(le)}, attend déjà sa vérification : confirmez-la ou annulez-la d'abord.`;

/** Who may cancel a waiting change: its author, or anyone who may confirm it (FINANCE_ROLES). */
export const peutAnnuler = (auteur: string, par: string, finance: boolean) =>
  finance || auteur.toLowerCase() === par.toLowerCase();

export interface AvisQuotesParts {
  /** "Monsieur Jean Dupont". */
  destinataire: string;
  /** "12 rue des Lilas, Lyon". */
  bien: string;
  at: Date;
  agence: { nom: string; telephone: string; email: string };
}

/**
 * The e-mail to each owner in force when a change of the shares is proposed: the change is named, not its figures
 * (an e-mail is read by whoever holds the mailbox), and the owner is told it waits for the agency's verification.
 */
export function avisQuotesParts(a: AvisQuotesParts): { subject: string; body: string } {
  const contact = [
    a.agence.telephone && `au ${a.agence.telephone}`,
    a.agence.email && `à ${a.agence.email}`,
  ]
    .filter(Boolean)
    .join(" ou ");
  return {
    subject: "Les quotes-parts de votre bien ont été modifiées",
    body: [
      `Bonjour ${a.destinataire},`,
      "",
      `Les quotes-parts de votre bien ${a.bien} ont été modifiées dans nos fichiers le ${jourFr(a.at.toISOString())} (propriétaires ou parts de chacun) : elles décident de la répartition de vos loyers et de vos reversements.`,
      "Cette modification ne s'appliquera qu'après sa vérification par une autre personne de notre agence.",
      "",
      "Si vous êtes à l'origine de ce changement, vous n'avez rien à faire.",
      `Si vous ne l'avez pas demandé, contactez-nous sans attendre${contact ? ` ${contact}` : ""} : nous l'annulerons.`,
      "",
      `${a.agence.nom}`,
    ].join("\n"),
  };
}
