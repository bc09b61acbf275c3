import { matchRoute, useLocation, useRouter } from "wouter";
import { notFoundRoute, routes } from "./routes";
import type { AppRoute, RouteParams } from "./route-types";

export function useCurrentRoute(): { route: AppRoute; params: RouteParams; location: string } {
  const [location] = useLocation();
  const { parser } = useRouter();
  for (const route of routes) {
    const [matched, params] = matchRoute(parser, route.path, location);
    if (matched) return { route, params: (params ?? {}) as RouteParams, location };
  }
  return { route: notFoundRoute, params: {}, location };
}

/** The menu entry to highlight: the longest href that prefixes the location. */
export function activeHref(location: string, hrefs: string[]): string | undefined {
  const loc = location.endsWith("/") ? location : `${location}/`;
  let best: string | undefined;
  for (const href of hrefs) {
    const h = href.endsWith("/") ? href : `${href}/`;
    const hit = href === "/" ? location === "/" : loc.startsWith(h);
    if (hit && (!best || h.length > best.length)) best = href;
  }
  return best;
}
