import { Hono } from "hono";
import { secureHeaders } from "hono/secure-headers";
import { expect, it } from "vitest";
import { API_HEADERS, putApiHeaders } from "./api-headers";
import { STATIC_PAGE_HEADERS } from "./csp";
import type { AppEnv } from "./env";
import type { Ports } from "../ports";

const withoutType = (h: Headers) =>
  Object.fromEntries([...h.entries()].filter(([k]) => k !== "content-type"));
const lower = (o: Record<string, string>) =>
  Object.fromEntries(Object.entries(o).map(([k, v]) => [k.toLowerCase(), v]));

it("gives every answer the headers Hono's secureHeaders would, with the API's options, and Vary", async () => {
  const hono = new Hono()
    .use(
      "*",
      secureHeaders({
        crossOriginResourcePolicy: "same-origin",
        xFrameOptions: "DENY",
        strictTransportSecurity: STATIC_PAGE_HEADERS["Strict-Transport-Security"],
        referrerPolicy: STATIC_PAGE_HEADERS["Referrer-Policy"],
      }),
    )
    .get("/", (c) => c.json({}));
  const ours = new Hono<AppEnv>()
    .use("*", async (c, next) => {
      c.set("ports", {} as Ports);
      await next();
    })
    .use("*", async (c, next) => {
      putApiHeaders(c);
      await next();
    })
    .get("/", (c) => c.json({}))
    .get("/boom", () => {
      throw new Error("x");
    })
    .onError((_e, c) => c.json({ error: true }, 500));
  const reference = withoutType((await hono.request("/")).headers);
  // Hono's default CSP is none: ours is the one header added to its set (issue 40).
  const csp = { "content-security-policy": "default-src 'none'; frame-ancestors 'none'" };
  expect(withoutType((await ours.request("/")).headers)).toEqual({
    ...reference,
    ...csp,
    vary: "Accept-Encoding",
  });
  expect(lower(API_HEADERS)).toEqual({ ...reference, ...csp, vary: "Accept-Encoding" });
  // An error answer and a 404 carry them too.
  expect(withoutType((await ours.request("/boom")).headers)).toEqual(lower(API_HEADERS));
  expect((await ours.request("/nowhere")).headers.get("x-frame-options")).toBe("DENY");
});
