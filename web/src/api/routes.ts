// Every API route the web calls, declared once. The HTTP client (client.ts) takes only calls built here by `route`,
// so a call missing from this table does not compile, and tests/api/web-routes.test.ts checks that the server
// registers each route of the table: a button calling a route the server lacks fails a test, not a user.
// No imports: the API tests load this file as it is.

/** The resources of the generic CRUD (worker/services/resources): list, read, create, update, delete. */
export const RESOURCE_NAMES = [
  "Client",
  "Appartement",
  "Locataire",
  "Mission",
  "Dossier",
  "Variable",
  "Quitance",
  "Accompte",
  "Intendance",
  "Equipement",
  "Image",
  "Caution",
  "EtatLieux",
  "Fichier",
  "User",
] as const;
export type ResourceName = (typeof RESOURCE_NAMES)[number];

/** The links the web makes and undoes: PUT /{Parent}/{id}/{link}/add|remove/{childId}, DELETE .../remove/... */
export const RELATION_LINKS = {
  Appartement: ["owner", "equipement", "image", "fichier"],
  Client: ["fichier"],
  Locataire: ["fichier"],
  Dossier: ["caution"],
  Mission: ["client", "appartement", "accompte"],
} as const;
export type LinkParent = keyof typeof RELATION_LINKS;
export type LinkName<P extends LinkParent = LinkParent> = (typeof RELATION_LINKS)[P][number];

/** "METHOD /path" under /api, with the server's `:param` syntax. */
export const API_ROUTES = [
  "GET /version",
  "POST /user/login",
  "GET /user/me",
  "POST /user/setPassword",
  "POST /user/register",
  "POST /user/:email/resetPassword",
  "GET /:resource",
  "GET /:resource/:id",
  "POST /:resource",
  "PUT /:resource/:id",
  "DELETE /:resource/:id",
  "PUT /:parent/:id/:link/add/:childId",
  "PUT /:parent/:id/:link/remove/:childId",
  "DELETE /:parent/:id/:link/remove/:childId",
  "GET /Quitance/validation/:state/:uuid",
  "POST /Quitance/validation/:state/:uuid",
  "PUT /Appartement/:id/tenant/add/:tenantId",
  "DELETE /Appartement/:id/tenant/remove/:tenantId",
  "POST /Quitance/generate/:dossierId",
  "POST /Quitance/generate/manual/:dossierId",
  "GET /Quitance/:id/generate",
  "GET /Quitance/:appartementId/generate/:year",
  "GET /Quitance/byDate/:period",
  "GET /Quitance/byYear/:year",
  "GET /Quitance/switchState/:state/:id",
  "GET /Quitance/downloadMonth/:year/:month",
  "POST /Quitance/:id/relance",
  "GET /Outbox",
  "POST /Outbox/:id/resend",
  "GET /search",
  // A dossier's entry or exit inventory (spec 7): api/etats-lieux.ts.
  "PUT /Dossier/:id/etatIn/set",
  "PUT /Dossier/:id/etatOut/set",
  // Paramètres > Sauvegarde: the archive, and its restore into an empty instance (api/backup.ts).
  "GET /sauvegarde",
  "POST /sauvegarde/restaurer",
  // Generated documents (spec 7): api/documents.ts.
  "GET /Dossier/:id/contratLocation/generate",
  "GET /Dossier/:id/etatIn/generate",
  "GET /Dossier/:id/etatOut/generate",
  "GET /Dossier/:id/etiquetteLocataire/generate",
  "GET /Dossier/etiquetteCaution/:id/generate",
  "GET /Dossier/:id/acteCautionnement/:cautionId/generate",
  "GET /Dossier/inventaireMobilier/:id/generate",
  "GET /Mission/:id/ordreMission/generate",
  "GET /Appartement/:id/ordreMissionIntendance/:intendanceId/generate",
  // The tenant's account (issue 20): the statement (default period: from the first entry to today) and the notice.
  "GET /Dossier/:id/releveCompte/generate",
  "GET /Dossier/:id/miseEnDemeure/generate",
  // Paramètres > Relances: the reminder stages' days (api/relances.ts).
  "GET /relances/config",
  "PUT /relances/config",
  "POST /Intendance/:id/renouveler",
  // The tenant's account of a dossier (features/compte): payments, their reversal, the account's lines.
  "GET /Dossier/:id/compte",
  "POST /Dossier/:id/paiements",
  "POST /Paiement/:id/annuler",
  "GET /dashboard",
] as const;
export type ApiRoute = (typeof API_ROUTES)[number];

type Method = "GET" | "POST" | "PUT" | "DELETE";
const METHODS: readonly Method[] = ["GET", "POST", "PUT", "DELETE"];
type PathOf<R> = R extends `${Method} ${infer P}` ? P : never;
type NamesIn<P> = P extends `${string}:${infer N}/${infer Rest}`
  ? N | NamesIn<`/${Rest}`>
  : P extends `${string}:${infer N}`
    ? N
    : never;
type ParamNames<R> = NamesIn<PathOf<R>>;
type Id = string | number;
/** A link route's parent and link, named together: only the links RELATION_LINKS declares for that parent. */
type LinkTarget<P extends LinkParent> = { parent: P; link: LinkName<P> };
/** The values of a route's named segments. */
export type RouteParams<R extends ApiRoute, P extends LinkParent = LinkParent> = {
  [N in Exclude<ParamNames<R>, "parent" | "link">]: N extends "resource" ? ResourceName : Id;
} & ("parent" extends ParamNames<R> ? LinkTarget<P> : unknown);

const brand: unique symbol = Symbol("ApiCall");
/** A request the web may send: built by `route` only, from a declared route. */
export interface ApiCall {
  readonly method: Method;
  /** Under /api, segments encoded. */
  readonly path: string;
  readonly [brand]: true;
}

/** The same call with a query string (`?du=2026-01-01&au=2026-11-23`); empty values are left out. */
export function withQuery(
  call: ApiCall,
  query: Record<string, string | null | undefined>,
): ApiCall {
  const qs = new URLSearchParams(
    Object.entries(query).filter((e): e is [string, string] => !!e[1]),
  ).toString();
  return qs ? { ...call, path: `${call.path.split("?")[0]}?${qs}` } : call;
}

/** The call of a declared route with its segments: route("GET /:resource/:id", { resource: "Client", id: 3 }). */
export function route<R extends ApiRoute, P extends LinkParent = LinkParent>(
  r: R,
  ...params: ParamNames<R> extends never ? [] : [RouteParams<R, P>]
): ApiCall;
export function route(r: ApiRoute, params: Record<string, Id> = {}): ApiCall {
  const method = METHODS.find((m) => r.startsWith(`${m} `)) ?? "GET";
  const path = r
    .slice(method.length + 1)
    .replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params[name])));
  return { method, path, [brand]: true };
}
