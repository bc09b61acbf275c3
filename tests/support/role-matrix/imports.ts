import type { Matrix } from "../roles";
import { ID, type Rule } from "./context";
import { ESPACE_SEULEMENT } from "../espace-proprietaire-roles";

// Issue 74 (ADRs 113, 116): an import's balances and IBANs are confirmed by admin or comptable only. The matrix asks
// about an import that does not exist: the roles allowed reach the service (404), the others are stopped before it.
const FINANCE_INTROUVABLE: Matrix = {
  anonymous: 401,
  user: 403,
  user_delete: 403,
  comptable: 404,
  admin: 404,
};

export function importsRules(): Rule[] {
  return [
    {
      // ADR 132: an owner contests its opening balance from its space, staff tokens never.
      route: new RegExp(`^POST /api/espace/proprietaire/soldesRepris/${ID}/contester$`),
      roles: ESPACE_SEULEMENT,
      request: () => async () => ({
        method: "POST",
        path: "/api/espace/proprietaire/soldesRepris/999999/contester",
        body: { motif: "Ce n'est pas mon solde." },
      }),
    },
    {
      route: new RegExp(
        `^(GET|POST) /api/Import/${ID}/(ibans|ibans/confirmer|ibans/delai|confirmer|soldes/delai|soldes/contester)$`,
      ),
      roles: FINANCE_INTROUVABLE,
      request: (m) => async () => ({
        method: m[1] as "GET" | "POST",
        path: `/api/Import/999999/${m[2]}`,
        ...(m[1] === "POST"
          ? {
              body: {
                ibans: [{ ClientId: 1, fin: "0189" }],
                confirme: true,
                ClientId: 1,
                motif: "Contestation",
              },
            }
          : {}),
      }),
    },
  ];
}
