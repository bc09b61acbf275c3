import { ApiError, NetworkError } from "@/api/client";
import { MESSAGES } from "./notify";

/**
 * The text a user may read for an error: the server's French message, the client's own French network message,
 * else the generic French message. A JavaScript message ("Cannot read properties of undefined...") never shows.
 */
export function userMessage(error: unknown): string {
  if (error instanceof ApiError || error instanceof NetworkError) return error.message;
  return MESSAGES.genericError;
}

/** Errors already told to the user where they happened: an expired session (login page), a 403 (its own notice), a cancelled request. */
export function alreadyHandled(error: unknown): boolean {
  if (error instanceof ApiError) return error.status === 401 || error.status === 403;
  return (
    error instanceof NetworkError || (error instanceof DOMException && error.name === "AbortError")
  );
}
