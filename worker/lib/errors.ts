import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { CONFIRMATION_REQUISE, MSG_CONFIRMATION_REQUISE } from "../domain/sessions/confirmation";

export const MSG_FORBIDDEN = "Vous n'avez pas les droits suffisants pour effectuer cette action.";

/** Every error the API answers with goes through this class and the one onError handler in app.ts. */
export class ApiError extends HTTPException {
  constructor(
    status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
    /** What went wrong underneath (logged for a 5xx, never answered). */
    cause?: unknown,
  ) {
    super(status, { message, cause });
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) =>
  new ApiError(400, "validation", message, fields);
export const unauthorized = (message = "Authentification requise.") =>
  new ApiError(401, "unauthorized", message);
export const forbidden = () => new ApiError(403, "forbidden", MSG_FORBIDDEN);
/** A money move without a fresh confirmation of the session (issue 59, domain/sessions/confirmation.ts). */
export const confirmationRequise = () =>
  new ApiError(403, CONFIRMATION_REQUISE, MSG_CONFIRMATION_REQUISE);
export const notFound = (message = "Élément introuvable.") =>
  new ApiError(404, "not_found", message);
export const conflict = (message: string) => new ApiError(409, "conflict", message);
export const tooLarge = (message: string) => new ApiError(413, "too_large", message);
export const unsupported = (message: string) => new ApiError(415, "unsupported_type", message);
export const tooMany = (message = "Trop de tentatives. Réessayez dans quelques minutes.") =>
  new ApiError(429, "rate_limited", message);

/** « 8 secondes », « 2 minutes »: how long to wait, rounded up, for a French message. */
export const frenchDelay = (seconds: number) => {
  if (seconds <= 90) return `${seconds} seconde${seconds > 1 ? "s" : ""}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minutes`;
};

/** A 429 that says when to come back: `retryAfter` seconds, answered as the Retry-After header (app.ts). */
export class RateLimited extends ApiError {
  constructor(
    readonly retryAfter: number,
    what = "Trop de tentatives",
  ) {
    super(429, "rate_limited", `${what}. Réessayez dans ${frenchDelay(retryAfter)}.`);
  }
}

export const MSG_UNAVAILABLE =
  "Service momentanément indisponible : la base de données ne répond pas. Réessayez dans quelques instants.";
export const MSG_STORE_UNAVAILABLE =
  "Service momentanément indisponible : le stockage des fichiers ne répond pas. Réessayez dans quelques instants.";
export const MSG_STORAGE_FULL =
  "Espace de stockage insuffisant : rien n'a été enregistré. Libérez de la place sur le serveur ou contactez l'administrateur.";
/** The host's database or file store failing (lib/faults.ts): the request changed nothing, it may be tried again. */
export const unavailable = (message = MSG_UNAVAILABLE, cause?: unknown) =>
  new ApiError(503, "unavailable", message, undefined, cause);
export const MSG_BUSY = "La base de données est occupée, réessayez dans un instant.";
/** SQLITE_BUSY past its waits (the Node entry's busy_timeout, the edge's retries): nothing was written. */
export const busy = (cause?: unknown) => new ApiError(503, "busy", MSG_BUSY, undefined, cause);
/** How long a client waits before trying a busy database again: the lock is held for a write, not an outage. */
export const BUSY_RETRY_AFTER_S = 1;
/** A full disk (ENOSPC, SQLITE_FULL): HTTP 507 Insufficient Storage. */
export const storageFull = (cause?: unknown) =>
  new ApiError(507, "storage_full", MSG_STORAGE_FULL, undefined, cause);

/** Turns zod issues into { field: message }, keeping the first message of each field. */
export function zodFields(
  issues: readonly { path: PropertyKey[]; message: string }[],
): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const i of issues) {
    const key = i.path.map(String).join(".") || "_";
    fields[key] ??= i.message;
  }
  return fields;
}
export const MSG_INVALID = "Certains champs sont invalides.";
