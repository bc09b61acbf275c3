import { navigate } from "wouter/use-browser-location";
import { MESSAGES, notify } from "@/lib/notify";
import { currentPath, returnPath } from "@/lib/return-path";
import { unreachablePage } from "@/lib/unreachable";
import { route, type ApiCall } from "./routes";
import { tokenStore } from "./token-store";
import { sessionStore } from "./session-store";
import type { User } from "./types";
import { demanderConfirmation } from "./confirmation";
import { CONFIRMATION_REQUISE } from "@worker/domain/sessions/confirmation";

const API_BASE = "/api";

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields?: Record<string, string>;
  /** The whole answer, for the few refusals that carry more than a message (an import's errors, issue 61). */
  readonly body?: unknown;

  constructor(
    status: number,
    code: string,
    message: string,
    fields?: Record<string, string>,
    body?: unknown,
  ) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.code = code;
    this.fields = fields;
    this.body = body;
  }
}

export class NetworkError extends Error {
  constructor(message = "Le serveur est injoignable.") {
    super(message);
    this.name = "NetworkError";
  }
}

/** A form's save that got no answer in time (ADR 042); a network error for everything else. */
export class RequestTimeout extends NetworkError {
  constructor() {
    super("Le serveur n'a pas répondu à temps.");
    this.name = "RequestTimeout";
  }
}

// While a form saves, a failure stays on the form (its message and "Réessayer"): no /404, and no endless wait.
const SAVE_TIMEOUT_MS = 30_000;
let formSaves = 0;

/** Runs a form's save: its requests never lead to /404, and a write with no answer in 30 s fails as a timeout. */
export async function duringFormSave<T>(run: () => Promise<T>): Promise<T> {
  formSaves++;
  try {
    return await run();
  } finally {
    formSaves--;
  }
}

function withSaveTimeout(init: RequestInit): RequestInit {
  const write = init.method !== undefined && init.method !== "GET";
  if (!formSaves || !write || typeof AbortSignal.timeout !== "function") return init;
  const timeout = AbortSignal.timeout(SAVE_TIMEOUT_MS);
  const signal =
    init.signal && typeof AbortSignal.any === "function"
      ? AbortSignal.any([init.signal, timeout])
      : (init.signal ?? timeout);
  return { ...init, signal };
}

export interface RequestOptions {
  body?: unknown;
  /** Query string (?q=...&limit=20); undefined values are left out. */
  query?: Record<string, string | number | undefined>;
  /** Handle 401 in the caller (login form) instead of logging out. */
  allowUnauthorized?: boolean;
  /** Public calls (receipt link, version) never redirect. */
  silent?: boolean;
  signal?: AbortSignal;
}

interface ErrorInfo {
  code?: string;
  message?: string;
  fields?: Record<string, string>;
}
const text = (v: unknown) => (typeof v === "string" ? v : undefined);

/** The API's error body ({ error: { code, message, fields? } }), read without trusting its shape (a proxy's page...). */
function errorOf(body: unknown): ErrorInfo | undefined {
  if (typeof body !== "object" || body === null || !("error" in body)) return undefined;
  const e = body.error;
  if (typeof e !== "object" || e === null) return undefined;
  const fields =
    "fields" in e && typeof e.fields === "object" && e.fields !== null ? e.fields : null;
  return {
    code: "code" in e ? text(e.code) : undefined,
    message: "message" in e ? text(e.message) : undefined,
    // Only a 400 names fields; callers fall back to the message without them.
    fields: fields
      ? Object.fromEntries(
          Object.entries(fields).filter((kv): kv is [string, string] => typeof kv[1] === "string"),
        )
      : undefined,
  };
}

function isInvalidToken(error: ErrorInfo | undefined): boolean {
  const said = `${error?.code ?? ""} ${error?.message ?? ""}`.toLowerCase();
  return said.includes("invalid token") || said.includes("invalid_token");
}

