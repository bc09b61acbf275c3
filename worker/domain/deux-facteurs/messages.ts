// What the second factor's routes and screens say, in French, once for the server and the web.

export const MSG_CODE_INVALIDE =
  "Ce code n'est pas valable : saisissez le code à 6 chiffres affiché par votre application.";
export const MSG_CODE_REQUIS = "Saisissez le code à 6 chiffres de votre application.";
export const MSG_DEJA_ACTIF =
  "Le second facteur est déjà activé sur ce compte : désactivez-le d'abord pour en configurer un autre.";
export const MSG_PAS_DE_CONFIGURATION =
  "Aucune configuration en cours : commencez par « Configurer l'application d'authentification ».";
export const MSG_PAS_ACTIF = "Le second facteur n'est pas activé sur ce compte.";
export const MSG_CODE_CONNEXION_INVALIDE = "Code de vérification incorrect ou déjà utilisé.";
export const MSG_CHALLENGE_EXPIRE =
  "La vérification a expiré ou n'est plus valable : saisissez de nouveau votre mot de passe.";
export const MSG_DEUX_FACTEURS_REQUIS =
  "Votre agence exige un second facteur : configurez votre application d'authentification ou une clé d'accès pour continuer.";
/** What the set-up routes name the agency when it has none (the authenticator app's line). */
export const EMETTEUR_PAR_DEFAUT = "Patrimoine Locatif";
