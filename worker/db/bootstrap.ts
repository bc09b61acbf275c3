import { eq, sql } from "drizzle-orm";
import { User, Variable } from "./schema";
import { hashPassword, temporaryPassword } from "../auth/password";
import type { Db } from "../ports";
import { COMMON_PASSWORDS } from "../domain/password/common-passwords";
import { passwordTooCommon } from "../domain/password/rules";

export interface FirstAdmin {
  email: string;
  /** Set only when the password was generated: it is shown once, then must be changed. */
  generatedPassword?: string;
  /** ADMIN_PASSWORD is one of the most common passwords or the e-mail: it must be changed at first login. */
  mustChange?: boolean;
}

/**
 * Makes a fresh database usable: the first admin and the tva variable. Idempotent. `adminHash`: ADMIN_PASSWORD's
 * hash when the host started it already (the Node entry, while a new folder's database opens: ADR 140).
 */
export async function bootstrap(
  db: Db,
  env: { ADMIN_EMAIL?: string; ADMIN_PASSWORD?: string },
  adminHash?: Promise<string>,
): Promise<FirstAdmin | null> {
  const [tva] = await db.select({ id: Variable.id }).from(Variable).where(eq(Variable.nom, "tva"));
  if (!tva) await db.insert(Variable).values({ nom: "tva", valeur: 20 }).onConflictDoNothing();

  const [count] = await db.select({ n: sql<number>`count(*)` }).from(User);
  if (count && count.n > 0) return null;
  if (env.ADMIN_EMAIL && env.ADMIN_PASSWORD) {
    const email = env.ADMIN_EMAIL.toLowerCase();
    // A common ADMIN_PASSWORD still opens the instance (refusing to start would lock it), but only to change it.
    const mustChange = passwordTooCommon(env.ADMIN_PASSWORD, email, COMMON_PASSWORDS);
    await db
      .insert(User)
      .values({
        email,
        role: "admin",
        passwordHash: await (adminHash ?? hashPassword(env.ADMIN_PASSWORD)),
        mustSetPassword: mustChange,
      })
      .onConflictDoNothing();
    return mustChange ? { email, mustChange } : { email };
  }
  const password = temporaryPassword();
  const created = await db
    .insert(User)
    .values({
      email: "admin@localhost",
      role: "admin",
      passwordHash: await hashPassword(password),
      mustSetPassword: true,
    })
    .onConflictDoNothing()
    .returning({ id: User.id });
  // Two Workers isolates can bootstrap a fresh database at once: only the one whose row landed shows its password.
  if (!created.length) return null;
  return { email: "admin@localhost", generatedPassword: password };
}
