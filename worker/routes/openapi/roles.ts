import type { Operation } from "../../domain/contract";
import type { Role } from "../../domain/roles";
import { ACCESS_ROLES, isEspaceAccess } from "../../domain/contract/operation";
import { RESOURCES } from "../../services/resources";
import { resourceRoles } from "../crud";

/** Who may call a route: its access in the contract, or, for the generic CRUD, its resource's roles. */
export function rolesOf(key: string, op: Operation): readonly Role[] | undefined {
  if (op.access === "public" || isEspaceAccess(op.access)) return undefined;
  if (op.access !== "resource") return ACCESS_ROLES[op.access];
  const def = RESOURCES.find((d) => key.split(" ")[1]?.split("/")[1] === d.name);
  if (!def) return undefined;
  const roles = resourceRoles(def);
  if (key.startsWith("GET ")) return roles.read;
  return key.startsWith("DELETE ") ? roles.delete : roles.write;
}
