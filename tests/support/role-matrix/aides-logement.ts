import { expect } from "vitest";
import { type Matrix, OPEN } from "../roles";
import { insertDossier } from "../factories";
import type { TestApp } from "../test-app";
import { ID, type Rule } from "./context";

// Issue 77: the housing aid's routes, every staff role (as the lease's other records and payments). Each caller its
// own lease; the declaration's routes a lease whose tenant's own share is unpaid twice (constituted on 1 November).

const AIDE = {
  organisme: "CAF",
  numeroAllocataire: "7654321",
  type: "APL",
  tiersPayant: true,
  montantMensuel: 250,
  depuis: "2026-10-01",
};

async function bailAvecImpaye(t: TestApp) {
  const d = await insertDossier(t);
  expect((await t.call("PUT", `/api/Dossier/${d.id}/aideLogement`, "admin", AIDE)).status).toBe(
    200,
  );
  for (const date of ["2026-10-01", "2026-11-01"])
    expect((await t.call("POST", `/api/Quitance/generate/${d.id}`, "admin", { date })).status).toBe(
      201,
    );
  return d.id as number;
}

/** A trop-perçu's repayment: admin and comptable reach the service (a record that does not exist: 404). */
const FINANCE_404: Matrix = {
  anonymous: 401,
  user: 403,
  user_delete: 403,
  comptable: 404,
  admin: 404,
};

async function bailAvecAide(t: TestApp) {
  const d = await insertDossier(t);
  expect((await t.call("PUT", `/api/Dossier/${d.id}/aideLogement`, "admin", AIDE)).status).toBe(
    200,
  );
  return d.id as number;
}

export function aidesLogementRules(app: () => TestApp): Rule[] {
  return [
    {
      route: new RegExp(`^(GET|PUT) /api/Dossier/${ID}/aideLogement$`),
      roles: OPEN,
      request: (m) => async () => ({
        method: m[1] as "GET" | "PUT",
        path: `/api/Dossier/${(await insertDossier(app())).id}/aideLogement`,
        ...(m[1] === "PUT" ? { body: AIDE } : {}),
      }),
    },
    {
      route: /^POST \/api\/aidesLogement\/versements$/,
      roles: OPEN,
      request: () => async () => ({
        method: "POST",
        path: "/api/aidesLogement/versements",
        body: {
          detail: "7654321;X;11/2026;250",
          organisme: "CAF",
          date: "2026-11-20",
          apercu: true,
        },
      }),
    },
    {
      route: /^POST \/api\/aidesLogement\/tropPercus$/,
      roles: OPEN,
      request: () => async () => ({
        method: "POST",
        path: "/api/aidesLogement/tropPercus",
        body: {
          DossierId: await bailAvecAide(app()),
          montant: 50,
          mois: "2026-10",
          motif: "Droits révisés",
        },
      }),
    },
    {
      route: new RegExp(`^POST /api/aidesLogement/tropPercus/${ID}/valider$`),
      roles: FINANCE_404,
      request: () => async () => ({
        method: "POST",
        path: "/api/aidesLogement/tropPercus/999999/valider",
      }),
    },
    {
      route: /^GET \/api\/aidesLogement\/(impayes|listeAnnuelle|tropPercus)$/,
      roles: OPEN,
      request: (m) => async () => ({ method: "GET", path: `/api/aidesLogement/${m[1]}` }),
    },
    {
      route: new RegExp(`^(GET|POST) /api/Dossier/${ID}/declarationImpayeCaf$`),
      roles: OPEN,
      request: (m) => async () => ({
        method: m[1] as "GET" | "POST",
        path: `/api/Dossier/${await bailAvecImpaye(app())}/declarationImpayeCaf`,
        ...(m[1] === "POST"
          ? { body: { dateConstitution: "2026-11-01", declareLe: "2026-11-21" } }
          : {}),
      }),
    },
  ];
}
