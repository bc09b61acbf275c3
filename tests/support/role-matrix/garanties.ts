import { expect } from "vitest";
import { type Matrix, OPEN } from "../roles";
import { insertDossier } from "../factories";
import type { TestApp } from "../test-app";
import { ID, type Rule } from "./context";

// Issue 78: the rent guarantees' routes, every staff role (as the lease's other records). Each caller its own GLI
// contract, lease and unpaid term, so that a step recorded or an indemnity paid by one does not answer the next 409.

let n = 0;

/** A Visale recovery's manual transfer: admin and comptable reach the service (an unknown recovery: 404). */
const FINANCE_404: Matrix = {
  anonymous: 401,
  user: 403,
  user_delete: 403,
  comptable: 404,
  admin: 404,
};

async function bailSousGli(t: TestApp) {
  const c = await t.call("POST", "/api/ContratGli", "admin", {
    assureur: "Assur",
    numeroContrat: `RM-${++n}`,
    taux: 3,
  });
  expect(c.status, JSON.stringify(c.body)).toBe(201);
  const d = await insertDossier(t);
  const g = await t.call("PUT", `/api/Dossier/${d.id}/garantie`, "admin", {
    type: "gli",
    gli: { ContratGliId: c.body.id },
  });
  expect(g.status, JSON.stringify(g.body)).toBe(200);
  const q = await t.call("POST", `/api/Quitance/generate/${d.id}`, "admin", {
    date: "2026-02-01",
  });
  expect(q.status, JSON.stringify(q.body)).toBe(201);
  return { d: d.id as number, contrat: c.body.id as number, terme: q.body.id as number };
}

export function garantiesRules(app: () => TestApp): Rule[] {
  return [
    {
      route: new RegExp(`^(GET|PUT) /api/Dossier/${ID}/garantie$`),
      roles: OPEN,
      request: (m) => async () => ({
        method: m[1] as "GET" | "PUT",
        path: `/api/Dossier/${(await insertDossier(app())).id}/garantie`,
        ...(m[1] === "PUT" ? { body: { type: "aucune" } } : {}),
      }),
    },
    {
      route: new RegExp(`^GET /api/ContratGli/${ID}/bordereau(\\.csv|\\.pdf)?$`),
      roles: OPEN,
      request: (m) => async () => ({
        method: "GET",
        path: `/api/ContratGli/${(await bailSousGli(app())).contrat}/bordereau${m[1] ?? ""}?trimestre=2026-T1`,
      }),
    },
    {
      route: new RegExp(`^POST /api/Dossier/${ID}/sinistre/etapes$`),
      roles: OPEN,
      request: () => async () => {
        const b = await bailSousGli(app());
        return {
          method: "POST",
          path: `/api/Dossier/${b.d}/sinistre/etapes`,
          body: { QuitanceId: b.terme, etape: "gli_relance" },
        };
      },
    },
    {
      route: new RegExp(`^POST /api/Dossier/${ID}/indemnites$`),
      roles: OPEN,
      request: () => async () => {
        const b = await bailSousGli(app());
        return {
          method: "POST",
          path: `/api/Dossier/${b.d}/indemnites`,
          body: { date: "2026-03-15", montant: 100, organisme: "Assur", periodes: ["2026-02"] },
        };
      },
    },
    {
      route: new RegExp(`^GET /api/Dossier/${ID}/sinistre/lettre$`),
      roles: OPEN,
      request: () => async () => ({
        method: "GET",
        path: `/api/Dossier/${(await bailSousGli(app())).d}/sinistre/lettre?etape=mise_en_demeure`,
      }),
    },
    {
      route: new RegExp(`^GET /api/Dossier/${ID}/sinistre/dossier\\.zip$`),
      roles: OPEN,
      request: () => async () => ({
        method: "GET",
        path: `/api/Dossier/${(await bailSousGli(app())).d}/sinistre/dossier.zip`,
      }),
    },
    {
      route: new RegExp(`^POST /api/Dossier/${ID}/recuperations$`),
      roles: OPEN,
      request: () => async () => {
        const b = await bailSousGli(app());
        const i = await app().call("POST", `/api/Dossier/${b.d}/indemnites`, "admin", {
          date: "2026-03-15",
          montant: 100,
          organisme: "Assur",
          periodes: ["2026-02"],
        });
        expect(i.status, JSON.stringify(i.body)).toBe(201);
        return {
          method: "POST",
          path: `/api/Dossier/${b.d}/recuperations`,
          body: { date: "2026-04-02", montant: 40 },
        };
      },
    },
    {
      route: /^GET \/api\/sinistres\/recuperations$/,
      roles: OPEN,
      request: () => async () => ({ method: "GET", path: "/api/sinistres/recuperations" }),
    },
    {
      // ADR 136: an admin or comptable records a Visale recovery's manual transfer (an unknown one is a 404).
      route: new RegExp(`^POST /api/sinistres/recuperations/${ID}/virement$`),
      roles: FINANCE_404,
      request: () => async () => ({
        method: "POST",
        path: "/api/sinistres/recuperations/999999/virement",
        body: { date: "2026-04-02" },
      }),
    },
    {
      // ADR 172: an admin or comptable gives a stranded recovery back to the tenant (an unknown one is a 404).
      route: new RegExp(`^POST /api/sinistres/recuperations/${ID}/rendre$`),
      roles: FINANCE_404,
      request: () => async () => ({
        method: "POST",
        path: "/api/sinistres/recuperations/999999/rendre",
      }),
    },
    {
      route: new RegExp(`^GET /api/Dossier/${ID}/sinistre$`),
      roles: OPEN,
      request: () => async () => ({
        method: "GET",
        path: `/api/Dossier/${(await bailSousGli(app())).d}/sinistre`,
      }),
    },
  ];
}
