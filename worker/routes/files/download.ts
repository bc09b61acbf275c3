import { Hono } from "hono";
import type { AppEnv } from "../../lib/env";
import { ApiError, notFound } from "../../lib/errors";
import { requireAuth } from "../../auth/middleware";
import { downloadName } from "../../services/files/store";
import { introuvable } from "../../domain/labels";
import { createMiddleware } from "hono/factory";
import { lienValide } from "../../auth/espace/lien-fichier";
import { agenceIdOf } from "../../ports";
import { sessionDuLienSql } from "../../services/espace/lien-session";
import { avecGarde } from "../../auth/espace/middleware";
import { sansInvisibles } from "../../domain/archives/nom-archive";

/** RFC 6266 header that keeps accents in the original file name, without what no one sees (bidi, zero-width). */
export function contentDisposition(nom: string, inline = false) {
  const filename = sansInvisibles(nom);
  const ascii = filename.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  return `${inline ? "inline" : "attachment"}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

/**
 * Staff's login, or a space's signed link (issue 62, ADR 084: auth/espace/lien-fichier.ts) naming this very file: a
 * link whose signature does not hold (expired, altered, another file's) is a 403 that says to reopen the page.
 */
export const MSG_LIEN_EXPIRE =
  "Ce lien de téléchargement n'est plus valable : rouvrez la page pour en obtenir un nouveau.";

export const MSG_LIEN_FERME =
  "Ce lien n'est plus valable : la session ou l'accès à l'espace qui l'a obtenu a pris fin.";

const connecteOuLienSigne = createMiddleware<AppEnv>(async (c, next) => {
  const sig = c.req.query("sig");
  if (sig === undefined) return requireAuth(c, next);
  const { config, clock } = c.var.ports;
  const chemin = decodeURIComponent(new URL(c.req.url).pathname);
  const session = c.req.query("s");
  const now = clock.now();
  const s = { secret: config.jwtSecret, agence: agenceIdOf(config), now, session };
  if (!(await lienValide(chemin, c.req.query("exp"), sig, s)))
    throw new ApiError(403, "lien_expire", MSG_LIEN_EXPIRE);
  if (session === undefined) return next();
  // A space's link lives only while the session it was handed to and its access are open (issue 75): one read.
  return avecGarde(c.var.ports, sessionDuLienSql(session, now.toISOString()), next, (rows) => {
    if (!rows.length) throw new ApiError(403, "lien_expire", MSG_LIEN_FERME);
  });
});

/** GET /files/<key>: stored files and generated documents, for logged-in users (or a space's signed link) only. */
export const downloadRoutes = new Hono<AppEnv>().get("/*", connecteOuLienSigne, async (c) => {
  const { ports } = c.var;
  const key = decodeURIComponent(new URL(c.req.url).pathname).replace(/^\/+/, "");
  if (!key.startsWith("files/") || key.includes("..")) throw notFound(introuvable("Fichier"));
  // The name's first read is issued with the store's get: on the edge a space link's check rides with it (issue 75).
  const [stored, name] = await Promise.all([ports.files.get(key), downloadName(ports, key)]);
  if (!stored) throw notFound(introuvable("Fichier"));
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
