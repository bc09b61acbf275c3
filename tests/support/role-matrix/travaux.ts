import { ADMIN_ONLY, FINANCE, OPEN } from "../roles";
import { insertAppartement } from "../factories";
import { fournisseurValide } from "../travaux";
import type { TestApp } from "../test-app";
import { ID, type Rule } from "./context";

// The role matrix's rows of works and repairs (issue 76): suppliers' IBANs as owners' (every role reads, admin and
// comptable confirm), work orders for every staff role, the décennale's warning lifted by an admin only. Each caller
// its own supplier or order.

export function travauxRules(app: () => TestApp): Rule[] {
  let n = 0;
  /** A supplier created by `user` (its IBAN then pending for anyone else), of a name of its own. */
  const fournisseur = async () =>
    (
      await app().call(
        "POST",
        "/api/Fournisseur",
        "user",
        fournisseurValide({ siret: null, raisonSociale: `Matrice ${++n}` }),
      )
    ).body.id as number;
  /** An order of `metier` by that supplier (its décennale covers plumbing, not roofing). */
  const ordre = async (metier = "plomberie") =>
    (
      await app().call("POST", "/api/interventions", "user", {
        AppartementId: (await insertAppartement(app())).id,
        FournisseurId: await fournisseur(),
        metier,
        objet: "Réparation",
      })
    ).body.id as number;
  return [
    {
      route: new RegExp(`^GET /api/Fournisseur/${ID}/ibans$`),
      roles: OPEN,
      request: () => async () => ({
        method: "GET",
        path: `/api/Fournisseur/${await fournisseur()}/ibans`,
      }),
    },
    {
      route: new RegExp(`^POST /api/Fournisseur/${ID}/iban/confirmer$`),
      roles: FINANCE,
      request: () => async () => ({
        method: "POST",
        path: `/api/Fournisseur/${await fournisseur()}/iban/confirmer`,
      }),
    },
    {
      route: /^POST \/api\/interventions$/,
      roles: OPEN,
      request: () => async () => ({
        method: "POST",
        path: "/api/interventions",
        body: {
          AppartementId: (await insertAppartement(app())).id,
          metier: "plomberie",
          objet: "Fuite",
        },
      }),
    },
    {
      route: /^GET \/api\/interventions$/,
      roles: OPEN,
      request: () => async () => ({ method: "GET", path: "/api/interventions" }),
    },
    {
      route: new RegExp(`^GET /api/Intervention/${ID}$`),
      roles: OPEN,
      request: () => async () => ({ method: "GET", path: `/api/Intervention/${await ordre()}` }),
    },
    {
      route: new RegExp(`^POST /api/Intervention/${ID}/etat$`),
      roles: OPEN,
      request: () => async () => ({
        method: "POST",
        path: `/api/Intervention/${await ordre()}/etat`,
        body: { etat: "devis_demande" },
      }),
    },
    {
      route: new RegExp(`^POST /api/Intervention/${ID}/decennale/lever$`),
      roles: ADMIN_ONLY,
      request: () => async () => ({
        method: "POST",
        path: `/api/Intervention/${await ordre("toiture")}/decennale/lever`,
        body: { motif: "Attestation reçue" },
      }),
    },
  ];
}
