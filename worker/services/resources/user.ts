import { and, ne } from "drizzle-orm";
import { User } from "../../db/schema";
import { userSchema } from "../../domain/schemas/reference";
import { ADMIN_ROLES } from "../../domain/roles";
import { defineResource } from "../resource-def";
import { createUser, keepsAnAdmin } from "../accounts";
import { refusedWhen } from "../delete-rules";

export const userResource = defineResource({
  name: "User",
  table: User,
  schema: userSchema,
  readRoles: ADMIN_ROLES,
  writeRoles: ADMIN_ROLES,
  insert: (ports, data) => createUser(ports, data.email, data.role),
  // The user list excludes the caller and admins (spec 6).
  listWhere: (user) => and(ne(User.id, user.id), ne(User.role, "admin")),
  beforeWrite: async (ports, data, existing) =>
    existing ? keepsAnAdmin(ports, existing, data.role) : null,
  deleteRule: refusedWhen(
    (row) => row.role === "admin",
    "Un administrateur ne peut pas être supprimé.",
  ),
});
