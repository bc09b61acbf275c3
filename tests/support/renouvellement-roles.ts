import type { RoleRule } from "./quitance-roles";
import { insertDossier } from "./factories";
import { OPEN } from "./roles";
import type { TestApp } from "./test-app";

// The role-matrix rule of a lease's express renewal (issue 63, item 2): every staff role renews (a lease is their
// daily work, as tenant/add); each caller renews a lease of its own, still running.

const ID = String.raw`\{\[0-9\]\+\}`;

export const renouvellementRoleRules = (get: () => TestApp): RoleRule[] => [
  {
    route: new RegExp(`^POST /api/Dossier/:id${ID}/renouvellement$`),
    roles: OPEN,
    request: () => async () => ({
      method: "POST",
      path: `/api/Dossier/${(await insertDossier(get(), { dateFinBail: "2027-12-31" })).id}/renouvellement`,
      body: {},
    }),
  },
];
