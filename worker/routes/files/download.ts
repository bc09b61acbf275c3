import { Hono } from "hono";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../../lib/env";
import { notFound } from "../../lib/errors";
import { requireAuth } from "../../auth/middleware";
import { downloadName } from "../../services/files/store";
import { introuvable } from "../../domain/labels";
import { lienValide } from "../../services/files/lien-signe";

/** RFC 6266 header that keeps accents in the original file name. */
export function contentDisposition(filename: string, inline = false) {
  const ascii = filename.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  return `${inline ? "inline" : "attachment"}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

const keyOf = (url: string) => decodeURIComponent(new URL(url).pathname).replace(/^\/+/, "");

/**
 * Staff's session, or a signed link of this very object (services/files/lien-signe.ts: the spaces' documents and
 * photos, issue 62): either opens it.
 */
const staffOuLienSigne = createMiddleware<AppEnv>(async (c, next) => {
  const signe = await lienValide(
    c.var.ports,
    keyOf(c.req.url),
    c.req.query("exp"),
    c.req.query("sig"),
  );
  return signe ? next() : requireAuth(c, next);
});

/** GET /files/<key>: stored files and generated documents, for logged-in users or a signed link. */
export const downloadRoutes = new Hono<AppEnv>().get("/*", staffOuLienSigne, async (c) => {
  const { ports } = c.var;
  const key = keyOf(c.req.url);
  if (!key.startsWith("files/") || key.includes("..")) throw notFound(introuvable("Fichier"));
  const stored = await ports.files.get(key);
  if (!stored) throw notFound(introuvable("Fichier"));
  const name = await downloadName(ports, key);
  const pdf = stored.contentType === "application/pdf";
  // c.body, not a Response of its own: the API's headers (lib/api-headers.ts) are the context's. A PDF opened
  // straight from its address runs in a sandbox (no script of its own, no origin): the API's CSP would block the
  // browser's viewer, `sandbox` alone lets it show the document and nothing more.
  return c.body(stored.body, 200, {
    ...(pdf ? { "Content-Security-Policy": "sandbox" } : {}),
    "Content-Type": stored.contentType,
    "Content-Length": String(stored.size),
    "Content-Disposition": contentDisposition(name, stored.contentType.startsWith("image/") || pdf),
    "Cache-Control": "private, max-age=300",
  });
});
