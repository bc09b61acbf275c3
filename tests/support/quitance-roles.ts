import { expect } from "vitest";
import type { TestApp } from "./test-app";
import { ADMIN_ONLY, OPEN, PUBLIC, type Caller, type Matrix } from "./roles";
import type { Req } from "./resources";
import { create, insertDossier, insertLocataire, valid } from "./factories";

// The role-matrix rules of the receipt calls (issue 11), kept beside the matrix so that its file stays short.
type Build = (who: Caller) => Promise<Req>;
export interface RoleRule {
  route: RegExp;
  roles: Matrix;
  request: (m: RegExpExecArray) => Build;
}

const ID = String.raw`\{\[0-9\]\+\}`;
/** A term of a dossier (a term without one has no account: no payment can be recorded on it). */
const receipt = async (t: TestApp, o: Record<string, unknown> = {}) =>
  create(t, "Quitance", { ...valid.Quitance(), DossierId: (await insertDossier(t)).id, ...o });
/** A term known to be unpaid, of a tenant with an e-mail address: what a reminder needs. */
const remindable = async (t: TestApp) =>
  receipt(t, { LocataireId: (await insertLocataire(t)).id, statusInconu: false });
/** A payment of 100 € on a new term of a new dossier. */
const payment = async (t: TestApp) => {
  const q = await receipt(t);
  const r = await t.call("POST", `/api/Dossier/${q.DossierId}/paiements`, "user", {
    montant: 100,
    date: "2026-11-20",
    mode: "Virement",
    QuitanceId: q.id,
  });
  return r.body.paiement as { id: number };
};
/** Every caller, logged in or not, gets this status (the method is never allowed). */
const ALWAYS = (status: number): Matrix => ({
  anonymous: 401,
  user: status,
  user_delete: status,
  comptable: status,
  admin: status,
});

