import { expect } from "vitest";
import { ADMIN_ONLY, DELETERS, FINANCE, OPEN, PUBLIC } from "../roles";
import { pdfForm, pngForm } from "../resources";
import { create, insertDossier, valid } from "../factories";
import { quitanceRoleRules } from "../quitance-roles";
import type { TestApp } from "../test-app";
import {
  ID,
  CHILD,
  REMOVAL_DELETES,
  REGULARISATION,
  type Rule,
  type MatrixHelpers,
} from "./context";

// The role matrix's rows (tests/api/role-matrix.test.ts, spec 6), in the matrix's order: a route
// takes the first rule that matches it. Receipts, files, an apartment's and a dossier's links, the
// documents and their generators, the inventories, furniture, the deposit's return, the dashboard,
// search, the IRL, the journals and the référentiels.

export function dossiersRules(app: () => TestApp, h: MatrixHelpers): Rule[] {
  const { row, fixed, dossierClesRendues, generationPath } = h;
  return [
    {
      route: /^POST \/api\/Quitance\/validation\/:state\{true\|false\}\/:uuid$/,
      roles: PUBLIC,
      request: () => async () => ({
        method: "POST",
        path: `/api/Quitance/validation/true/${(await create(app(), "Quitance", { ...valid.Quitance(), DossierId: (await insertDossier(app())).id })).uuid}`,
      }),
    },
    // Receipts (issue 11): every logged-in role generates, lists, switches and reminds; the contact address is public.
    ...quitanceRoleRules(app),
    {
      route: /^POST \/api\/Fichier$/,
      roles: OPEN,
      request: () => async () => ({ method: "POST", path: "/api/Fichier", body: pdfForm() }),
    },
    {
      route: /^POST \/api\/Image$/,
      roles: OPEN,
      request: () => async () => ({ method: "POST", path: "/api/Image", body: pngForm() }),
    },
    {
      route: /^GET \/files\/\*$/,
      roles: OPEN,
      request: () => async () => ({ method: "GET", path: (await row("Fichier")).url }),
    },
    {
      route: /^GET \/api\/Appartement\/client\/:clientId\{\[0-9\]\+\}$/,
      roles: OPEN,
      request: () => async () => ({
        method: "GET",
        path: `/api/Appartement/client/${(await row("Client")).id}`,
      }),
    },
    {
      route: new RegExp(`^GET /api/Appartement/${ID}/history$`),
      roles: OPEN,
      request: () => async () => ({
        method: "GET",
        path: `/api/Appartement/${(await row("Appartement")).id}/history`,
      }),
    },
    {
      route: new RegExp(`^PUT /api/Appartement/${ID}/tenant/add/:tenantId\\{\\[0-9\\]\\+\\}$`),
      roles: OPEN,
      request: () => async () => {
        const [a, l] = [await row("Appartement"), await row("Locataire")];
        return {
          method: "PUT",
          path: `/api/Appartement/${a.id}/tenant/add/${l.id}`,
          body: valid.Dossier(a.id, l.id),
        };
      },
    },
    {
      route: new RegExp(
        `^DELETE /api/Appartement/${ID}/tenant/remove/:tenantId\\{\\[0-9\\]\\+\\}$`,
      ),
      roles: DELETERS,
      request: () => async () => {
        const [a, l] = [await row("Appartement"), await row("Locataire")];
        await app().call(
          "PUT",
          `/api/Appartement/${a.id}/tenant/add/${l.id}`,
          "admin",
          valid.Dossier(a.id, l.id),
        );
        return { method: "DELETE", path: `/api/Appartement/${a.id}/tenant/remove/${l.id}` };
      },
    },
    {
      // Links of spec 7: adding is open to all; removing too, unless the removal deletes; DELETE is for deleters.
      route: new RegExp(`^(PUT|DELETE) /api/(\\w+)/${ID}/(\\w+)/(add|remove)/:childId$`),
      roles: (m) =>
        m[1] === "DELETE" || (m[4] === "remove" && REMOVAL_DELETES.has(m[3]!)) ? DELETERS : OPEN,
      request: (m) => async () => {
        const [, method, parentName, segment, action] = m as unknown as [
          string,
          string,
          string,
          string,
          string,
        ];
        const [parent, child] = [await row(parentName), await row(CHILD[segment]!)];
        const link = `/api/${parentName}/${parent.id}/${segment}`;
        if (action === "remove")
          expect((await app().call("PUT", `${link}/add/${child.id}`, "admin")).status).toBe(200);
        return { method, path: `${link}/${action}/${child.id}` };
      },
    },
    // The charges regularisation (ADR 025): read and written by every role, on a fresh dossier per caller.
    {
      route: new RegExp(`^(GET|POST) /api/Dossier/${ID}/regularisations(/provisions)?$`),
      roles: OPEN,
      request: (m) => async () => {
        const path = `/api/Dossier/${(await insertDossier(app())).id}/regularisations`;
        if (m[2]) return { method: "GET", path: `${path}/provisions?du=2026-01-01&au=2026-12-31` };
        return m[1] === "GET"
          ? { method: "GET", path }
          : { method: "POST", path, body: REGULARISATION };
      },
    },
    // The CAF sheet of a lease (issue 73, item 7): every staff role, as its other documents; JSON or the PDF itself.
    {
      route: new RegExp(`^GET /api/Dossier/${ID}/donneesCaf(\\.pdf)?$`),
      roles: OPEN,
      request: (m) => async () => ({
        method: "GET",
        path: `/api/Dossier/${(await insertDossier(app())).id}/donneesCaf${m[1] ?? ""}`,
      }),
    },
    // The register of mandates and Paramètres > Agence (ADR 027): admins only, its PDF included (before the generators').
    {
      route: /^GET \/api\/registreMandats$/,
      roles: ADMIN_ONLY,
      request: () => fixed({ method: "GET", path: "/api/registreMandats?annee=2026" }),
    },
    {
      route: /^GET \/api\/registreMandats\/:annee\/generate$/,
      roles: ADMIN_ONLY,
      request: () => fixed({ method: "GET", path: "/api/registreMandats/2026/generate" }),
    },
    {
      route: /^(GET|PUT) \/api\/agence$/,
      // The comptable reads the agency's settings (trust account, ICS); only admins change them.
      roles: (m) => (m[1] === "GET" ? FINANCE : ADMIN_ONLY),
      request: (m) =>
        fixed(
          m[1] === "GET"
            ? { method: "GET", path: "/api/agence" }
            : { method: "PUT", path: "/api/agence", body: { cciDelivrance: "Paris" } },
        ),
    },
    // The trust-account check and its PDF (ADR 034): admins and the comptable (issue 59).
    {
      route: /^GET \/api\/sequestre(\/generate)?$/,
      roles: FINANCE,
      request: (m) => fixed({ method: "GET", path: `/api/sequestre${m[1] ?? ""}?au=2026-11-01` }),
    },
    // The owner's compte-rendu and tax summary (issue 38, ADR 033): every role, an owner of their own (before the
    // generators').
    {
      route: new RegExp(
        `^(GET|POST) /api/Client/${ID}/(compteRendu|revenusFonciers)(/generate|/envoyer)?$`,
      ),
      roles: OPEN,
      request: (m) => async () => {
        const path = `/api/Client/${(await create(app(), "Client", valid.Client())).id}/${m[2]}${m[3] ?? ""}`;
        if (m[1] === "POST")
          return { method: "POST", path, body: { du: "2026-11-01", au: "2026-11-30" } };
        return {
          method: "GET",
          path: `${path}?${m[2] === "compteRendu" ? "du=2026-11-01&au=2026-11-30" : "annee=2026"}`,
        };
      },
    },
    // A signable document's versions (issue 39): every logged-in role, like its generation.
    {
      route: /^GET \/api\/documents\/versions$/,
      roles: OPEN,
      request: () =>
        fixed({ method: "GET", path: "/api/documents/versions?sujet=Dossier/1/contratLocation" }),
    },
    // The document generators of spec 7: every logged-in role (the path's ids from fresh rows).
    {
      route: /^GET \/api\/(\w+)\/.*\/generate$/,
      roles: OPEN,
      request: (m) => async () => ({ method: "GET", path: await generationPath(m[0]) }),
    },
    // A dossier's entry or exit inventory (spec 7): an edit, open to every role (the replaced one goes with it).
    {
      route: new RegExp(`^PUT /api/Dossier/${ID}/(etatIn|etatOut)/set$`),
      roles: OPEN,
      request: (m) => async () => ({
        method: "PUT",
        path: `/api/Dossier/${(await row("Dossier")).id}/${m[1]}/set`,
        body: valid.EtatLieux(),
      }),
    },
    // An apartment's furniture list (issue 23, part 7): read and replaced by every role, like the inventories.
    {
      route: new RegExp(`^(GET|PUT) /api/Appartement/${ID}/mobilier$`),
      roles: OPEN,
      request: (m) => async () => ({
        method: m[1]!,
        path: `/api/Appartement/${(await row("Appartement")).id}/mobilier`,
        ...(m[1] === "PUT"
          ? { body: { lignes: [{ designation: "Table et sièges", quantite: 1 }] } }
          : {}),
      }),
    },
    // The deposit's return (loi 89-462 art. 22): read and settled by every role, like the account; the keys' day set
    // first on a fresh dossier.
    {
      route: new RegExp(`^(GET|PUT) /api/Dossier/${ID}/restitutionDepot$`),
      roles: OPEN,
      request: (m) => async () => ({
        method: m[1]!,
        path: `/api/Dossier/${await dossierClesRendues()}/restitutionDepot`,
        ...(m[1] === "PUT" ? { body: { deductions: [{ motif: "Nettoyage", montant: 20 }] } } : {}),
      }),
    },
    // A caretaking mission's renewal (a creation: every role), a fresh mission per caller; the dashboard: admin only.
    {
      route: new RegExp(`^POST /api/Intendance/${ID}/renouveler$`),
      roles: OPEN,
      request: () => async () => ({
        method: "POST",
        path: `/api/Intendance/${(await row("Intendance")).id}/renouveler`,
      }),
    },
    {
      route: /^GET \/api\/dashboard$/,
      roles: ADMIN_ONLY,
      request: () => fixed({ method: "GET", path: "/api/dashboard" }),
    },
    // The global search (Ctrl+K) of the web: every logged-in role.
    {
      route: /^GET \/api\/search$/,
      roles: OPEN,
      request: () => fixed({ method: "GET", path: "/api/search?q=paris" }),
    },
    // The IRL table (issue 23): read by every signed-in user (the lease form's default), extended by admins.
    {
      route: /^GET \/api\/irl$/,
      roles: OPEN,
      request: () => fixed({ method: "GET", path: "/api/irl" }),
    },
    {
      route: /^PUT \/api\/irl\/:trimestre$/,
      roles: ADMIN_ONLY,
      request: () => fixed({ method: "PUT", path: "/api/irl/2026-T3", body: { valeur: 149.01 } }),
    },
    // The audit trail (ADR 029): admins only.
    {
      route: /^GET \/api\/journal$/,
      roles: ADMIN_ONLY,
      request: () => fixed({ method: "GET", path: "/api/journal?resource=Client" }),
    },
    // The journal of downloads (issue 59): admins only.
    {
      route: /^GET \/api\/telechargements$/,
      roles: ADMIN_ONLY,
      request: () => fixed({ method: "GET", path: "/api/telechargements" }),
    },
    // Paramètres > Référentiels (issue 23): read by every signed-in user, written by admins. An empty form is a 400.
    {
      route: /^GET \/api\/referentiels\/(communes|honoraires)$/,
      roles: OPEN,
      request: (m) => fixed({ method: "GET", path: `/api/referentiels/${m[1]}` }),
    },
    {
      route: /^POST \/api\/referentiels\/communes$/,
      roles: { ...ADMIN_ONLY, admin: 400 },
      request: () =>
        fixed({ method: "POST", path: "/api/referentiels/communes", body: new FormData() }),
    },
    {
      route: /^PUT \/api\/referentiels\/honoraires\/:depuis$/,
      roles: ADMIN_ONLY,
      request: () =>
        fixed({
          method: "PUT",
          path: "/api/referentiels/honoraires/2027-01-01",
          body: { tresTendue: 12.5, tendue: 10.4, nonTendue: 8.3, etatDesLieux: 3.1 },
        }),
    },
  ];
}
