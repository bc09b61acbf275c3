import { expect } from "vitest";
import { decodeJwt } from "jose";
import { moneyMove, type TestApp } from "./test-app";

export const MSG_FORBIDDEN = "Vous n'avez pas les droits suffisants pour effectuer cette action.";
export const MSG_LOGIN_FAILED = "Impossible de vous connecter. Vérifiez vos identifiants";
export const MSG_PASSWORD_SHORT = "Votre mot de passe doit contenir au moins 6 caractères.";

type Res = { status: number; body: any };

/** Asserts the error shape of DESIGN.md section 3: { error: { code, message, fields? } } with a French message. */
export function expectError(r: Res, status: number) {
  expect(r.status, JSON.stringify(r.body)).toBe(status);
  expect(r.body?.error, JSON.stringify(r.body)).toBeTruthy();
  expect(typeof r.body.error.code).toBe("string");
  expect(typeof r.body.error.message).toBe("string");
  expect(r.body.error.message.length).toBeGreaterThan(0);
  expect(JSON.stringify(r.body)).not.toMatch(/at .+\.(ts|js):\d+/); // never a stack trace
}

/** A 400 whose fields[field] carries a French message (non-empty, not zod's English default). */
export function expectFieldError(r: Res, field: string) {
  expectError(r, 400);
  const msg = r.body.error.fields?.[field];
  expect(msg, `fields.${field} in ${JSON.stringify(r.body.error)}`).toBeTypeOf("string");
  expect(msg).not.toMatch(/^(Invalid|Required|Expected)/);
  return msg as string;
}

/** The payload of a JWT, without verifying it. */
export const jwtPayload = (token: string) =>
  decodeJwt(token) as { sub?: string; exp: number; iat: number; e?: number; sid?: string };

/** POST /api/user/login as a raw request (no Token header). */
export const login = (t: TestApp, email: string, password: string, remember = false) =>
  t.call("POST", "/api/user/login", null, { credentials: { email, password }, remember });

/** Calls with an arbitrary token (a login's result, a tampered one...). */
export async function callWithToken(
  t: TestApp,
  token: string,
  method: string,
  path: string,
  body?: unknown,
) {
  const headers: Record<string, string> = { Authorization: `Token ${token}` };
  if (body !== undefined) headers["Content-Type"] = "application/json";
  const res = await t.app.request(path, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  let json: any = text;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    /* keep text */
  }
  return { status: res.status, body: json, headers: res.headers };
}

/** A raw request with a hand-written body (malformed JSON and the like). */
export async function rawCall(
  t: TestApp,
  method: string,
  path: string,
  body: string,
  contentType = "application/json",
) {
  const res = await t.app.request(path, {
    method,
    headers: { Authorization: `Token ${t.tokens.admin}`, "Content-Type": contentType },
    body,
  });
  const text = await res.text();
  let json: any = text;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    /* keep text */
  }
  return { status: res.status, body: json, headers: res.headers };
}

// Smallest valid PNG (1x1), and a multipart form builder.
export const PNG = Uint8Array.from(
  atob(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  ),
  (c) => c.charCodeAt(0),
);
export const PDF = new TextEncoder().encode(
  "%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
);

export function form(
  fields: Record<string, string | { bytes: Uint8Array; name: string; type?: string }>,
) {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) {
    if (typeof v === "string") f.append(k, v);
    else
      f.append(
        k,
        new File([v.bytes as BlobPart], v.name, { type: v.type ?? "application/octet-stream" }),
      );
  }
  return f;
}

/** Fetches a path as bytes with the role's token. */
export async function download(
  t: TestApp,
  path: string,
  role: "admin" | "user" | "user_delete" | null = "admin",
) {
  const headers: Record<string, string> = role ? { Authorization: `Token ${t.tokens[role]}` } : {};
  // A download that moves money (a SEPA file, the FEC, a backup; issue 59): the role has just confirmed.
  if (role && moneyMove("GET", path, undefined)) await t.confirm(role);
  const res = await t.app.request(path, { headers });
  return {
    status: res.status,
    bytes: new Uint8Array(await res.arrayBuffer()),
    headers: res.headers,
  };
}
