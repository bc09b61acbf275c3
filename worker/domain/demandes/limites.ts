// A request's lengths (issue 62): shared by the server (which enforces them) and the spaces' forms (which tell them
// before sending). No import: the web bundles this file alone.
export const OBJET_MAX = 200;
export const TEXTE_MAX = 5000;
