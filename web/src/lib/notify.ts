import { toast } from "sonner";

// The errors on screen now, by text: an error reported by two layers (form and relation call) shows once. (A fixed
// toast id per text did that too, but the same error raised again later was sometimes never shown: sonner updated
// the old toast, already on its way out, instead of showing a new one.)
const dangersShown = new Set<string>();

/** What undoes the action a notification reports, through the API (a restore after an archive): never faked. */
export interface Undo {
  annuler?: () => void;
}
/** Long enough to reach the button (WCAG 2.2.1): an "Annuler" stays 8 s. */
const UNDO_MS = 8000;
const withUndo = (o: Undo) =>
  o.annuler ? { duration: UNDO_MS, action: { label: "Annuler", onClick: o.annuler } } : {};

/** Notifications: info by default, danger (error) with its icon; 2 s, bottom right, stacked (see Toaster). */
export const notify = {
  info: (message: string, o: Undo = {}) => toast.info(message, withUndo(o)),
  success: (message: string, o: Undo = {}) => toast.success(message, withUndo(o)),
  danger: (message: string) => {
    if (dangersShown.has(message)) return;
    dangersShown.add(message);
    const gone = () => void dangersShown.delete(message);
    toast.error(message, { onDismiss: gone, onAutoClose: gone });
  },
  /** Every notification away at once: a failed login's message must not stay over the page the next try opens. */
  clear: () => {
    toast.dismiss();
    dangersShown.clear();
  },
};

export const MESSAGES = {
  forbidden: "Vous n'avez pas les droits suffisants pour effectuer cette action.",
  loginFailed: "Impossible de vous connecter. Vérifiez vos identifiants",
  saved: "Vos modifications ont été prises en compte.",
  passwordChanged: "Votre mot de passe a bien été modifié.",
  passwordReset: "Le mot de passe de l'utilisateur a bien été réinitialisé.",
  deleted: "L'élément a bien été supprimé.",
  passwordMismatch: "Les deux champs ne contiennent pas le même mot de passe.",
  passwordTooShort: "Votre mot de passe doit contenir au moins 6 caractères.",
  genericError: "Une erreur est survenue. Veuillez réessayer.",
  confirmationAnnulee: "Action annulée : votre identité n'a pas été confirmée.",
} as const;
