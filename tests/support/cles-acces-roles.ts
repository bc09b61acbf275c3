import { Passkey, User } from "../../worker/db/schema";
import { hashPassword } from "../../worker/auth/password";
import { authentificateur } from "./authentificateur";
import type { RoleRule } from "./quitance-roles";
import { OPEN, PUBLIC, type Caller } from "./roles";
import type { TestApp } from "./test-app";

// The role-matrix rules of the passkeys (issue 59, ADR 072): every staff role adds, lists, deletes its own and asks
// for a confirmation's options; the login's passkey step is public. A rule leaves no passkey on a role's account
// but the one a registration adds (the confirmation's password rule clears them: `sansCles`).

const ORIGIN = "http://localhost";

/** Removes the caller's passkeys (a rule that needs an account without a second factor). */
export async function sansCles(t: TestApp, who: Caller) {
  if (who === "anonymous") return;
  await t.client.execute({ sql: `delete from "Passkey" where "UserId" = ?`, args: [t.ids[who]] });
}

/** A passkey row for the caller, written straight (a deletion or the options need one, not a real key). */
async function uneCle(t: TestApp, who: Caller) {
  if (who === "anonymous") return 1;
  const [row] = await t.db
    .insert(Passkey)
    .values({
      UserId: t.ids[who],
      credentialId: crypto.randomUUID(),
      publicKey: "cle-de-matrice",
      nom: "Matrice",
      createdAt: new Date().toISOString(),
    })
    .returning();
  return row!.id;
}

const call = async (t: TestApp, who: Caller, path: string): Promise<{ challenge: string }> =>
  who === "anonymous"
    ? { challenge: "" }
    : (
        await t.app.request(path, {
          method: "POST",
          headers: { Authorization: `Token ${t.tokens[who]}` },
        })
      ).json();

export const clesAccesRoleRules = (get: () => TestApp): RoleRule[] => [
  {
    route: /^POST \/api\/user\/2fa\/passkey\/options$/,
    roles: OPEN,
    request: () => async () => ({ method: "POST", path: "/api/user/2fa/passkey/options" }),
  },
  {
    route: /^POST \/api\/user\/2fa\/passkey$/,
    roles: OPEN,
    request: () => async (who) => {
      const t = get();
      await sansCles(t, who);
      const options = await call(t, who, "/api/user/2fa/passkey/options");
      const cle = await authentificateur({ origin: ORIGIN });
      return {
        method: "POST",
        path: "/api/user/2fa/passkey",
        body: { nom: "Matrice", response: await cle.attestation(options) },
      };
    },
  },
  {
    route: /^GET \/api\/user\/2fa\/passkeys$/,
    roles: OPEN,
    request: () => async () => ({ method: "GET", path: "/api/user/2fa/passkeys" }),
  },
  {
    route: /^DELETE \/api\/user\/2fa\/passkeys\/:id\{\[0-9\]\+\}$/,
    roles: OPEN,
    request: () => async (who) => ({
      method: "DELETE",
      path: `/api/user/2fa/passkeys/${await uneCle(get(), who)}`,
    }),
  },
  {
    route: /^POST \/api\/user\/confirmer\/passkey\/options$/,
    roles: OPEN,
    request: () => async (who) => {
      const t = get();
      await sansCles(t, who);
      await uneCle(t, who);
      return { method: "POST", path: "/api/user/confirmer/passkey/options" };
    },
  },
  {
    route: /^POST \/api\/user\/login\/passkey$/,
    roles: PUBLIC,
    request: () => async () => {
      const t = get();
      const email = `cle-${crypto.randomUUID()}@agence.test`;
      const [user] = await t.db
        .insert(User)
        .values({
          email,
          role: "user",
          passwordHash: await hashPassword("secret1"),
          mustSetPassword: false,
        })
        .returning();
      const cle = await authentificateur({ origin: ORIGIN });
      await t.db.insert(Passkey).values({
        UserId: user!.id,
        credentialId: cle.id,
        publicKey: cle.clePublique,
        nom: "Matrice",
        createdAt: new Date().toISOString(),
      });
      const first = await t.call("POST", "/api/user/login", null, {
        credentials: { email, password: "secret1" },
      });
      const response = await cle.assertion(first.body.passkey);
      return {
        method: "POST",
        path: "/api/user/login/passkey",
        body: { challenge: first.body.challenge, response },
      };
    },
  },
];
