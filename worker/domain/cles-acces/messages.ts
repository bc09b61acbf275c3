// What the passkeys' routes and screens say (issue 59, item 1: « clés d'accès », WebAuthn), once for the server and
// the web.

export const MSG_NOM_REQUIS = "Donnez un nom à cette clé d'accès (« Ordinateur du bureau »…).";
export const MSG_NOM_TROP_LONG = "60 caractères au plus.";
export const MSG_REPONSE_INVALIDE =
  "La réponse de la clé d'accès est illisible : recommencez depuis le navigateur.";
export const MSG_ENREGISTREMENT_REFUSE =
  "La clé d'accès n'a pas pu être vérifiée (demande expirée, autre site ou autre compte) : recommencez.";
export const MSG_DEJA_ENREGISTREE = "Cette clé d'accès est déjà enregistrée.";
export const MSG_TROP_DE_CLES = "10 clés d'accès au plus par compte : supprimez-en une d'abord.";
export const MSG_CLE_REFUSEE = "Clé d'accès refusée ou déjà utilisée : recommencez.";
export const MSG_PAS_DE_CLE = "Ce compte n'a pas de clé d'accès.";
export const MSG_DERNIER_FACTEUR =
  "Votre agence exige un second facteur : c'est le dernier de votre compte, il ne peut pas être supprimé. Configurez d'abord l'application d'authentification ou une autre clé d'accès.";
export const MSG_CLE_SUPPRIMEE = "La clé d'accès a été supprimée.";
/** The relying party's name when the agency has none (what the browser's passkey dialog shows). */
export const RP_PAR_DEFAUT = "Patrimoine Locatif";
/** Most passkeys an account may keep: enough for a few devices and a spare security key. */
export const MAX_CLES_PAR_COMPTE = 10;
