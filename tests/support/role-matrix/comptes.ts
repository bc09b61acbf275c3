import { eq } from "drizzle-orm";
import { Session, User } from "../../../worker/db/schema";
import { hashPassword } from "../../../worker/auth/password";
import { ADMIN_ONLY, OPEN, PUBLIC } from "../roles";
import { create } from "../factories";
import { deuxFacteursRoleRules } from "../deux-facteurs-roles";
import { autresRoleRules } from "../autres-roles";
import { espaceAccesRoleRules } from "../espace-acces-roles";
import { espaceProprietaireRoleRules } from "../espace-proprietaire-roles";
import { espaceLocataireRoleRules } from "../espace-locataire-roles";
import { clesAccesRoleRules, sansCles } from "../cles-acces-roles";
import { diagnosticsRoleRules } from "../diagnostics-roles";
import { mandatReconductionRoleRules } from "../mandat-reconduction-roles";
import { renouvellementRoleRules } from "../renouvellement-roles";
import { reconductionRoleRules } from "../reconduction-roles";
import { echeancesRoleRules } from "../echeances-roles";
import { sessionsRoleRules } from "../sessions-roles";
import type { TestApp } from "../test-app";
import type { Rule, MatrixHelpers } from "./context";

// The role matrix's rows (tests/api/role-matrix.test.ts, spec 6), in the matrix's order: a route
// takes the first rule that matches it. The accounts' side: the version and the API's description,
// sign-in, passwords, sessions and their confirmation, the second factor and passkeys, the spaces,
// and the tables of their own modules.

export function comptesRules(app: () => TestApp, h: MatrixHelpers): Rule[] {
  const { fixed } = h;
  return [
    {
      route: /^GET \/api\/version$/,
      roles: PUBLIC,
      request: () => fixed({ method: "GET", path: "/api/version" }),
    },
    // The API's description (ADR 014): public, like the version.
    {
      route: /^GET \/api\/(openapi\.json|docs)$/,
      roles: PUBLIC,
      request: (m) => fixed({ method: "GET", path: `/api/${m[1]}` }),
    },
    {
      route: /^POST \/api\/user\/login$/,
      roles: PUBLIC,
      request: () =>
        fixed({
          method: "POST",
          path: "/api/user/login",
          body: { credentials: { email: "user@agence.test", password: "secret1" } },
        }),
    },
    {
      route: /^GET \/api\/user\/me$/,
      roles: OPEN,
      request: () => fixed({ method: "GET", path: "/api/user/me" }),
    },
    {
      route: /^POST \/api\/user\/setPassword$/,
      roles: OPEN,
      request: () =>
        fixed({
          method: "POST",
          path: "/api/user/setPassword",
          body: { password: "un-secret-bien-long" },
        }),
    },
    {
      route: /^POST \/api\/user\/register$/,
      roles: ADMIN_ONLY,
      request: () => async () => ({
        method: "POST",
        path: "/api/user/register",
        body: { email: `reg-${crypto.randomUUID()}@agence.test`, role: "user" },
      }),
    },
    {
      route: /^POST \/api\/user\/:email\/resetPassword$/,
      roles: ADMIN_ONLY,
      request: () => async () => {
        const u = await create(app(), "User", {
          email: `cible-${crypto.randomUUID()}@agence.test`,
          role: "user",
        });
        return { method: "POST", path: `/api/user/${encodeURIComponent(u.email)}/resetPassword` };
      },
    },
    // Sessions and the confirmation (issue 59): every role confirms, lists and ends its own sessions; an admin ends
    // every session of an account.
    {
      route: /^POST \/api\/user\/confirmer$/,
      roles: OPEN,
      request: () => async (who) => {
        // An account with a passkey confirms with it, not with its password (another rule may have added one).
        await sansCles(app(), who);
        if (who !== "anonymous")
          await app()
            .db.update(User)
            .set({ passwordHash: await hashPassword("matrice-confirmer") })
            .where(eq(User.id, app().ids[who]));
        return {
          method: "POST",
          path: "/api/user/confirmer",
          body: { password: "matrice-confirmer" },
        };
      },
    },
    {
      route: /^GET \/api\/user\/sessions$/,
      roles: OPEN,
      request: () => fixed({ method: "GET", path: "/api/user/sessions" }),
    },
    {
      route: /^DELETE \/api\/user\/sessions\/:id$/,
      roles: OPEN,
      request: () => async (who) => {
        const id = `matrice-${crypto.randomUUID()}`;
        const at = new Date().toISOString();
        if (who !== "anonymous")
          await app().db.insert(Session).values({
            id,
            UserId: app().ids[who],
            createdAt: at,
            derniereUtilisation: at,
          });
        return { method: "DELETE", path: `/api/user/sessions/${id}` };
      },
    },
    {
      route: /^POST \/api\/user\/:email\/deconnecter$/,
      roles: ADMIN_ONLY,
      request: () => async () => {
        const u = await create(app(), "User", {
          email: `partout-${crypto.randomUUID()}@agence.test`,
          role: "user",
        });
        return { method: "POST", path: `/api/user/${encodeURIComponent(u.email)}/deconnecter` };
      },
    },
    {
      route: /^POST \/api\/user\/:email\/deverrouiller$/,
      roles: ADMIN_ONLY,
      request: () => fixed({ method: "POST", path: "/api/user/user%40agence.test/deverrouiller" }),
    },
    // The second factor (issue 59): each staff role its own, an admin's reset, the login's code step.
    ...deuxFacteursRoleRules(app),
    ...autresRoleRules(app),
    ...espaceAccesRoleRules(app),
    ...espaceLocataireRoleRules(),
    ...clesAccesRoleRules(app),
    ...espaceProprietaireRoleRules(),
    ...diagnosticsRoleRules(app),
    // A lease's express renewal (issue 63): every staff role.
    ...renouvellementRoleRules(app),
    // A lease's congé and its reopening (issue 73): every staff role.
    ...reconductionRoleRules(app),
    // A management mandate's renewal letter and renewal (issue 73): every staff role.
    ...mandatReconductionRoleRules(app),
    // Issue 75's doors and issue 73's rule tables.
    ...sessionsRoleRules(app),
    // The agency's calendar (issue 63): every staff role.
    ...echeancesRoleRules(),
  ];
}
