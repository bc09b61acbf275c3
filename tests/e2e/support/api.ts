import type { E2EServer } from "./server";

/** Seeding through the real HTTP API (what the browser tests build on). */
export type Role = "admin" | "user" | "user_delete" | "comptable";
export interface ApiResult<T = any> {
  status: number;
  body: T;
}

export async function apiCall<T = any>(
  server: E2EServer,
  token: string | null,
  method: string,
  path: string,
  body?: unknown,
): Promise<ApiResult<T>> {
  const headers: Record<string, string> = { Accept: "application/json" };
  if (token) headers.Authorization = `Token ${token}`;
  if (body !== undefined) headers["Content-Type"] = "application/json";
  const res = await fetch(`${server.url}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  let json: any = text;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    /* keep the text */
  }
  return { status: res.status, body: json as T };
}

/** Same as apiCall but throws on a non-2xx answer. */
export async function apiOk<T = any>(
  server: E2EServer,
  token: string | null,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  const r = await apiCall<T>(server, token, method, path, body);
  if (r.status < 200 || r.status >= 300)
    throw new Error(`${method} ${path} -> ${r.status} ${JSON.stringify(r.body)}`);
  return r.body;
}

/** POST /api/user/login -> the token. */
export async function apiLogin(
  server: E2EServer,
  email: string,
  password: string,
): Promise<string> {
  const body = await apiOk<{ user: { token: string } }>(server, null, "POST", "/api/user/login", {
    credentials: { email, password },
    remember: false,
  });
  return body.user.token;
}

export interface SeededUser {
  id: number;
  email: string;
  password: string;
  role: Role;
}

/**
 * A staff account ready to log in: registered by the admin, then its temporary password replaced by `password`
 * (so the browser is not sent to /setPassword).
 */
export async function seedUser(
  server: E2EServer,
  adminToken: string,
  email: string,
  role: Exclude<Role, "admin">,
  password = "motdepasse-e2e",
): Promise<SeededUser> {
  const created = await apiOk<{ id: number; temporaryPassword: string }>(
    server,
    adminToken,
    "POST",
    "/api/user/register",
    { email, role },
  );
  const token = await apiLogin(server, email, created.temporaryPassword);
  await apiOk(server, token, "POST", "/api/user/setPassword", { password });
  return { id: created.id, email, password, role };
}

/** A client (spec 5: nom, prenom and the three *Defaut fields are required; the latter default here). */
export async function seedClient(
  server: E2EServer,
  token: string,
  values: Record<string, unknown>,
): Promise<{ id: number } & Record<string, unknown>> {
  return apiOk(server, token, "POST", "/api/Client", {
    adresseDefaut: "adresse",
    mailDefaut: "mailPerso",
    telDefaut: "mobilePerso",
    ...values,
  });
}

/**
 * POST /api/user/confirmer (issue 59): the token's session confirms with its password, so that its money moves
 * (an IBAN, the trust account, a batch's validation or SEPA file, the FEC, a backup) go through for five minutes.
 */
export async function apiConfirm(server: E2EServer, token: string, password: string) {
  await apiOk(server, token, "POST", "/api/user/confirmer", { password });
}
