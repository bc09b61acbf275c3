import { Hono, type Context } from "hono";
import { HTTPException } from "hono/http-exception";
import { putApiHeaders } from "./lib/api-headers";
import type { AppEnv } from "./lib/env";
import { clearResponseCaches, type Ports } from "./ports";
import { ApiError, BUSY_RETRY_AFTER_S, RateLimited } from "./lib/errors";
import { fieldOf, messagesOf } from "./lib/error-fields";
import { faultError, guardedStore } from "./lib/faults";
import { jsonBody, type RawBody } from "./lib/json-body";
import { BACKUP_MAX_BYTES, MSG as BACKUP_MSG } from "./services/backup/format";
import { requireAuth } from "./auth/middleware";
import { espaceFinRoutes } from "./routes/espace/fin";
import { refuseControlInPath } from "./lib/control-chars";
import { downloadRoutes } from "./routes/files/download";
import { operation } from "./routes/operation";
import {
  RESSOURCES_A_COPIES_SIGNEES,
  TABLE_PUBLICS,
  TABLE_PERSONNEL,
} from "./routes/groupes/table";
import { groupesALaDemande } from "./routes/groupes/a-la-demande";
import { documentationRoutes } from "./routes/openapi/routes";
import { triggerRefusal } from "./domain/archives/messages";
import { refusExerciceClos } from "./domain/exercices/messages";

// PUT /{Resource}/{id} of the resources that declare signed copies (ResourceDef.signedFiles), read from the data
// (the Node build's table: the resources' definitions load with staff's routes, ADR 149).
const SIGNED_PUT = new RegExp(`^/api/(${RESSOURCES_A_COPIES_SIGNEES.join("|")})/[0-9]+$`);

// The routes whose body is not JSON (lib/json-body.ts): the uploads (POST /Fichier, POST /Image, PUT /Fichier/{id},
// and PUT /{Resource}/{id} of the resources with signed copies, which also take JSON), the commune list's and a bank
// statement's imports, a portfolio's import (issue 61), the works' quotes and invoices (issue 76, the supplier's space
// too), the CAF's detail as the portal's CSV (issue 77, JSON too), and the backup's restore.
const UPLOAD: RawBody = {
  type: "multipart/form-data",
  message: "Envoyez le fichier en multipart/form-data.",
};
const RAW_BODIES: [method: string, path: RegExp, body: RawBody][] = [
  ["POST", /^\/api\/(Fichier|Image)$/, UPLOAD],
  ["PUT", /^\/api\/Fichier\/[0-9]+$/, UPLOAD],
  ["PUT", SIGNED_PUT, UPLOAD],
  ["POST", /^\/api\/referentiels\/communes$/, UPLOAD],
  ["POST", /^\/api\/banque\/releves$/, UPLOAD],
  ["POST", /^\/api\/imports$/, UPLOAD],
  ["POST", /^\/api\/Intervention\/[0-9]+\/facture$/, UPLOAD],
  ["POST", /^\/api\/espace\/locataire\/(assurance|demandes)$/, UPLOAD],
  ["POST", /^\/api\/Intervention\/[0-9]+\/devis$/, UPLOAD],
  ["POST", /^\/api\/aidesLogement\/versements$/, UPLOAD],
  // Issue 76 item 6: the supplier's quote, photos and invoice from its space.
  ["POST", /^\/api\/espace\/fournisseur\/interventions\/[0-9]+\/(devis|photos|facture)$/, UPLOAD],
  [
    "POST",
    /^\/api\/sauvegarde\/restaurer$/,
    { type: "application/zip", message: BACKUP_MSG.type, maxBytes: BACKUP_MAX_BYTES },
  ],
];
const rawBodyOf = (method: string, path: string) =>
  RAW_BODIES.find(([m, p]) => m === method && p.test(path))?.[2] ?? null;

// The ports as the routes see them: the host's file store behind guardedStore (its failures a French 503 / 507).
// Built once per ports object (the edge's are per request), again if the host swaps its store.
const guardedPorts = new WeakMap<Ports, { files: Ports["files"]; ports: Ports }>();
function withGuardedStore(p: Ports): Ports {
  const known = guardedPorts.get(p);
  if (known?.files === p.files) return known.ports;
  const ports = { ...p, files: guardedStore(p.files) };
  guardedPorts.set(p, { files: p.files, ports });
  return ports;
}

// Staff's and the spaces' route modules, one module loaded on demand (routes/groupes/liste.ts, ADR 149).
const groupes = () => import("./routes/groupes/liste");

const errorBody = (code: string, message: string, fields?: Record<string, string>) => ({
  error: { code, message, ...(fields ? { fields } : {}) },
});

/**
 * The whole HTTP API, independent of its host: both entries build the ports and call this. `ports` may be a
 * function of the request: the edge builds them per request (a libSQL client must not be shared between requests)
 * while keeping one router per isolate.
 */
