import { describe, expect, it } from "vitest";
import { createApp } from "../../worker/app";
import { API_ROUTES, RELATION_LINKS, RESOURCE_NAMES } from "../../web/src/api/routes";

// The web declares every API route it calls in web/src/api/routes.ts (its HTTP client takes nothing else): each one
// must be a route the server registers, or the button that calls it answers a user with a 404.

const app = createApp({
  config: { jwtSecret: "x".repeat(32), version: "0", publicUrl: "", contactEmail: "" },
} as never);

/** A Hono path as a RegExp: ":name{pattern}", ":name" (one segment), "*" (the rest). */
const toRegExp = (path: string) =>
  new RegExp(
    `^${path
      .split("/")
      .map((seg) => {
        const param = /^:\w+(?:\{(.+)\})?$/.exec(seg);
        if (param) return `(?:${param[1] ?? "[^/]+"})`;
        return seg === "*" ? ".*" : seg.replace(/[.+?^${}()|[\]\\]/g, "\\$&");
      })
      .join("/")}$`,
  );
const SERVER = app.routes
  .filter((r) => r.method !== "ALL")
  .map((r) => ({ method: r.method, path: r.path, re: toRegExp(r.path) }));

/** What each named segment of a web route stands for; :resource and :parent/:link are expanded below. */
const SAMPLES: Record<string, string> = {
  id: "12",
  childId: "34",
  tenantId: "34",
  cautionId: "34",
  intendanceId: "34",
  email: "agent%40agence.fr",
  state: "true",
  uuid: "2f1b8c1e-9d4a-4a59-9b1e-0c6f3a7d2e55",
  year: "2026",
  dossierId: "7",
  appartementId: "5",
  period: "11-2026",
  month: "11",
};

/** The concrete requests a web route can make: one per resource, or per declared link, the other segments sampled. */
function requestsOf(route: string): string[] {
  const [method, pattern] = route.split(" ") as [string, string];
  let paths = [pattern];
  if (pattern.includes(":resource"))
    paths = RESOURCE_NAMES.map((r) => pattern.replace(":resource", r));
  if (pattern.includes(":parent"))
    paths = Object.entries(RELATION_LINKS).flatMap(([parent, links]) =>
      links.map((link) => pattern.replace(":parent", parent).replace(":link", link)),
    );
  return paths.map((p) => {
    const filled = p.replace(/:(\w+)/g, (_, name: string) => {
      const sample = SAMPLES[name];
      if (!sample) throw new Error(`No sample value for :${name} (${route}): add one to SAMPLES.`);
      return sample;
    });
    return `${method} /api${filled}`;
  });
}

const registered = (request: string) => {
  const [method, path] = request.split(" ") as [string, string];
  return SERVER.some((r) => r.method === method && r.re.test(path));
};

describe("every API route the web calls exists on the server", () => {
  it("the server's routes are read from createApp, and a route it lacks is told apart", () => {
    expect(SERVER.length).toBeGreaterThan(100);
    expect(registered("GET /api/Client/12")).toBe(true);
    expect(registered("POST /api/Quitance/12/archive")).toBe(false);
    expect(registered("PUT /api/Mission/12/owner/add/34")).toBe(false);
  });

  it.each([...API_ROUTES])("%s", (route) => {
    expect(requestsOf(route).filter((request) => !registered(request))).toEqual([]);
  });
});
