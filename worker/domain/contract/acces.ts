import { ADMIN_ROLES, ALL_ROLES, DELETE_ROLES, FINANCE_ROLES, type Role } from "../roles";

// What the router reads of the contract (worker/routes/operation.ts): who may call a route and its key's method. Apart
// from operation.ts and its zod schemas, which only the OpenAPI document and the web read: `npm start` loads no zod
// before its first answer (ADR 149). operation.ts re-exports all of it.

export type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/**
 * Who may call it: nobody logged in (`public`), any staff role, admins, the roles that may delete, the roles that let
 * money leave (`finance`: admin and comptable), or the roles its resource declares (the generic CRUD:
 * worker/services/resources, ResourceDef's readRoles and so on).
 */
export type Access =
  | "public"
  | "staff"
  | "admin"
  | "deleters"
  | "finance"
  | "resource"
  | EspaceAccess;
/**
 * The spaces' realm (issue 62): a space session of either kind, an owner's, a tenant's. No staff role is one of
 * them: a staff session is 403 there, and a space session is 403 on every staff route.
 */
export type EspaceAccess = "espace" | "proprietaire" | "locataire" | "fournisseur";
const ESPACE_ACCESS: ReadonlySet<string> = new Set<EspaceAccess>([
  "espace",
  "proprietaire",
  "locataire",
  "fournisseur",
]);
export const isEspaceAccess = (access: Access): access is EspaceAccess => ESPACE_ACCESS.has(access);
/** What the OpenAPI document says of who may call a space's route. */
export const ESPACE_QUI: Readonly<Record<EspaceAccess, string>> = {
  espace: "Une session d'un espace propriétaire, locataire ou fournisseur (le personnel : 403).",
  proprietaire: "Une session de l'espace propriétaire (le personnel : 403).",
  locataire: "Une session de l'espace locataire (le personnel : 403).",
  fournisseur:
    "Une session de l'espace fournisseur (le personnel, les propriétaires et locataires : 403).",
};

/** The one table of who may call what: the server's guards, the OpenAPI document and docs/topics/roles.md read it. */
export const ACCESS_ROLES: Readonly<
  Record<Exclude<Access, "public" | "resource" | EspaceAccess>, readonly Role[]>
> = {
  staff: ALL_ROLES,
  admin: ADMIN_ROLES,
  deleters: DELETE_ROLES,
  finance: FINANCE_ROLES,
};

const METHODS: readonly Method[] = ["GET", "POST", "PUT", "PATCH", "DELETE"];

/** `GET /Client/:id` -> ["GET", "/Client/:id"]. */
export function splitKey(key: string): [Method, string] {
  const method = METHODS.find((m) => key.startsWith(`${m} `));
  if (!method) throw new Error(`Clé de route sans méthode HTTP : ${key}`);
  return [method, key.slice(method.length + 1)];
}
