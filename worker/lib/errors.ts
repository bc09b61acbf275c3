import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";

export const MSG_FORBIDDEN = "Vous n'avez pas les droits suffisants pour effectuer cette action.";

/** Every error the API answers with goes through this class and the one onError handler in app.ts. */
export class ApiError extends HTTPException {
  constructor(
    status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(status, { message });
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) => new ApiError(400, "validation", message, fields);
export const unauthorized = (message = "Authentification requise.") => new ApiError(401, "unauthorized", message);
export const forbidden = () => new ApiError(403, "forbidden", MSG_FORBIDDEN);
export const notFound = (message = "Élément introuvable.") => new ApiError(404, "not_found", message);
export const conflict = (message: string) => new ApiError(409, "conflict", message);
export const tooLarge = (message: string) => new ApiError(413, "too_large", message);
export const unsupported = (message: string) => new ApiError(415, "unsupported_type", message);
export const tooMany = (message = "Trop de tentatives. Réessayez dans quelques minutes.") => new ApiError(429, "rate_limited", message);

/** Turns zod issues into { field: message }, keeping the first message of each field. */
export function zodFields(issues: readonly { path: PropertyKey[]; message: string }[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const i of issues) {
    const key = i.path.map(String).join(".") || "_";
    fields[key] ??= i.message;
  }
  return fields;
}
export const MSG_INVALID = "Certains champs sont invalides.";
