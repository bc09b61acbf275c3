import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { AppEnv } from "./env";
import { STATIC_PAGE_HEADERS } from "./csp";

// The headers of every API answer: what Hono's secureHeaders gives with our options (the static pages' HSTS and
// referrer policy, no framing, same-origin resources; api-headers.test.ts checks they stay equal), and Vary:
// Accept-Encoding (the Node entry compresses by it, Cloudflare too).
// Where they are set matters for speed. Hono's secureHeaders sets them on the finished answer, which on Node turns
// @hono/node-server's light Response into a full one; set before the handler (c.header), they still go through an
// undici Headers object, validated one by one. The Node entry therefore sets them on Node's own response before the
// app runs (`apiHeadersByHost`, node.ts): the app's answer, built with its content type alone, keeps the adapter's
// fast path (for /api/version, 20 % of the server's work). Elsewhere (the edge, the tests) the app sets them here.
export const API_HEADERS: Readonly<Record<string, string>> = {
  // An API answer is data, never a page: nothing in it may load or run, nor be framed.
  "Content-Security-Policy": "default-src 'none'; frame-ancestors 'none'",
  "Cross-Origin-Opener-Policy": "same-origin",
  "Cross-Origin-Resource-Policy": "same-origin",
  "Origin-Agent-Cluster": "?1",
  "Referrer-Policy": STATIC_PAGE_HEADERS["Referrer-Policy"],
  "Strict-Transport-Security": STATIC_PAGE_HEADERS["Strict-Transport-Security"],
  "X-Content-Type-Options": "nosniff",
  "X-DNS-Prefetch-Control": "off",
  "X-Download-Options": "noopen",
  "X-Frame-Options": "DENY",
  "X-Permitted-Cross-Domain-Policies": "none",
  "X-XSS-Protection": "0",
  Vary: "Accept-Encoding",
};
const ENTRIES = Object.entries(API_HEADERS);

/**
 * Every answer built by the handlers (c.json, c.body, c.text, the error handler's) carries API_HEADERS: set on the
 * context before they run (app.ts' first middleware), unless the host sets them itself.
 */
export function putApiHeaders(c: Context<AppEnv>) {
  if (!c.get("ports").apiHeadersByHost) for (const [name, value] of ENTRIES) c.header(name, value);
}

/** The Node entry's side: API_HEADERS on Node's response, merged into whatever the app's answer writes. */
export function setApiHeaders(res: { setHeader(name: string, value: string): unknown }) {
  for (const [name, value] of ENTRIES) res.setHeader(name, value);
}

/**
 * An answer's bytes (kept or just read) with these headers and no others of the handler's, or its 304 (`body`
 * null). Where the host sets API_HEADERS itself (Node), a Response of the plain object: Hono's c.body turns more than one header into a
 * Headers object, which @hono/node-server then turns back into Node's (a tenth of a cached record read's CPU, issue
 * 43). Elsewhere c.body, which adds what putApiHeaders prepared.
 */
export function plainAnswer(
  c: Context<AppEnv>,
  body: string | Uint8Array<ArrayBuffer> | null,
  headers: Record<string, string>,
): Response {
  const status = body === null ? 304 : 200;
  if (c.get("ports").apiHeadersByHost) return new Response(body, { status, headers });
  return body === null ? c.body(null, 304, headers) : c.body(body, 200, headers);
}

const utf8 = new TextEncoder();

/**
 * A JSON answer that declares its length (ADR 155). The Node entry's compression passes an answer shorter than its
 * threshold on unread when it says so (entry/api-compression.ts): with c.json it read the answer back to learn its
 * length, which turned @hono/node-server's light Response into a full one, its body into a stream, and that into a
 * copy (a twentieth of a payment's CPU). Built as plainAnswer builds the kept ones.
 */
export function jsonAnswer(c: Context<AppEnv>, value: unknown, status: ContentfulStatusCode) {
  const body = utf8.encode(JSON.stringify(value));
  const headers = {
    "Content-Type": "application/json; charset=UTF-8",
    "Content-Length": String(body.byteLength),
  };
  if (c.get("ports").apiHeadersByHost) return new Response(body, { status, headers });
  return c.body(body, status, headers);
}
