import { navigate } from "wouter/use-browser-location";
import { MESSAGES, notify } from "@/lib/notify";
import { currentPath, returnPath } from "@/lib/return-path";
import { tokenStore } from "./token-store";
import { sessionStore } from "./session-store";
import type { User } from "./types";

export const API_BASE = "/api";

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields?: Record<string, string>;

  constructor(status: number, code: string, message: string, fields?: Record<string, string>) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.code = code;
    this.fields = fields;
  }
}

export class NetworkError extends Error {
  constructor() {
    super("Le serveur est injoignable.");
    this.name = "NetworkError";
  }
}

export interface RequestOptions {
  method?: "GET" | "POST" | "PUT" | "DELETE";
  body?: unknown;
  /** Handle 401 in the caller (login form) instead of logging out. */
  allowUnauthorized?: boolean;
  /** Public calls (receipt link, version) never redirect. */
  silent?: boolean;
  signal?: AbortSignal;
  /** Answer read as a Blob (files under /files need the Token header, so no plain <a href>). */
  blob?: boolean;
  /** Absolute path (under /files) instead of one under /api. */
  raw?: boolean;
}

interface ErrorBody {
  error?: { code?: string; message?: string; fields?: Record<string, string> };
}

function isInvalidToken(body: ErrorBody | null): boolean {
  const text = `${body?.error?.code ?? ""} ${body?.error?.message ?? ""}`.toLowerCase();
  return text.includes("invalid token") || text.includes("invalid_token");
}

function expireSession() {
  returnPath.remember(currentPath());
  tokenStore.clear();
  sessionStore.setAnonymous();
  if (window.location.pathname !== "/login") navigate("/login", { replace: true });
}

/** After a 403 the role may have changed (an admin demoted the user): show what it allows now. */
function refreshRole() {
  api<User>("/user/me", { silent: true })
    .then((user) => sessionStore.get().user && sessionStore.setUser(user))
    .catch(() => undefined);
}

function authHeaders(): Record<string, string> {
  const token = tokenStore.get();
  return token ? { Authorization: `Token ${token}` } : {};
}

/** The one HTTP client: Token header, JSON in and out, the spec's 401/403/network handling. */
export async function api<T = unknown>(path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: "application/json", ...authHeaders() };
  const isForm = typeof FormData !== "undefined" && options.body instanceof FormData;
  if (options.body !== undefined && !isForm) headers["Content-Type"] = "application/json";

  let res: Response;
  try {
    res = await fetch(options.raw ? path : `${API_BASE}${path}`, {
      method: options.method ?? "GET",
      headers,
      body: options.body === undefined ? undefined : isForm ? (options.body as FormData) : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (err) {
    if ((err as Error)?.name === "AbortError") throw err;
    if (!options.silent) navigate("/404");
    throw new NetworkError();
  }

  if (res.status === 204) return undefined as T;
  if (res.ok && options.blob) return (await res.blob()) as T;
  const text = await res.text();
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = text;
  }
  if (res.ok) return body as T;

  const errBody = (body && typeof body === "object" ? body : null) as ErrorBody | null;
  // A proxy's HTML page or a bare status ("Bad Gateway") is not for the user: the French generic message instead.
  const message = errBody?.error?.message ?? MESSAGES.genericError;
  const error = new ApiError(res.status, errBody?.error?.code ?? String(res.status), message, errBody?.error?.fields);

  if ((res.status === 401 || isInvalidToken(errBody)) && !options.allowUnauthorized && !options.silent) {
    expireSession();
  } else if (res.status === 403 && !options.silent) {
    notify.danger(MESSAGES.forbidden);
    refreshRole();
  }
  throw error;
}

export const http = {
  get: <T>(path: string, signal?: AbortSignal) => api<T>(path, { signal }),
  post: <T>(path: string, body?: unknown) => api<T>(path, { method: "POST", body }),
  put: <T>(path: string, body?: unknown) => api<T>(path, { method: "PUT", body }),
  delete: <T = void>(path: string) => api<T>(path, { method: "DELETE" }),
  /** GET a stored file (path under /files) as a Blob, with the Token header. */
  blob: (path: string, signal?: AbortSignal) => api<Blob>(path, { raw: true, blob: true, signal }),
};