export function quitanceRoleRules(app: () => TestApp): RoleRule[] {
  const at = (build: (t: TestApp) => Promise<Req>) => () => async () => build(app());
  return [
    {
      route: /^GET \/api\/Quitance\/contact$/,
      roles: PUBLIC,
      request: at(async () => ({ method: "GET", path: "/api/Quitance/contact" })),
    },
    {
      route: new RegExp(`^POST /api/Quitance/generate/:dossierId${ID}$`),
      roles: OPEN,
      request: at(async (t) => ({
        method: "POST",
        path: `/api/Quitance/generate/${(await insertDossier(t)).id}`,
        body: { date: "2026-11-01" },
      })),
    },
    {
      route: new RegExp(`^POST /api/Quitance/generate/manual/:dossierId${ID}$`),
      roles: OPEN,
      request: at(async (t) => ({
        method: "POST",
        path: `/api/Quitance/generate/manual/${(await insertDossier(t)).id}`,
        body: { date: "2026-11-01", dateFin: "2026-11-30", prixHC: 800, charge: 50 },
      })),
    },
    {
      route: new RegExp(`^GET /api/Quitance/:id${ID}/generate$`),
      roles: OPEN,
      request: at(async (t) => ({
        method: "GET",
        path: `/api/Quitance/${(await receipt(t)).id}/generate`,
      })),
    },
    {
      route: new RegExp(`^GET /api/Quitance/:appartementId${ID}/generate/:year$`),
      roles: OPEN,
      request: at(async (t) => ({
        method: "GET",
        path: `/api/Quitance/${(await create(t, "Appartement", valid.Appartement())).id}/generate/2026`,
      })),
    },
    {
      route: /^GET \/api\/Quitance\/byDate\/:period$/,
      roles: OPEN,
      request: at(async () => ({ method: "GET", path: "/api/Quitance/byDate/11-2026" })),
    },
    {
      route: /^GET \/api\/Quitance\/byYear\/:year$/,
      roles: OPEN,
      request: at(async () => ({ method: "GET", path: "/api/Quitance/byYear/2026" })),
    },
    {
      route: new RegExp(`^GET /api/Quitance/switchState/:state\\{true\\|false\\}/:id${ID}$`),
      roles: OPEN,
      request: at(async (t) => ({
        method: "GET",
        path: `/api/Quitance/switchState/true/${(await receipt(t)).id}`,
      })),
    },
    {
      route: /^GET \/api\/Quitance\/downloadMonth\/:year\/:month$/,
      roles: OPEN,
      request: at(async (t) => {
        await receipt(t, { date: "2026-10-03" });
        return { method: "GET", path: "/api/Quitance/downloadMonth/2026/10" };
      }),
    },
    {
      route: new RegExp(`^POST /api/Quitance/:id${ID}/relance$`),
      roles: OPEN,
      request: at(async (t) => ({
        method: "POST",
        path: `/api/Quitance/${(await remindable(t)).id}/relance`,
      })),
    },
    // The bulk actions of the lists (issue 42): the roles of the single ones.
    {
      route: /^POST \/api\/Quitance\/encaisser$/,
      roles: OPEN,
      request: at(async (t) => ({
        method: "POST",
        path: "/api/Quitance/encaisser",
        body: { ids: [(await receipt(t)).id] },
      })),
    },
    {
      route: /^POST \/api\/Quitance\/relancer$/,
      roles: OPEN,
      request: at(async (t) => ({
        method: "POST",
        path: "/api/Quitance/relancer",
        body: { ids: [(await remindable(t)).id] },
      })),
    },
    {
      route: /^POST \/api\/Quitance\/zip$/,
      roles: OPEN,
      request: at(async (t) => ({
        method: "POST",
        path: "/api/Quitance/zip",
        body: { ids: [(await receipt(t)).id] },
      })),
    },
    {
      route: /^POST \/api\/Dossier\/relancer$/,
      roles: OPEN,
      request: at(async (t) => ({
        method: "POST",
        path: "/api/Dossier/relancer",
        body: { ids: [(await remindable(t)).DossierId] },
      })),
    },
    // "Relancer maintenant" on a dossier with arrears (issue 42): staff.
    {
      route: new RegExp(`^GET /api/Dossier/:id${ID}/relance/apercu$`),
      roles: OPEN,
      request: at(async (t) => ({
        method: "GET",
        path: `/api/Dossier/${(await remindable(t)).DossierId}/relance/apercu?etape=1`,
      })),
    },
    {
      route: new RegExp(`^POST /api/Dossier/:id${ID}/relancer$`),
      roles: OPEN,
      request: at(async (t) => ({
        method: "POST",
        path: `/api/Dossier/${(await remindable(t)).DossierId}/relancer`,
        body: { etape: 2, envoi: "email" },
      })),
    },
    {
      route: /^GET \/api\/Quitance\/validation\/:state\{true\|false\}\/:uuid$/,
      roles: PUBLIC,
      request: at(async (t) => ({
        method: "GET",
        path: `/api/Quitance/validation/true/${(await receipt(t)).uuid}`,
      })),
    },
    {
      route: new RegExp(`^POST /api/Dossier/:id${ID}/paiements$`),
      roles: OPEN,
      request: at(async (t) => ({
        method: "POST",
        path: `/api/Dossier/${(await insertDossier(t)).id}/paiements`,
        body: { montant: 10, date: "2026-11-20", mode: "Espèces" },
      })),
    },
    {
      route: new RegExp(`^POST /api/Dossier/:id${ID}/ajustements$`),
      roles: OPEN,
      request: at(async (t) => ({
        method: "POST",
        path: `/api/Dossier/${(await insertDossier(t)).id}/ajustements`,
        body: { montant: 10, date: "2026-11-20", motif: "Geste commercial" },
      })),
    },
    {
      route: new RegExp(`^GET /api/Dossier/:id${ID}/compte$`),
      roles: OPEN,
      request: at(async (t) => ({
        method: "GET",
        path: `/api/Dossier/${(await insertDossier(t)).id}/compte`,
      })),
    },
    {
      route: new RegExp(`^GET /api/Paiement/:id${ID}$`),
      roles: OPEN,
      request: at(async (t) => ({ method: "GET", path: `/api/Paiement/${(await payment(t)).id}` })),
    },
    {
      route: new RegExp(`^POST /api/Paiement/:id${ID}/annuler$`),
      roles: OPEN,
      request: at(async (t) => ({
        method: "POST",
        path: `/api/Paiement/${(await payment(t)).id}/annuler`,
        body: { motif: "Virement rejeté" },
      })),
    },
    {
      route: new RegExp(`^(PUT|PATCH|DELETE) /api/Paiement/:id${ID}$`),
      roles: ALWAYS(405),
      request: at(async (t) => ({
        method: "PUT",
        path: `/api/Paiement/${(await payment(t)).id}`,
        body: { montant: 1 },
      })),
    },
    // Paramètres > Relances (issue 20): the reminder stages' days, admins only.
    {
      route: /^GET \/api\/relances\/config$/,
      roles: ADMIN_ONLY,
      request: at(async () => ({ method: "GET", path: "/api/relances/config" })),
    },
    {
      route: /^PUT \/api\/relances\/config$/,
      roles: ADMIN_ONLY,
      request: at(async () => ({
        method: "PUT",
        path: "/api/relances/config",
        body: { jours1: 5, jours2: 15, jours3: 30 },
      })),
    },
    {
      route: /^GET \/api\/Outbox$/,
      roles: ADMIN_ONLY,
      request: at(async () => ({ method: "GET", path: "/api/Outbox" })),
    },
    {
      route: /^GET \/api\/taches$/,
      roles: ADMIN_ONLY,
      request: at(async () => ({ method: "GET", path: "/api/taches" })),
    },
    {
      route: new RegExp(`^GET /api/Outbox/:id${ID}$`),
      roles: ADMIN_ONLY,
      request: at(async (t) => {
        const q = await remindable(t);
        expect((await t.call("POST", `/api/Quitance/${q.id}/relance`)).status).toBe(200);
        const [mail] = (await t.call("GET", "/api/Outbox")).body.data;
        return { method: "GET", path: `/api/Outbox/${mail.id}` };
      }),
    },
    {
      route: new RegExp(`^POST /api/Outbox/:id${ID}/resend$`),
      roles: ADMIN_ONLY,
      request: at(async (t) => {
        const q = await remindable(t);
        expect((await t.call("POST", `/api/Quitance/${q.id}/relance`)).status).toBe(200);
        const [mail] = (await t.call("GET", "/api/Outbox")).body.data;
        return { method: "POST", path: `/api/Outbox/${mail.id}/resend` };
      }),
    },
  ];
}
