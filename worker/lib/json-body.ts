import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "./env";
import { tooLarge, unsupported } from "./errors";
import { isJson, isMultipartForm, parseMediaType } from "./media-type";
import { readLimited } from "./read-body";

const MSG_JSON_ONLY = "Le corps de la requête doit être envoyé en JSON (Content-Type: application/json).";
const MSG_UPLOAD = "Envoyez le fichier en multipart/form-data.";

/**
 * The API's bodies are JSON, 1 MB at most, read here once and counted while streaming; only the routes named by
 * `multipart` take a multipart/form-data body instead, which they read themselves under their own limits.
 * A request without a body (Content-Length 0, or neither Content-Length nor Transfer-Encoding and nothing in the
 * stream) passes untouched whatever its headers: the link calls (PUT …/owner/add/2) carry none.
 */
export function jsonBody(maxBytes: number, multipart: (method: string, path: string) => boolean): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const req = c.req.raw;
    // GET / HEAD bodies are never read by a route (and cannot be rebuilt into a Request).
    if (!req.body || req.method === "GET" || req.method === "HEAD") return next();
    const length = req.headers.get("content-length");
    const chunked = req.headers.has("transfer-encoding");
    if (length !== null && !chunked && Number(length) === 0) return next();
    const type = parseMediaType(req.headers.get("content-type"));
    const upload = multipart(req.method, c.req.path);
    if (upload && isMultipartForm(type)) return next();
    const refused = () => unsupported(upload ? MSG_UPLOAD : MSG_JSON_ONLY);
    const announced = chunked || Number(length) > 0;
    if (announced && !isJson(type)) {
      await req.body.cancel().catch(() => {});
      throw refused();
    }
    // Without Content-Length or Transfer-Encoding (HTTP/2, in-process requests) only reading tells an empty body.
    const bytes = await readLimited(req, maxBytes, () => tooLarge("La requête est trop volumineuse (1 Mo au plus)."));
    if (bytes.byteLength > 0 && !isJson(type)) throw refused();
    // The routes read the buffered copy (c.req.json() and the validators go through c.req.raw).
    c.req.raw = new Request(req, { body: bytes as BodyInit });
    return next();
  };
}
