import { z } from "zod";
import { ADMIN_ROLES, ALL_ROLES, DELETE_ROLES, FINANCE_ROLES, type Role } from "../roles";

// What one API route is, declared once (ADR 014): its method and path, who may call it, what it takes and what it
// answers. The server registers its handlers from these (worker/routes/operation.ts), the OpenAPI document is built
// from them (worker/routes/openapi/), and the web's route table is their keys (web/src/api/routes.ts).

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

/** A named path segment: its schema for the document and, when the router restricts it, its pattern. */
export interface Param {
  schema: z.ZodType;
  /** The router's pattern (`[0-9]+`): a path that does not match is another route, or a 404. */
  pattern?: string;
  description: string;
}

/** A body: JSON validated by its schema, form fields (multipart), or the raw bytes of a media type. */
export type Body =
  | { json: z.ZodType }
  | { multipart: z.ZodType; json?: z.ZodType }
  | { raw: string; description: string };

/** An answer: JSON of a schema, a file of a media type, or nothing (204, 304). */
export interface Answer {
  description: string;
  json?: z.ZodType;
  file?: string;
}

/** The French error statuses a route documents besides its successes (each answers `{ error }`, shapes.ts). */
export type ErrorStatus = 400 | 401 | 403 | 404 | 405 | 409 | 413 | 415 | 429 | 503 | 507;

export interface Operation {
  summary: string;
  /** The screen or domain it belongs to (the document's sections). */
  tag: string;
  description?: string;
  access: Access;
  params?: Readonly<Record<string, Param>>;
  query?: z.ZodObject;
  body?: Body;
  ok: Readonly<Partial<Record<200 | 201 | 202 | 204 | 304, Answer>>>;
  errors?: readonly ErrorStatus[];
  /**
   * A money move (issue 59, item 2): refused with 403 `confirmation_requise` unless the caller's session confirmed
   * its user (POST /api/user/confirmer) within the last five minutes. Applied by worker/routes/operation.ts; the
   * OpenAPI document says so. Its 403 must be in `errors`.
   */
  confirmation?: true;
}

// ---- The path segments every route names the same way.

const positiveId = z.string().regex(/^[0-9]+$/);
/** A record's id, constrained by the router: `/Client/abc` is no route (404). */
export const ID: Param = { schema: positiveId, pattern: "[0-9]+", description: "Identifiant" };
/** An id the route checks itself (the links of spec 7: a wrong one is a 404 from the handler). */
export const CHILD_ID: Param = { schema: z.string(), description: "Identifiant de l'élément lié" };
export const idOf = (what: string): Param => ({ ...ID, description: `Identifiant ${what}` });
export const STATE: Param = {
  schema: z.enum(["true", "false"]),
  pattern: "true|false",
  description: "true : payé ; false : non payé",
};
export const YEAR: Param = { schema: z.string(), description: "Année sur quatre chiffres (AAAA)" };

const METHODS: readonly Method[] = ["GET", "POST", "PUT", "PATCH", "DELETE"];

/** `GET /Client/:id` -> ["GET", "/Client/:id"]. */
export function splitKey(key: string): [Method, string] {
  const method = METHODS.find((m) => key.startsWith(`${m} `));
  if (!method) throw new Error(`Clé de route sans méthode HTTP : ${key}`);
  return [method, key.slice(method.length + 1)];
}

/** The names of a path's `:segments`, in order. */
export const paramNames = (path: string) => [...path.matchAll(/:(\w+)/g)].map((m) => m[1] ?? "");
