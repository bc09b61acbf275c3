import { FINANCE, type Matrix } from "../roles";
import { ESPACE_SEULEMENT } from "../espace-proprietaire-roles";
import { ID, type Rule } from "./context";

// Issue 76's quotes, invoices and supplier payouts (ADRs 120, 121), the owner's approval in the space, and issue 74's
// balances list for the comptable (ADR 124). The matrix asks about records that do not exist: the roles allowed reach
// the service (404, or the refusal of an empty payout), the others are stopped before it; what a real record answers
// is in tests/api/travaux/ and tests/api/imports-soldes-comptable.test.ts.

/** Every staff role reaches the service, which answers `status`. */
const STAFF = (status: number): Matrix => ({
  anonymous: 401,
  user: status,
  user_delete: status,
  comptable: status,
  admin: status,
});
/** Admin and comptable reach the service, which answers `status`. */
const FINANCE_A = (status: number): Matrix => ({
  anonymous: 401,
  user: 403,
  user_delete: 403,
  comptable: status,
  admin: status,
});

export function travauxSuiteRules(): Rule[] {
  return [
    {
      route: /^GET \/api\/espace\/proprietaire\/interventions$/,
      roles: ESPACE_SEULEMENT,
      request: () => async () => ({
        method: "GET",
        path: "/api/espace/proprietaire/interventions",
      }),
    },
    {
      route: new RegExp(`^POST /api/espace/proprietaire/interventions/${ID}/decision$`),
      roles: ESPACE_SEULEMENT,
      request: () => async () => ({
        method: "POST",
        path: "/api/espace/proprietaire/interventions/999999/decision",
        body: { decision: "accepte", commentaire: "" },
      }),
    },
    {
      route: new RegExp(`^GET /api/Intervention/${ID}/(devis|ordre)$`),
      roles: STAFF(404),
      request: (m) => async () => ({ method: "GET", path: `/api/Intervention/999999/${m[1]}` }),
    },
    {
      // A quote or an invoice comes as a file: a JSON body is refused before anything is read (415).
      route: new RegExp(`^POST /api/Intervention/${ID}/(devis|facture)$`),
      roles: STAFF(415),
      request: (m) => async () => ({
        method: "POST",
        path: `/api/Intervention/999999/${m[1]}`,
        body: {},
      }),
    },
    {
      route: new RegExp(`^POST /api/Intervention/${ID}/devis/:devisId\\{\\[0-9\\]\\+\\}/choisir$`),
      roles: STAFF(404),
      request: () => async () => ({
        method: "POST",
        path: "/api/Intervention/999999/devis/999999/choisir",
      }),
    },
    {
      route: /^GET \/api\/paiementsFournisseurs$/,
      roles: STAFF(200),
      request: () => async () => ({ method: "GET", path: "/api/paiementsFournisseurs" }),
    },
    {
      // An order without an invoice answers { facture: null }, whatever the id (ADR 129).
      route: new RegExp(`^GET /api/Intervention/${ID}/facture$`),
      roles: STAFF(200),
      request: () => async () => ({ method: "GET", path: "/api/Intervention/999999/facture" }),
    },
    {
      // Every staff role splits an invoice again (ADR 135); an order without one is a 404.
      route: new RegExp(`^PUT /api/Intervention/${ID}/facture/lignes$`),
      roles: STAFF(404),
      request: () => async () => ({
        method: "PUT",
        path: "/api/Intervention/999999/facture/lignes",
        body: { lignes: [{ montant: 10, imputation: "proprietaires", nature: "entretien" }] },
      }),
    },
    {
      route: /^POST \/api\/paiementsFournisseurs$/,
      roles: STAFF(409),
      request: () => async () => ({
        method: "POST",
        path: "/api/paiementsFournisseurs",
        body: { date: "2026-11-28" },
      }),
    },
    {
      route: new RegExp(`^GET /api/PaiementFournisseurs/${ID}$`),
      roles: STAFF(404),
      request: () => async () => ({ method: "GET", path: "/api/PaiementFournisseurs/999999" }),
    },
    {
      route: new RegExp(`^DELETE /api/PaiementFournisseurs/${ID}$`),
      // The deleters reach the service (404 for a batch that does not exist); a comptable validates, never deletes.
      roles: { anonymous: 401, user: 403, user_delete: 404, comptable: 403, admin: 404 },
      request: () => async () => ({ method: "DELETE", path: "/api/PaiementFournisseurs/999999" }),
    },
    {
      route: new RegExp(`^(GET|POST) /api/PaiementFournisseurs/${ID}/(valider|sepa)$`),
      roles: FINANCE_A(404),
      request: (m) => async () => ({
        method: m[1] as "GET" | "POST",
        path: `/api/PaiementFournisseurs/999999/${m[2]}`,
      }),
    },
    {
      route: /^GET \/api\/imports\/soldes$/,
      roles: FINANCE,
      request: () => async () => ({ method: "GET", path: "/api/imports/soldes" }),
    },
  ];
}
