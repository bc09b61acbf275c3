import { and, ne, eq } from "drizzle-orm";
import { User } from "../../db/schema";
import { userSchema } from "../../domain/schemas/reference";
import { hashPassword, temporaryPassword } from "../../auth/password";
import type { Ports } from "../../ports";
import { conflict } from "../../lib/errors";
import type { ResourceDef } from "../crud";
import { toApi } from "./serialize";

/** Creates a staff account with a one-time temporary password it must change at first login. */
export async function createUser(ports: Ports, email: string, role: string) {
  const lower = email.toLowerCase();
  const [exists] = await ports.db.select({ id: User.id }).from(User).where(eq(User.email, lower));
  if (exists) throw conflict("Un utilisateur existe déjà avec cette adresse e-mail.");
  const password = temporaryPassword();
  const [row] = await ports.db
    .insert(User)
    .values({ email: lower, role: role as "user", passwordHash: await hashPassword(password), mustSetPassword: true })
    .returning();
  return { ...toApi("User", row!), temporaryPassword: password };
}

export const userResource: ResourceDef = {
  name: "User",
  table: User,
  schema: userSchema,
  readRoles: ["admin"],
  writeRoles: ["admin"],
  insert: (ports, data) => createUser(ports, data.email as string, data.role as string),
  // The user list excludes the caller and admins (spec 6).
  listWhere: (c) => and(ne(User.id, c.var.user.id), ne(User.role, "admin")),
  async beforeDelete(_ports, row) {
    return row.role === "admin" ? "Un administrateur ne peut pas être supprimé." : null;
  },
};
