import type { HonoRequest, MiddlewareHandler } from "hono";
import type { AppEnv } from "./env";
import { tooLarge, unsupported } from "./errors";
import { isJson, isMultipartForm, parseMediaType, type MediaType } from "./media-type";
import { discardBody, drainable } from "./discard-body";
import { readChunksLimited, readLimited } from "./read-body";
import { checkJsonBody } from "./control-chars";

const MSG_JSON_ONLY =
  "Le corps de la requête doit être envoyé en JSON (Content-Type: application/json).";

/**
 * A route whose body is not JSON: the type it takes instead, the message when another comes, and, for a body the
 * route streams (a backup archive), the size past which it is cut with a 413. A multipart route reads its form
 * itself, under its own limits.
 */
export interface RawBody {
  type: "multipart/form-data" | "application/zip";
  message: string;
  maxBytes?: number;
}

const accepts = (type: MediaType | null, raw: RawBody) =>
  raw.type === "multipart/form-data" ? isMultipartForm(type) : type?.essence === raw.type;

/** The body as a stream that fails with `tooBig` once more than `max` bytes have come through. */
export function counted(body: ReadableStream<Uint8Array>, max: number, tooBig: () => Error) {
  let size = 0;
  return body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        if ((size += chunk.byteLength) > max) controller.error(tooBig());
        else controller.enqueue(chunk);
      },
    }),
  );
}

/**
 * Hands Hono's request its body as text already read: c.req.json() and c.req.text() answer from its `bodyCache`, a
 * promise per kind at run time (Hono's type names the Body methods instead, hence Object.assign).
 */
function cacheText(req: HonoRequest, text: string) {
  Object.assign(req.bodyCache, { text: Promise.resolve(text) });
}

/**
 * The API's bodies are JSON, 1 MB at most, read here once and counted while streaming; only the routes `rawBodyOf`
 * names take another type (RawBody). A request without a body (Content-Length 0, or neither Content-Length nor
 * Transfer-Encoding and nothing in the stream) passes untouched whatever its headers: the link calls
 * (PUT …/owner/add/2) carry none.
 */
export function jsonBody(
  maxBytes: number,
  rawBodyOf: (method: string, path: string) => RawBody | null,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    // GET / HEAD bodies are never read by a route (and cannot be rebuilt into a Request). The method is read first:
    // on Node, touching `body` makes the adapter build a full Request (~0.1 ms a request).
    const method = c.req.method;
    if (method === "GET" || method === "HEAD") return next();
    const req = c.req.raw;
    // The host's own chunks when it has them (Node): `req.body` would build the Request's web stream.
    const chunks = c.get("ports").requestChunks?.(c.env);
    if (!chunks && !req.body) return next();
    const length = req.headers.get("content-length");
    const chunked = req.headers.has("transfer-encoding");
    if (length !== null && !chunked && Number(length) === 0) return next();
    const type = parseMediaType(req.headers.get("content-type"));
    const raw = rawBodyOf(req.method, c.req.path);
    if (raw && accepts(type, raw)) {
      if (!req.body) return next();
      const tooBig = () =>
        tooLarge(
          `La requête est trop volumineuse (${Math.round((raw.maxBytes ?? 0) / 1024 ** 2)} Mo au plus).`,
        );
      if (raw.maxBytes !== undefined && Number(length) > raw.maxBytes) {
        await discardBody(req.body, { declared: Number(length) });
        throw tooBig();
      }
      // The route reads this body itself, or refuses it first: whatever it leaves is read before the answer
      // (lib/discard-body.ts), so the connection can carry the next request.
      const body = drainable(
        req.body,
        undefined,
        length === null || chunked ? null : Number(length),
      );
      // A streamed body needs `duplex` (fetch's spec), which the DOM types of RequestInit lack.
      const init: RequestInit & { duplex: "half" } = {
        body: raw.maxBytes === undefined ? body.stream : counted(body.stream, raw.maxBytes, tooBig),
        duplex: "half",
      };
      c.req.raw = new Request(req, init);
      try {
        return await next();
      } finally {
        // An unauthenticated body (401, before the route) is not read at all: cancelled, its connection may go.
        await body.settle(c.res.status === 401 ? 0 : undefined);
      }
    }
    const refused = () => unsupported(raw ? raw.message : MSG_JSON_ONLY);
    const announced = chunked || Number(length) > 0;
    if (announced && !isJson(type)) {
      await discardBody(req.body, { declared: Number(length) });
      throw refused();
    }
    // Without Content-Length or Transfer-Encoding (HTTP/2, in-process requests) only reading tells an empty body.
    const tooBig = () => tooLarge("La requête est trop volumineuse (1 Mo au plus).");
    const bytes = chunks
      ? await readChunksLimited(chunks, maxBytes, tooBig, Number(length ?? 0))
      : await readLimited(req, maxBytes, tooBig);
    if (bytes.byteLength > 0 && !isJson(type)) throw refused();
    if (bytes.byteLength > 0) checkJsonBody(bytes);
    // The routes read the buffered copy through c.req (readJson: c.req.json()). Read from the host's chunks, it is
    // handed to Hono's body cache as text (a new Request and its stream were a POST's largest cost on Node); else
    // c.req.raw becomes a Request of these bytes, which the edge answers again from when its session guess was stale.
    if (chunks) cacheText(c.req, new TextDecoder().decode(bytes));
    else c.req.raw = new Request(req, { body: bytes });
    return next();
  };
}
