import type { RoleRule } from "./quitance-roles";
import { OPEN } from "./roles";
import { insertAppartement } from "./factories";
import type { TestApp } from "./test-app";

// The role-matrix rules of a lot's diagnostics (issue 63, item 1; ADR 087): read and replaced by every staff role, as
// the lot's record and its furniture list.

const ID = String.raw`:id\{\[0-9\]\+\}`;

export const diagnosticsRoleRules = (get: () => TestApp): RoleRule[] => [
  {
    route: new RegExp(`^(GET|PUT) /api/Appartement/${ID}/diagnostics$`),
    roles: OPEN,
    request: (m) => async () => ({
      method: m[1]!,
      path: `/api/Appartement/${(await insertAppartement(get())).id}/diagnostics?date=2026-11-21`,
      ...(m[1] === "PUT"
        ? { body: { diagnostics: [{ type: "erp", dateRealisation: "2026-10-01" }] } }
        : {}),
    }),
  },
];
