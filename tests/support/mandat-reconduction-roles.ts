import type { RoleRule } from "./quitance-roles";
import { create } from "./factories";
import { OPEN } from "./roles";
import type { TestApp } from "./test-app";

// The role-matrix rules of a management mandate's renewal (issue 73, ADR 105): every staff role downloads its L215-1
// letter and records a renewal (a mandate is their daily work); each caller a mandate of its own, without a limit.

const ID = String.raw`\{\[0-9\]\+\}`;

const mandat = (t: TestApp) =>
  create(t, "Mission", {
    type: "Mandat de gestion",
    nbAppart: 1,
    honorairesGestionHT: 6,
    dateSignature: "2024-02-01",
    dureeMandatMois: 12,
  });

export const mandatReconductionRoleRules = (get: () => TestApp): RoleRule[] => [
  {
    route: new RegExp(`^GET /api/Mission/:id${ID}/lettreReconduction$`),
    roles: OPEN,
    request: () => async () => ({
      method: "GET",
      path: `/api/Mission/${(await mandat(get())).id}/lettreReconduction`,
    }),
  },
  {
    route: new RegExp(`^POST /api/Mission/:id${ID}/reconduction$`),
    roles: OPEN,
    request: () => async () => ({
      method: "POST",
      path: `/api/Mission/${(await mandat(get())).id}/reconduction`,
    }),
  },
];