export function createApp(ports: Ports | ((req: Request, env: unknown) => Ports)) {
  const given = typeof ports === "function" ? ports : () => ports;
  const portsOf = (req: Request, env: unknown) => withGuardedStore(given(req, env));
  const app = new Hono<AppEnv>();
  // What every request goes through first, in one middleware (each one more is a closure, a promise and the
  // router's work on every request): its ports and address, the API's headers, the control characters' check.
  app.use("*", async (c, next) => {
    const p = portsOf(c.req.raw, c.env);
    c.set("ports", p);
    c.set("ip", p.clientAddress?.(c.req.raw, c.env) ?? "inconnue");
    // The same HSTS and referrer policy as the static pages (worker/lib/csp.ts); an API answer is never framed.
    putApiHeaders(c);
    // A control character anywhere in the path or query is a 400, before any route or store sees it.
    refuseControlInPath(c.req.url);
    await next();
    // Any write may change any answer (flags and relations read other tables): drop every cached one, whatever the outcome.
    if (c.req.method !== "GET" && c.req.method !== "HEAD") clearResponseCaches(p);
  });

  const api = new Hono<AppEnv>();
  // Bodies are JSON (1 MB at most), except the multipart uploads, read by their routes under their own limits.
  api.use("*", jsonBody(1024 * 1024, rawBodyOf));
  // Every route is registered by its key in the API's contract (routes/operation.ts): public ones first, then the
  // rest behind the login. Order matters where two routes share a path (PUT /Fichier/{id}: upload, then rename).
  const secured = new Hono<AppEnv>();
  operation(api, "GET /version", (c) => c.json({ version: c.get("ports").config.version }));
  documentationRoutes(api);
  // The other routes by groups, in their order (routes/groupes/liste.ts): registered from the build's table, their
  // modules loaded with the first request to one of them (ADR 149). The public ones, then staff's behind the login.
  groupesALaDemande(api, () => groupes().then((m) => m.GROUPES_PUBLICS), TABLE_PUBLICS);
  espaceFinRoutes(api);
  api.use("*", requireAuth);
  groupesALaDemande(secured, () => groupes().then((m) => m.GROUPES_PERSONNEL), TABLE_PERSONNEL);
  api.route("/", secured);

  app.route("/api", api);
  app.route("/files", downloadRoutes);

  app.notFound((c) => c.json(errorBody("not_found", "Ressource introuvable."), 404));
  const logError = (c: Context<AppEnv>, err: unknown) => {
    const requestId = crypto.randomUUID();
    const log = c.get("ports")?.log ?? ((m: string, e?: unknown) => console.error(m, e));
    log(`[${requestId}] ${c.req.method} ${c.req.path}`, err);
    return requestId;
  };
  app.onError((error, c) => {
    // A failing database, file store or disk: 503 (try again) or 507, logged for the operator, never its details.
    const err = error instanceof ApiError ? error : (faultError(error) ?? error);
    if (err instanceof ApiError) {
      if (err instanceof RateLimited) c.header("Retry-After", String(err.retryAfter));
      if (err.status >= 500) {
        logError(c, err.cause ?? err);
        if (err.status === 503)
          c.header("Retry-After", String(err.code === "busy" ? BUSY_RETRY_AFTER_S : 5));
      }
      return c.json(errorBody(err.code, err.message, err.fields), err.status);
    }
    // Only decodeURI* throws URIError: a path with malformed percent-encoding (/files/%, a parameter decoded twice)
    // names nothing that exists.
    if (err instanceof URIError)
      return c.json(errorBody("not_found", "Ressource introuvable."), 404);
    if (err instanceof HTTPException) {
      const status = err.status;
      // Hono's own errors (e.g. "Malformed JSON in request body") are English: answer in French.
      return c.json(
        errorBody(
          status === 413 ? "too_large" : "http_error",
          status === 413
            ? "La requête est trop volumineuse."
            : "Requête invalide : le corps de la requête est illisible.",
        ),
        status,
      );
    }
    const text =
      String(fieldOf(err, "message") ?? "") +
      String(fieldOf(fieldOf(err, "cause"), "message") ?? "");
    // A write dated in a closed year, refused by the database (ADR 067): « L'exercice 2025 est clos. »
    const clos = refusExerciceClos(messagesOf(err));
    if (clos) return c.json(errorBody("exercice_clos", clos), 409);
    // A guard trigger's refusal (ADR 038: money history, an invoiced line) says in French why: a 409, never a 500.
    const guard = triggerRefusal(text);
    if (guard) return c.json(errorBody("conflict", guard), 409);
    if (/UNIQUE constraint failed/i.test(text))
      return c.json(errorBody("conflict", "Cet élément existe déjà."), 409);
    if (/FOREIGN KEY constraint failed/i.test(text))
      return c.json(
        errorBody(
          "conflict",
          "Cet élément est lié à d'autres données : supprimez ou modifiez-les d'abord.",
        ),
        409,
      );
    return c.json(
      errorBody("internal", `Une erreur interne est survenue (référence ${logError(c, err)}).`),
      500,
    );
  });
  return app;
}
