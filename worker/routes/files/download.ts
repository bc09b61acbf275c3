import { Hono } from "hono";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../../lib/env";
import { ApiError, notFound } from "../../lib/errors";
import { requireAuth } from "../../auth/middleware";
import { downloadName } from "../../services/files/store";
import { introuvable } from "../../domain/labels";
import { lienValide } from "../../auth/lien-signe";
import { agenceIdOf } from "../../ports";

/** RFC 6266 header that keeps accents in the original file name. */
export function contentDisposition(filename: string, inline = false) {
  const ascii = filename.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  return `${inline ? "inline" : "attachment"}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

export const MSG_LIEN_EXPIRE =
  "Ce lien de téléchargement n'est plus valable : rouvrez la page pour en obtenir un nouveau.";

const cleDe = (url: string) => decodeURIComponent(new URL(url).pathname).replace(/^\/+/, "");

/**
 * Staff's session, or a signed link to this very file (auth/lien-signe.ts: what the spaces are handed, issue 62).
 * A link whose token does not open this key (another file's, expired, tampered) is a 403 that says what to do.
 */
const sessionOuLienSigne = createMiddleware<AppEnv>(async (c, next) => {
  const jeton = c.req.query("jeton");
  if (jeton === undefined) return requireAuth(c, next);
  const { config, clock } = c.get("ports");
  if (
    !(await lienValide(cleDe(c.req.url), jeton, config.jwtSecret, agenceIdOf(config), clock.now()))
  )
    throw new ApiError(403, "lien_expire", MSG_LIEN_EXPIRE);
  await next();
});

/** GET /files/<key>: stored files and generated documents, for logged-in users or through a signed link. */
export const downloadRoutes = new Hono<AppEnv>().get("/*", sessionOuLienSigne, async (c) => {
  const { ports } = c.var;
  const key = cleDe(c.req.url);
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
