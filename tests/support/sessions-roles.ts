import type { RoleRule } from "./quitance-roles";
import { ADMIN_ONLY, OPEN } from "./roles";
import { ESPACE_SEUL } from "./espace-acces-roles";
import { jetonInvite } from "./espace-mails";
import { insertClient, insertLocataire } from "./factories";
import type { TestApp } from "./test-app";

// The role-matrix rules of issue 75's doors (ADR 108) and issue 73's rule tables (ADR 104): every staff role ends its
// other sessions and confirms an address another person changed (each caller its own record, changed by the admin
// of the test app, so no caller confirms its own change); the spaces' sessions answer staff 403; the tables are read
// by all staff and written by an admin.

const ID = String.raw`\{\[0-9\]\+\}`;

/** A record whose space was opened at one address, then moved by the admin to another: the access suspended. */
async function adresseChangee(t: TestApp, resource: "Client" | "Locataire") {
  const avant = `avant-${crypto.randomUUID()}@example.fr`;
  const apres = `apres-${crypto.randomUUID()}@example.fr`;
  const r =
    resource === "Client"
      ? await insertClient(t, { mailPerso: avant })
      : await insertLocataire(t, { mail: avant });
  await t.call("POST", `/api/${resource}/${r.id}/acces`, "admin");
  const jeton = await jetonInvite(t, avant);
  await t.call("POST", `/api/espace/invitation/${jeton}`, null, { password: "Tournesol-42" });
  await t.call(
    "PUT",
    `/api/${resource}/${r.id}`,
    "admin",
    resource === "Client" ? { mailPerso: apres } : { mail: apres },
  );
  return { id: r.id, apres };
}

export const sessionsRoleRules = (app: () => TestApp): RoleRule[] => [
  {
    route: /^POST \/api\/user\/sessions\/deconnecterAutres$/,
    roles: OPEN,
    request: () => async () => ({ method: "POST", path: "/api/user/sessions/deconnecterAutres" }),
  },
  ...(["Client", "Locataire"] as const).map(
    (resource): RoleRule => ({
      route: new RegExp(`^POST /api/${resource}/:id${ID}/acces/confirmerAdresse$`),
      roles: OPEN,
      request: () => async () => {
        const { id, apres } = await adresseChangee(app(), resource);
        return {
          method: "POST",
          path: `/api/${resource}/${id}/acces/confirmerAdresse`,
          body: { email: apres },
        };
      },
    }),
  ),
  {
    route: /^GET \/api\/espace\/sessions$/,
    roles: ESPACE_SEUL,
    request: () => async () => ({ method: "GET", path: "/api/espace/sessions" }),
  },
  {
    route: /^POST \/api\/espace\/sessions\/deconnecterAutres$/,
    roles: ESPACE_SEUL,
    request: () => async () => ({ method: "POST", path: "/api/espace/sessions/deconnecterAutres" }),
  },
  {
    route: /^DELETE \/api\/espace\/sessions\/:id$/,
    roles: ESPACE_SEUL,
    request: () => async () => ({ method: "DELETE", path: "/api/espace/sessions/matrice" }),
  },
  {
    route: /^GET \/api\/reglementation\/:table$/,
    roles: OPEN,
    request: () => async () => ({ method: "GET", path: "/api/reglementation/relocation" }),
  },
  {
    route: /^POST \/api\/reglementation\/:table$/,
    roles: ADMIN_ONLY,
    request: () => async () => ({
      method: "POST",
      path: "/api/reglementation/relocation",
      body: {
        debut: "2090-08-01",
        fin: null,
        source: "Décret de la matrice des rôles",
      },
    }),
  },
];
