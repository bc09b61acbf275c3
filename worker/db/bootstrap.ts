import { eq, sql } from "drizzle-orm";
import { User, Variable } from "./schema";
import { hashPassword, temporaryPassword } from "../auth/password";
import type { Db } from "../ports";

export interface FirstAdmin {
  email: string;
  /** Set only when the password was generated: it is shown once, then must be changed. */
  generatedPassword?: string;
}

/** Makes a fresh database usable: the first admin and the tva variable. Idempotent. */
export async function bootstrap(
  db: Db,
  env: { ADMIN_EMAIL?: string; ADMIN_PASSWORD?: string },
): Promise<FirstAdmin | null> {
  const [tva] = await db.select({ id: Variable.id }).from(Variable).where(eq(Variable.nom, "tva"));
  if (!tva) await db.insert(Variable).values({ nom: "tva", valeur: 20 }).onConflictDoNothing();

  const [count] = await db.select({ n: sql<number>`count(*)` }).from(User);
  if (count && count.n > 0) return null;
  if (env.ADMIN_EMAIL && env.ADMIN_PASSWORD) {
    const email = env.ADMIN_EMAIL.toLowerCase();
    await db
      .insert(User)
      .values({
        email,
        role: "admin",
        passwordHash: await hashPassword(env.ADMIN_PASSWORD),
        mustSetPassword: false,
      })
      .onConflictDoNothing();
    return { email };
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
