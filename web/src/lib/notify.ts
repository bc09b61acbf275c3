import { toast } from "sonner";

/** Notifications: info by default, danger (error) with its icon; 2 s, bottom centre (see Toaster). */
export const notify = {
  info: (message: string) => toast.info(message),
  success: (message: string) => toast.success(message),
  // Same id for the same text: an error reported by two layers (form and relation call) shows once.
  danger: (message: string) => toast.error(message, { id: `danger:${message}` }),
};

export const MESSAGES = {
  forbidden: "Vous n'avez pas les droits suffisants pour effectuer cette action.",
  loginFailed: "Impossible de vous connecter. Verrifiez vos identidiants",
  saved: "Vos modifications ont été prises en compte.",
  passwordChanged: "Votre mot de passe à bien été modifié.",
  passwordReset: "Le mot de passe de l'utilisateur à bien été réinitilisé.",
  deleted: "L'élément a bien été supprimé.",
  passwordMismatch: "Les deux champs ne contiennent pas le meme mot de passe.",
  passwordTooShort: "Votre mot de passe doit contenir au moins 6 charactères.",
  genericError: "Une erreur est survenue. Veuillez réessayer.",
} as const;
