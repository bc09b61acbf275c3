import type { RoleRule } from "./quitance-roles";
import { OPEN } from "./roles";

// The role-matrix rules of the agency's calendar (issue 63, item 6; ADR 090): every staff role reads it and its CSV,
// as it reads the dashboard; a visitor signs in first.

export const echeancesRoleRules = (): RoleRule[] => [
  {
    route: /^GET \/api\/echeances$/,
    roles: OPEN,
    request: () => async () => ({ method: "GET", path: "/api/echeances?type=fin_bail,mandat" }),
  },
  {
    route: /^GET \/api\/echeances\/export$/,
    roles: OPEN,
    request: () => async () => ({ method: "GET", path: "/api/echeances/export?niveau=expire" }),
  },
];
