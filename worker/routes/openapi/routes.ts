import type { Hono } from "hono";
import type { AppEnv } from "../../lib/env";
import { STATIC_PAGE_HEADERS } from "../../lib/csp";
import { operation } from "../operation";
import { referencePage, STYLE } from "./page";

// The page's one <style> element, allowed by its hash (no 'unsafe-inline'); nothing else may load or run.
let pageCsp: Promise<string> | undefined;
const docsCsp = () =>
  (pageCsp ??= crypto.subtle.digest("SHA-256", new TextEncoder().encode(STYLE)).then((d) => {
    const hash = btoa(String.fromCharCode(...new Uint8Array(d)));
    return `default-src 'none'; style-src 'sha256-${hash}'; img-src 'self' data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`;
  }));

// Built once per isolate and version: the contract does not change while the server runs. The document's module
// and the contract's schemas it reads are loaded with the first request for it, not at start (ADR 054).
let built: Promise<{ version: string; json: string; html: string }> | undefined;
async function documentation(version: string) {
  const current = await built;
  if (current?.version === version) return current;
  // The resources' roles too (roles.ts): their definitions load with staff's routes, not at start (ADR 149).
  built = Promise.all([import("./document"), import("./roles")]).then(
    ([{ openApiDocument }, { rolesOf }]) => {
      const document = openApiDocument(version, rolesOf);
      return { version, json: JSON.stringify(document), html: referencePage(document) };
    },
  );
  // A failed build is not kept: the next request tries again.
  built.catch(() => {
    built = undefined;
  });
  return built;
}

/** GET /api/openapi.json (the contract as OpenAPI 3.1) and GET /api/docs (its reference page), public. */
export function documentationRoutes(api: Hono<AppEnv>) {
  operation(api, "GET /openapi.json", async (c) =>
    c.body((await documentation(c.var.ports.config.version)).json, 200, {
      "Content-Type": "application/json; charset=UTF-8",
      "Cache-Control": "no-cache",
    }),
  );
  // A page, not an API answer: the static pages' headers, with a CSP of its own (no script, nothing external).
  operation(api, "GET /docs", async (c) =>
    c.body((await documentation(c.var.ports.config.version)).html, 200, {
      ...STATIC_PAGE_HEADERS,
      "Content-Security-Policy": await docsCsp(),
      "Content-Type": "text/html; charset=UTF-8",
      "Cache-Control": "no-cache",
    }),
  );
}
