// Every API route the web calls comes from the API's contract (worker/domain/contract, ADR 014), where the server
// registers its handlers and the OpenAPI document lists them: a call missing from the contract does not compile.
// The HTTP client (client.ts) takes only calls built here by `route`.
import type { LinkName, LinkParent, NamedRoute, ResourceName } from "@worker/domain/contract";

export type { LinkName, LinkParent };

/**
 * The forms the shared screens call with a resource's or a link's name (DataTable, RecordScreen, the Fichiers tab);
 * the contract spells each one out per resource (GET /Client/{id}, ...).
 */
type GenericRoute =
  | "GET /:resource"
  | "GET /:resource/:id"
  | "POST /:resource"
  | "PUT /:resource/:id"
  | "DELETE /:resource/:id"
  | "PUT /:parent/:id/:link/add/:childId"
  | "PUT /:parent/:id/:link/remove/:childId"
  | "DELETE /:parent/:id/:link/remove/:childId";
export type ApiRoute = NamedRoute | GenericRoute;

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
const METHODS: readonly Method[] = ["GET", "POST", "PUT", "PATCH", "DELETE"];
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
