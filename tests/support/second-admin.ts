import { Session, User } from "../../worker/db/schema";
import { hashPassword } from "../../worker/auth/password";
import { signToken } from "../../worker/auth/token";
import { JWT_SECRET, type TestApp } from "./test-app";

// A second person for the tests of what one person may not do alone (issue 59: confirming an IBAN typed by someone
// else).

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
  const sid = `session-de-test-${u!.id}`;
  return async (method: string, path: string, body?: unknown) => {
    // Signed in at the test's time (its clock may have moved days on), its session just confirmed (issue 59: a
    // money move asks for it; the tests of the confirmation itself are tests/api/confirmation.test.ts).
    const at = t.ports.clock.now().toISOString();
    await t.db
      .insert(Session)
      .values({ id: sid, UserId: u!.id, createdAt: at, derniereUtilisation: at, confirmeAt: at })
      .onConflictDoUpdate({ target: Session.id, set: { confirmeAt: at, revoqueAt: null } });
    const token = await signToken(
      u!.id,
      JWT_SECRET,
      false,
      t.ports.clock.now(),
      0,
      undefined,
      0,
      sid,
    );
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
