import type { Operation } from "../operation";
import { ESPACE_ACCES_OPERATIONS } from "./acces";
import { ESPACE_CONNEXION_OPERATIONS } from "./connexion";
import { ESPACE_DEMANDES_OPERATIONS } from "./demandes";
import { ESPACE_FOURNISSEUR_OPERATIONS } from "./fournisseur";
import { ESPACE_LOCATAIRE_OPERATIONS } from "./locataire";
import { ESPACE_PROPRIETAIRE_OPERATIONS } from "./proprietaire";
import { ESPACE_SESSIONS_OPERATIONS } from "./sessions";

// The owners', tenants' and suppliers' spaces (issue 62; the supplier's: issue 76 item 6, fournisseur.ts): their sign-in (public), what each space reads and sends (a space
// session only: `proprietaire`, `locataire`, or `espace` for either), and staff's side (the invitations, the
// requests). A space session is 403 on every staff route; a staff session is 403 here. One file per realm; the
// routes in the order they always had (the OpenAPI document lists them so). The schemas: `accesEspace` in acces.ts,
// `demande` in commun.ts, the two spaces' in proprietaire.ts and locataire.ts.

export { espaceLocataire } from "./locataire";
export { espaceProprietaire } from "./proprietaire";

export const ESPACE_OPERATIONS = {
  ...ESPACE_ACCES_OPERATIONS,
  ...ESPACE_CONNEXION_OPERATIONS,
  ...ESPACE_SESSIONS_OPERATIONS,
  ...ESPACE_PROPRIETAIRE_OPERATIONS,
  ...ESPACE_LOCATAIRE_OPERATIONS,
  ...ESPACE_DEMANDES_OPERATIONS,
  ...ESPACE_FOURNISSEUR_OPERATIONS,
} as const satisfies Record<string, Operation>;