function expireSession() {
  returnPath.remember(currentPath());
  tokenStore.clear();
  sessionStore.setAnonymous();
  if (window.location.pathname !== "/login") navigate("/login", { replace: true });
}

/** After a 403 the role may have changed (an admin demoted the user): show what it allows now. */
function refreshRole() {
  api<User>(route("GET /user/me"), { silent: true })
    .then((user) => sessionStore.get().user && sessionStore.setUser(user))
    .catch(() => undefined);
}

function authHeaders(): Record<string, string> {
  const token = tokenStore.get();
  return token ? { Authorization: `Token ${token}` } : {};
}

/** fetch with the Token header; a network failure (not an abort) sends to /404 unless silent or in a form's save. */
async function send(
  url: string,
  init: RequestInit,
  silent: boolean | undefined,
): Promise<Response> {
  try {
    const sent = withSaveTimeout(init);
    return await fetch(url, { ...sent, headers: { ...authHeaders(), ...init.headers } });
  } catch (err) {
    if (err instanceof Error && err.name === "TimeoutError") throw new RequestTimeout();
    if (err instanceof Error && err.name === "AbortError") throw err;
    if (!silent && !formSaves) navigate(unreachablePage());
    throw new NetworkError();
  }
}

/** What refused a request, read from a copy of its answer (the answer itself is read later, by `failure`). */
async function codeOf(res: Response): Promise<string | undefined> {
  try {
    return errorOf(JSON.parse(await res.clone().text()))?.code;
  } catch {
    return undefined;
  }
}

/**
 * Sends a request; a money move the server refuses until the session confirms (403 `confirmation_requise`, issue
 * 59) opens the "Confirmer votre identité" dialog, and the same request goes again once confirmed (once only).
 * Cancelled, the refusal stands: `failure` tells the user the action was not done.
 */
async function sendConfirmed(run: () => Promise<Response>, silent?: boolean): Promise<Response> {
  const res = await run();
  if (silent || res.status !== 403 || (await codeOf(res)) !== CONFIRMATION_REQUISE) return res;
  return (await demanderConfirmation()) ? run() : res;
}

/** "?q=eveche%2027&limit=20": percent-encoded (a space is %20, as in the paths). */
function queryString(query: RequestOptions["query"]): string {
  const pairs = Object.entries(query ?? {}).flatMap(([k, v]) =>
    v === undefined ? [] : [`${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`],
  );
  return pairs.length ? `?${pairs.join("&")}` : "";
}

/**
 * The one HTTP client of the API: a declared route only (api/routes.ts), Token header, JSON in and out, the spec's
 * 401/403/network handling. T is the answer's type as the caller knows it from the API.
 */
export async function api<T = unknown>(call: ApiCall, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: "application/json" };
  // FormData goes as multipart, a Blob (a backup archive) as its own type, anything else as JSON.
  const raw =
    (typeof FormData !== "undefined" && options.body instanceof FormData) ||
    (typeof Blob !== "undefined" && options.body instanceof Blob)
      ? (options.body as BodyInit)
      : null;
  if (options.body instanceof Blob)
    headers["Content-Type"] = options.body.type || "application/octet-stream";
  else if (options.body !== undefined && !raw) headers["Content-Type"] = "application/json";
  const res = await sendConfirmed(
    () =>
      send(
        `${API_BASE}${call.path}${queryString(options.query)}`,
        {
          method: call.method,
          headers,
          body: options.body === undefined ? undefined : (raw ?? JSON.stringify(options.body)),
          signal: options.signal,
        },
        options.silent,
      ),
    options.silent,
  );

  if (!res.ok) throw await failure(res, options);
  // The API's JSON, typed by the caller (no body on 204: the caller asks for void).
  if (res.status === 204) return undefined as T;
  const text = await readText(res);
  try {
    return (text ? JSON.parse(text) : null) as T;
  } catch {
    // Every API answer is JSON: a 200 page of HTML (a proxy, a captive portal) is no record, no screen may read it as one.
    throw new ApiError(res.status, "invalid_response", MESSAGES.genericError);
  }
}

