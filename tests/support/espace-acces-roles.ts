import type { RoleRule } from "./quitance-roles";
import { OPEN, PUBLIC, type Matrix } from "./roles";
import { insertClient, insertLocataire } from "./factories";
import { codeRecu, jetonInvite } from "./espace-mails";
import type { TestApp } from "./test-app";

// The role-matrix rules of the spaces' access (issue 62, item 1): staff's invitation routes are any staff role's;
// the invitation's link and the sign-in are public (each caller its own invitation, account or code); a space's
// own routes answer a staff session 403 (tests/api/espace/*.test.ts call them with a space's token).

const ID = String.raw`\{\[0-9\]\+\}`;
/** A space's route: no token 401, a staff token 403. */
export const ESPACE_SEUL: Matrix = {
  anonymous: 401,
  user: 403,
  user_delete: 403,
  comptable: 403,
  admin: 403,
};

/** A tenant with an address, invited by the admin: its id, its address and its link's secret. */
async function invite(t: TestApp) {
  const email = `matrice-${crypto.randomUUID()}@example.fr`;
  const l = await insertLocataire(t, { mail: email });
  await t.call("POST", `/api/Locataire/${l.id}/acces`);
  return { id: l.id, email, jeton: await jetonInvite(t, email) };
}

/** An invitation accepted: an account that signs in with « Tournesol-42 ». */
async function actif(t: TestApp) {
  const i = await invite(t);
  await t.call("POST", `/api/espace/invitation/${i.jeton}`, null, { password: "Tournesol-42" });
  return i;
}

export function espaceAccesRoleRules(app: () => TestApp): RoleRule[] {
  const staff = (resource: "Client" | "Locataire", method: string): RoleRule => ({
    route: new RegExp(`^${method} /api/${resource}/:id${ID}/acces$`),
    roles: OPEN,
    request: () => async () => {
      const t = app();
      if (resource === "Client") {
        const c = await insertClient(t, { mailPerso: `m-${crypto.randomUUID()}@example.fr` });
        if (method !== "POST") await t.call("POST", `/api/Client/${c.id}/acces`);
        return { method, path: `/api/Client/${c.id}/acces` };
      }
      const { id } = await invite(t);
      return { method, path: `/api/Locataire/${id}/acces` };
    },
  });
  return [
    ...["GET", "POST", "DELETE"].flatMap((m) => [staff("Client", m), staff("Locataire", m)]),
    {
      route: /^GET \/api\/espace\/invitation\/:jeton$/,
      roles: PUBLIC,
      request: () => async () => ({
        method: "GET",
        path: `/api/espace/invitation/${(await invite(app())).jeton}`,
      }),
    },
    {
      route: /^POST \/api\/espace\/invitation\/:jeton$/,
      roles: PUBLIC,
      request: () => async () => ({
        method: "POST",
        path: `/api/espace/invitation/${(await invite(app())).jeton}`,
        body: { password: "Tournesol-42" },
      }),
    },
    {
      route: /^POST \/api\/espace\/login$/,
      roles: PUBLIC,
      request: () => async () => ({
        method: "POST",
        path: "/api/espace/login",
        body: { email: (await actif(app())).email, password: "Tournesol-42" },
      }),
    },
    {
      route: /^POST \/api\/espace\/code$/,
      roles: PUBLIC,
      request: () => async () => ({
        method: "POST",
        path: "/api/espace/code",
        body: { email: "quelquun@example.fr" },
      }),
    },
    {
      route: /^POST \/api\/espace\/login\/code$/,
      roles: PUBLIC,
      request: () => async () => {
        const t = app();
        const { email } = await actif(t);
        await t.call("POST", "/api/espace/code", null, { email });
        return {
          method: "POST",
          path: "/api/espace/login/code",
          body: { email, code: await codeRecu(t, email) },
        };
      },
    },
    {
      route: /^(GET \/api\/espace\/moi|POST \/api\/espace\/(choisir|logout))$/,
      roles: ESPACE_SEUL,
      request: (m?: RegExpExecArray) => async () => {
        const [method = "GET", path = ""] = (m?.[0] ?? "").split(" ");
        return { method, path, body: method === "POST" ? { AccesEspaceId: 1 } : undefined };
      },
    },
  ];
}
