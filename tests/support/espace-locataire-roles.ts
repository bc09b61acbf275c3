import type { RoleRule } from "./quitance-roles";
import type { Matrix } from "./roles";

// The role-matrix rules of the tenant's space (issue 62, item 4): its routes open to a tenant's space session only,
// so no token is a 401 and every staff role a 403 (tests/api/espace/ holds what the tenant's own session gets).

const ESPACE_SEULEMENT: Matrix = {
  anonymous: 401,
  user: 403,
  user_delete: 403,
  comptable: 403,
  admin: 403,
};

const REQUETES: [RegExp, string, string, unknown?][] = [
  [/^GET \/api\/espace\/locataire$/, "GET", "/api/espace/locataire"],
  [
    /^GET \/api\/espace\/locataire\/quittances\/:id\S*$/,
    "GET",
    "/api/espace/locataire/quittances/1",
  ],
  [
    /^POST \/api\/espace\/locataire\/quittances\/:id\S*\/declaration$/,
    "POST",
    "/api/espace/locataire/quittances/1/declaration",
    { paye: true },
  ],
  [
    /^GET \/api\/espace\/locataire\/quittanceAnnuelle\/:annee\S*$/,
    "GET",
    "/api/espace/locataire/quittanceAnnuelle/2026",
  ],
  [/^GET \/api\/espace\/locataire\/attestation$/, "GET", "/api/espace/locataire/attestation"],
  [
    /^GET \/api\/espace\/locataire\/dossiers\/:id\S*\/attestationPaiement$/,
    "GET",
    "/api/espace/locataire/dossiers/1/attestationPaiement",
  ],
];

export const espaceLocataireRoleRules = (): RoleRule[] =>
  REQUETES.map(([route, method, path, body]) => ({
    route,
    roles: ESPACE_SEULEMENT,
    request: () => async () => ({ method, path, ...(body ? { body } : {}) }),
  }));
