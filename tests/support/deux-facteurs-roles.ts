import { User } from "../../worker/db/schema";
import { hashPassword } from "../../worker/auth/password";
import { totp } from "../../worker/domain/deux-facteurs/totp";
import type { RoleRule } from "./quitance-roles";
import { ADMIN_ONLY, OPEN, PUBLIC, type Caller } from "./roles";
import type { TestApp } from "./test-app";

// The role-matrix rules of the second factor (issue 59, item 1): every staff role sets up its own, only an admin
// resets another's, the login's code step is public. Each request starts from the state it needs, written straight
// to the caller's row: the rules run in any order, and no caller's factor leaks into another rule.

const SECRET = "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ";

/** Puts the caller's factor on (with SECRET, no step spent) or off; anonymous has none. */
async function factor(t: TestApp, who: Caller, on: boolean) {
  if (who === "anonymous") return;
  await t.client.execute({
    sql: `update "User" set "totpSecret" = ?, "totpActif" = ?, "totpDernierPas" = null where "id" = ?`,
    args: [on ? SECRET : null, on ? 1 : 0, t.ids[who]],
  });
  await t.client.execute({
    sql: `delete from "CodeSecours" where "UserId" = ?`,
    args: [t.ids[who]],
  });
}
const code = async (t: TestApp) => (await totp(SECRET, t.ports.clock.now()))!;

/** A new account with its factor on, signed in with its password: its challenge. */
async function challenge(t: TestApp) {
  const email = `deux-facteurs-${crypto.randomUUID()}@agence.test`;
  await t.db.insert(User).values({
    email,
    role: "user",
    passwordHash: await hashPassword("secret1"),
    mustSetPassword: false,
    totpSecret: SECRET,
    totpActif: true,
  });
  const r = await t.call("POST", "/api/user/login", null, {
    credentials: { email, password: "secret1" },
  });
  return { email, challenge: r.body.challenge as string };
}

export const deuxFacteursRoleRules = (get: () => TestApp): RoleRule[] => [
  {
    route: /^POST \/api\/user\/login\/code$/,
    roles: PUBLIC,
    request: () => async () => {
      const t = get();
      return {
        method: "POST",
        path: "/api/user/login/code",
        body: { challenge: (await challenge(t)).challenge, code: await code(t) },
      };
    },
  },
  {
    route: /^POST \/api\/user\/2fa\/totp$/,
    roles: OPEN,
    request: () => async (who) => {
      await factor(get(), who, false);
      return { method: "POST", path: "/api/user/2fa/totp" };
    },
  },
  {
    route: /^POST \/api\/user\/2fa\/totp\/activer$/,
    roles: OPEN,
    request: () => async (who) => {
      const t = get();
      await factor(t, who, false);
      await t.client.execute({
        sql: `update "User" set "totpSecret" = ? where "id" = ?`,
        args: [SECRET, who === "anonymous" ? 0 : t.ids[who]],
      });
      return { method: "POST", path: "/api/user/2fa/totp/activer", body: { code: await code(t) } };
    },
  },
  ...["codesSecours", "totp/desactiver"].map(
    (action): RoleRule => ({
      route: new RegExp(`^POST /api/user/2fa/${action}$`),
      roles: OPEN,
      request: () => async (who) => {
        const t = get();
        await factor(t, who, true);
        return { method: "POST", path: `/api/user/2fa/${action}`, body: { code: await code(t) } };
      },
    }),
  ),
  {
    route: /^DELETE \/api\/user\/:email\/2fa$/,
    roles: ADMIN_ONLY,
    request: () => async () => ({
      method: "DELETE",
      path: `/api/user/${encodeURIComponent((await challenge(get())).email)}/2fa`,
    }),
  },
];
