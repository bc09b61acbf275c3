import { OPEN } from "../roles";
import { ESPACE_SEULEMENT } from "../espace-proprietaire-roles";
import { fournisseurValide } from "../travaux";
import type { TestApp } from "../test-app";
import { ID, type Rule } from "./context";

// Issue 76 item 6 (ADR 127): the supplier's space. Staff's invitation and revocation of a supplier are any staff
// role's (as a Client's or a Locataire's); the space's own routes answer no staff session (403) and no one without a
// token (401). What a supplier's session sees, and owners' and tenants' 403: tests/api/espace/fournisseur.test.ts.

let n = 0;
/** A fresh supplier with a contact address (each caller its own: a DELETE must not starve the next). */
async function fournisseur(t: TestApp) {
  n += 1;
  const r = await t.call(
    "POST",
    "/api/Fournisseur",
    "admin",
    fournisseurValide({ siret: null, raisonSociale: `Matrice ${n}`, mail: `f${n}@matrice.test` }),
  );
  return r.body.id as number;
}

export function espaceFournisseurRules(app: () => TestApp): Rule[] {
  return [
    {
      route: new RegExp(`^(GET|POST|DELETE) /api/Fournisseur/${ID}/acces$`),
      roles: OPEN,
      request: (m) => async () => {
        const t = app();
        const id = await fournisseur(t);
        if (m[1] !== "POST") await t.call("POST", `/api/Fournisseur/${id}/acces`);
        return { method: m[1] as "GET" | "POST" | "DELETE", path: `/api/Fournisseur/${id}/acces` };
      },
    },
    {
      route: /^GET \/api\/espace\/fournisseur\/interventions$/,
      roles: ESPACE_SEULEMENT,
      request: () => async () => ({ method: "GET", path: "/api/espace/fournisseur/interventions" }),
    },
    {
      route: new RegExp(`^(GET|POST) /api/espace/fournisseur/interventions/${ID}(/\\w+)?$`),
      roles: ESPACE_SEULEMENT,
      request: (m) => async () => ({
        method: m[1] as "GET" | "POST",
        path: `/api/espace/fournisseur/interventions/999999${m[2] ?? ""}`,
        ...(m[1] === "POST" ? { body: {} } : {}),
      }),
    },
  ];
}
