import type { RoleRule } from "./quitance-roles";
import { insertDossier } from "./factories";
import { OPEN } from "./roles";
import type { TestApp } from "./test-app";

// The role-matrix rules of a lease's end (issue 73): every staff role gives a congé and reopens a lease closed with no
// notice, as it renews one (a lease is their daily work); each caller its own lease.

const ID = String.raw`\{\[0-9\]\+\}`;

export const reconductionRoleRules = (get: () => TestApp): RoleRule[] => [
  {
    route: new RegExp(`^POST /api/Dossier/:id${ID}/conge$`),
    roles: OPEN,
    request: () => async () => ({
      method: "POST",
      path: `/api/Dossier/${(await insertDossier(get(), { dateFinBail: "2027-12-31" })).id}/conge`,
      body: { motif: "vente", dateEnvoi: "2026-11-20" },
    }),
  },
  {
    route: new RegExp(`^POST /api/Dossier/:id${ID}/reconduction$`),
    roles: OPEN,
    // Ended on 31 May 2026 with no notice: closed by its date when written, reopened by the caller.
    request: () => async () => ({
      method: "POST",
      path: `/api/Dossier/${(await insertDossier(get(), { dateFinBail: "2026-05-31" })).id}/reconduction`,
    }),
  },
];
