import { Validator } from "@seriousme/openapi-schema-validator";
import { beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../worker/app";
import { API, RELATION_LINKS, RESOURCE_NAMES, splitKey } from "../../worker/domain/contract";
import { patternsOf } from "../../worker/domain/contract/routing";
import { routerPath } from "../../worker/routes/operation";
import { makeTestApp, type TestApp } from "../support/test-app";
import { insertClient } from "../support/factories";

// One API contract (worker/domain/contract, ADR 014): the server serves exactly its routes, the web's generic calls
// are among them, and GET /api/openapi.json describes every one as a valid OpenAPI 3.1 document.

const app = createApp({
  config: { jwtSecret: "x".repeat(32), version: "0", publicUrl: "", contactEmail: "" },
} as never);

/** What the server registers: "METHOD /path" under /api in the router's syntax, middleware left out. */
const SERVED = new Set(
  app.routes
    .filter((r) => r.method !== "ALL" && r.path.startsWith("/api/"))
    .map((r) => `${r.method} ${r.path.slice(4)}`),
);
const DECLARED = new Set(
  Object.entries(API).map(([key, op]) => {
    const [method, path] = splitKey(key);
    return `${method} ${routerPath(path, patternsOf(op))}`;
  }),
);

describe("the server serves exactly the contract's routes", () => {
  it("reads both from the app and the contract", () => {
    expect(DECLARED.size).toBeGreaterThan(150);
    expect(SERVED.has("GET /Client/:id{[0-9]+}")).toBe(true);
  });
  it("every route served is declared", () => {
    expect([...SERVED].filter((r) => !DECLARED.has(r))).toEqual([]);
  });
  it("every route declared is served", () => {
    expect([...DECLARED].filter((r) => !SERVED.has(r))).toEqual([]);
  });
});

describe("the web's generic calls are routes of the contract", () => {
  // The forms web/src/api/routes.ts accepts besides the named routes (GenericRoute), expanded as the web fills them.
  const crud = [
    "GET /:resource",
    "GET /:resource/:id",
    "PUT /:resource/:id",
    "DELETE /:resource/:id",
  ];
  it.each(crud)("%s, for every resource", (form) => {
    const missing = RESOURCE_NAMES.map((r) => form.replace(":resource", r)).filter((k) => !API[k]);
    expect(missing).toEqual([]);
  });
  it("POST /:resource for every resource but the uploaded ones (POST /Fichier, /Image: multipart)", () => {
    expect(
      RESOURCE_NAMES.filter((r) => API[`POST /${r}`]?.body && "json" in API[`POST /${r}`]!.body!),
    ).toEqual(RESOURCE_NAMES.filter((r) => r !== "Image" && r !== "Fichier"));
  });
  it.each([
    "PUT /:parent/:id/:link/add/:childId",
    "PUT /:parent/:id/:link/remove/:childId",
    "DELETE /:parent/:id/:link/remove/:childId",
  ])("%s, for every declared link", (form) => {
    const keys = Object.entries(RELATION_LINKS).flatMap(([parent, links]) =>
      Object.keys(links).map((link) => form.replace(":parent", parent).replace(":link", link)),
    );
    expect(keys.filter((k) => !API[k])).toEqual([]);
  });
});

describe("GET /api/openapi.json", () => {
  let t: TestApp;
  let doc: {
    openapi: string;
    paths: Record<
      string,
      Record<string, { operationId: string; responses: Record<string, unknown> }>
    >;
    components: { schemas: Record<string, unknown> };
  };
  beforeAll(async () => {
    t = await makeTestApp();
    const res = await t.call("GET", "/api/openapi.json", null);
    expect(res.status).toBe(200);
    doc = res.body;
  });

  it("is a valid OpenAPI 3.1 document (a maintained validator)", async () => {
    const result = await new Validator().validate(structuredClone(doc));
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
    expect(doc.openapi).toBe("3.1.0");
  });

  it("covers every route of the app, each resource's paths spelled out", () => {
    const documented = new Set(
      Object.entries(doc.paths).flatMap(([path, methods]) =>
        Object.keys(methods).map((m) => `${m.toUpperCase()} ${path}`),
      ),
    );
    const expected = [...SERVED].map((r) => {
      const [method, path] = r.split(" ");
      return `${method} /api${path!.replace(/:(\w+)(\{[^}]*\})?/g, "{$1}")}`;
    });
    expect(expected.filter((r) => !documented.has(r))).toEqual([]);
    expect(documented.has("GET /api/Client/{id}")).toBe(true);
    expect(documented.has("POST /api/Dossier/{id}/paiements")).toBe(true);
    expect(documented.has("GET /files/{key}")).toBe(true);
    expect([...documented].some((r) => r.includes("{resource}"))).toBe(false);
  });

  it("documents the French error shape on the error answers", () => {
    const login = doc.paths["/api/user/login"]!.post!;
    expect(Object.keys(login.responses)).toEqual(
      expect.arrayContaining(["200", "400", "401", "429"]),
    );
    expect(JSON.stringify(login.responses["400"])).toContain("#/components/schemas/Erreur");
    expect(JSON.stringify(doc.components.schemas.Erreur)).toContain("fields");
    const ids = Object.values(doc.paths).flatMap((m) => Object.values(m).map((o) => o.operationId));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("names the roles of each route, the generic CRUD's from its resource", () => {
    const users = doc.paths["/api/User"]!.get as unknown as { "x-roles": string[] };
    expect(users["x-roles"]).toEqual(["admin"]);
    const clients = doc.paths["/api/Client/{id}"]!.delete as unknown as { "x-roles": string[] };
    expect(clients["x-roles"]).toEqual(["admin", "user_delete"]);
  });

  it("describes a list's 200 as it answers: `{ data }` without taille, one page with it (ADR 091)", async () => {
    const ok = doc.paths["/api/Client"]!.get!.responses["200"] as {
      content: { "application/json": { schema: Record<string, unknown> } };
    };
    const { oneOf, description } = ok.content["application/json"].schema as {
      oneOf: { required: string[]; additionalProperties?: boolean }[];
      description: string;
    };
    expect(oneOf.map((form) => form.required)).toEqual([
      ["data"],
      ["data", "total", "page", "taille"],
    ]);
    // Exactly one form matches an answer: the whole list's holds nothing else.
    expect(oneOf[0]!.additionalProperties).toBe(false);
    expect(description).toContain("?taille");
    // The contract the document is written from accepts the server's own answers, each by one form only.
    await insertClient(t);
    const schema = API["GET /Client"]!.ok[200]!.json!;
    const whole = await t.call("GET", "/api/Client");
    const page = await t.call("GET", "/api/Client?taille=1&page=1");
    expect(page.body).toMatchObject({ total: 1, page: 1, taille: 1 });
    expect(schema.safeParse(whole.body).success).toBe(true);
    expect(schema.safeParse(page.body).success).toBe(true);
    expect(schema.safeParse({ ...whole.body, total: 1 }).success).toBe(false);
    const html: string = (await t.call("GET", "/api/docs", null)).body;
    expect(html).toContain("Avec ?taille");
  });

  it("GET /api/docs is an HTML page under the CSP, nothing loaded from elsewhere", async () => {
    const res = await t.call("GET", "/api/docs", null);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/html");
    const csp = res.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("default-src 'none'");
    expect(csp).toMatch(/style-src 'sha256-[A-Za-z0-9+/]+=*'/); // its one <style>, by hash (issue 40)
    expect(csp).not.toContain("unsafe-inline");
    const html: string = res.body;
    expect(html).toContain("/api/Dossier/{id}/paiements");
    expect(html).not.toMatch(/(src|href)="https?:/);
    expect(html).not.toContain("<script");
  });

  it("needs no login (an integrator reads it first), and the rest of the API still does", async () => {
    expect((await t.call("GET", "/api/Client", null)).status).toBe(401);
    expect((await t.call("GET", "/api/Client", "user")).status).toBe(200);
  });
});
