import { eq, sql } from "drizzle-orm";
import { AgenceParametres, Client, User } from "../../worker/db/schema";
import { hashPassword } from "../../worker/auth/password";
import { signToken } from "../../worker/auth/token";
import { JWT_SECRET, type TestApp } from "./test-app";

// Issue 59, item 3: a new or changed IBAN (an owner's, the agency's trust account) waits for a second person. The
// tests of other features start from verified IBANs, as a second person would have left them; the tests of the
// verification itself confirm through the API as another admin (`autreAdmin`).

/** The owner's IBAN verified, as another admin's confirmation leaves it. */
export async function ibanVerifie(t: { db: TestApp["db"] }, ClientId: number) {
  await t.db.run(sql`update "IbanClient" set "statut" = 'verifie', "confirmePar" = 'second@agence.test',
    "confirmeAt" = "createdAt" where "ClientId" = ${ClientId} and "statut" = 'a_verifier'`);
  await t.db.update(Client).set({ ibanStatut: "verifie" }).where(eq(Client.id, ClientId));
}

/** The agency's trust account verified, as another admin's confirmation leaves it. */
export async function sequestreVerifie(t: { db: TestApp["db"] }) {
  await t.db
    .update(AgenceParametres)
    .set({ ibanStatut: "verifie" })
    .where(eq(AgenceParametres.id, 1));
}

/** Another account (an admin unless told), and a caller of the API with its token. */
export async function autreAdmin(
  t: TestApp,
  email = "second@agence.test",
  role = "admin" as const,
) {
  const [u] = await t.db
    .insert(User)
    .values({ email, role, passwordHash: await hashPassword("secret1"), mustSetPassword: false })
    .returning();
  return async (method: string, path: string, body?: unknown) => {
    // Signed in at the test's time (its clock may have moved days on).
    const token = await signToken(u!.id, JWT_SECRET, false, t.ports.clock.now());
    const res = await t.app.request(path, {
      method,
      headers: {
        Authorization: `Token ${token}`,
        ...(body === undefined ? {} : { "Content-Type": "application/json" }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : null };
  };
}
