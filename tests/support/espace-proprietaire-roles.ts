import type { Caller, Matrix } from "./roles";
import type { Req } from "./resources";
import type { RoleRule } from "./quitance-roles";

// The role-matrix rules of the owner's space (issue 62 item 3): a space's route answers no staff session (403, the
// spec's message) and no one without a token (401). What a space's own session sees: tests/api/espace/.

/** A space's route: staff are 403, no token 401. */
export const ESPACE_SEULEMENT: Matrix = {
  anonymous: 401,
  user: 403,
  user_delete: 403,
  comptable: 403,
  admin: 403,
};

const get =
  (path: string) =>
  () =>
  async (_who: Caller): Promise<Req> => ({ method: "GET", path });

export const espaceProprietaireRoleRules = (): RoleRule[] => [
  {
    route: /^GET \/api\/espace\/proprietaire$/,
    roles: ESPACE_SEULEMENT,
    request: get("/api/espace/proprietaire"),
  },
  {
    route: /^GET \/api\/espace\/proprietaire\/compteRendu$/,
    roles: ESPACE_SEULEMENT,
    request: get("/api/espace/proprietaire/compteRendu?du=2026-10-01&au=2026-12-31"),
  },
  {
    route: /^GET \/api\/espace\/proprietaire\/factures\/:id/,
    roles: ESPACE_SEULEMENT,
    request: get("/api/espace/proprietaire/factures/1"),
  },
  {
    route: /^GET \/api\/espace\/proprietaire\/revenusFonciers\/:annee/,
    roles: ESPACE_SEULEMENT,
    request: get("/api/espace/proprietaire/revenusFonciers/2026"),
  },
];
