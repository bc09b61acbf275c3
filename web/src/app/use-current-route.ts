import { matchRoute, useLocation, useRouter } from "wouter";
import { notFoundRoute, routes } from "./routes";
import type { Role } from "@/api/types";
import { canAccess, type AppRoute, type RouteParams } from "./route-types";

export function useCurrentRoute(): { route: AppRoute; params: RouteParams; location: string } {
  const [location] = useLocation();
  const { parser } = useRouter();
  for (const route of routes) {
    const [matched, params] = matchRoute(parser, route.path, location);
    if (matched) return { route, params: params ?? {}, location };
  }
  return { route: notFoundRoute, params: {}, location };
}

/** Whether `role` may open `path` (a known route its access allows), handed to the login page by the shell. */
export function useRouteAccess() {
  const { parser } = useRouter();
  return (path: string, role: Role) => {
    const pathname = path.split("?")[0]!;
    const route = routes.find((r) => matchRoute(parser, r.path, pathname)[0]);
    return !!route && route.access !== "guest" && canAccess(route.access, role);
  };
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
