import { z } from "zod";
import type { Access } from "./acces";

// What one API route is, declared once (ADR 014): its method and path, who may call it, what it takes and what it
// answers. The server registers its handlers from these (worker/routes/operation.ts), the OpenAPI document is built
// from them (worker/routes/openapi/), and the web's route table is their keys (web/src/api/routes.ts).

export {
  ACCESS_ROLES,
  ESPACE_QUI,
  isEspaceAccess,
  splitKey,
  type Access,
  type EspaceAccess,
} from "./acces";

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

/** The names of a path's `:segments`, in order. */
export const paramNames = (path: string) => [...path.matchAll(/:(\w+)/g)].map((m) => m[1] ?? "");