/** The body's text; a connection that drops while it comes is the French network error, not the browser's English TypeError. */
async function readText(res: Response): Promise<string> {
  try {
    return await res.text();
  } catch (err) {
    if (err instanceof Error && err.name === "AbortError") throw err;
    throw new NetworkError();
  }
}

async function readBody(res: Response): Promise<unknown> {
  const text = await readText(res);
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return text;
  }
}

/** The ApiError of a refused request, after the spec's 401 (back to /login) and 403 (notice, role refreshed). */
async function failure(res: Response, options: RequestOptions): Promise<ApiError> {
  const body = await readBody(res);
  const error = errorOf(body);
  // A proxy's HTML page or a bare status ("Bad Gateway") is not for the user: the French generic message instead.
  const failed = new ApiError(
    res.status,
    error?.code ?? String(res.status),
    error?.message ?? MESSAGES.genericError,
    error?.fields,
    body,
  );
  if (
    (res.status === 401 || isInvalidToken(error)) &&
    !options.allowUnauthorized &&
    !options.silent
  ) {
    expireSession();
  } else if (res.status === 403 && !options.silent && error?.code === CONFIRMATION_REQUISE) {
    // The confirmation was cancelled (sendConfirmed): the action was not done.
    notify.danger(MESSAGES.confirmationAnnulee);
  } else if (res.status === 403 && !options.silent) {
    // A session on a temporary password (« Changez votre mot de passe. ») or without the second factor the agency
    // requires: the server's message, and the user read again sends to the screen that settles it (route-view.tsx).
    notify.danger(
      error?.code === "password_change_required" || error?.code === "deux_facteurs_requis"
        ? failed.message
        : MESSAGES.forbidden,
    );
    refreshRole();
  }
  return failed;
}

/**
 * A declared route that answers a file (the backup archive, the zip of a selection: its JSON `body`), as a Blob,
 * with the 401 / 403 handling of `api`.
 */
export async function apiBlob(call: ApiCall, body?: unknown): Promise<Blob> {
  const init: RequestInit =
    body === undefined
      ? { method: call.method }
      : {
          method: call.method,
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify(body),
        };
  const res = await sendConfirmed(() => send(`${API_BASE}${call.path}`, init, false));
  if (!res.ok) throw await failure(res, {});
  try {
    return await res.blob();
  } catch (err) {
    if (err instanceof Error && err.name === "AbortError") throw err;
    throw new NetworkError();
  }
}

/** GET a stored file (its `url`, under /files) as a Blob: downloads need the Token header, so no plain <a href>. */
export async function getFile(path: string, signal?: AbortSignal): Promise<Blob> {
  const res = await send(path, { signal }, false);
  if (!res.ok) throw await failure(res, {});
  return res.blob();
}

/**
 * A declared API route that answers a file (the month's zip), read chunk by chunk so that `onProgress` can tell the
 * bytes received so far; errors as api() tells them.
 */
export async function apiFile(call: ApiCall, onProgress?: (bytes: number) => void): Promise<Blob> {
  const res = await sendConfirmed(() =>
    send(`${API_BASE}${call.path}`, { method: call.method }, false),
  );
  if (!res.ok) throw await failure(res, {});
  if (!res.body || !onProgress) return res.blob();
  const reader = res.body.getReader();
  const parts: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      parts.push(value as Uint8Array<ArrayBuffer>);
      onProgress((received += value.length));
    }
  } catch {
    throw new NetworkError();
  }
  return new Blob(parts, { type: res.headers.get("Content-Type") ?? "application/octet-stream" });
}

/**
 * A request sent by other means than fetch (an upload whose progress is followed, api/upload.ts): its Token header,
 * and its refusal handled as `api` handles one (401, 403, the French error).
 */
export const requestHeaders = authHeaders;
export const refusal = (res: Response) => failure(res, {});
export { readBody as answerBody };
