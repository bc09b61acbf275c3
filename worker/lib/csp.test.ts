import { readFileSync } from "node:fs";
import { present } from "../domain/present";
import { describe, expect, it } from "vitest";
import {
  CONTENT_SECURITY_POLICY,
  CSP_NONCE_PLACEHOLDER,
  htmlPage,
  HASHED_ASSET_HEADERS,
  IMMUTABLE_CACHE_CONTROL,
  STATIC_PAGE_HEADERS,
} from "./csp";

// web/public/_headers (copied into web/dist, read by Workers static assets) cannot import the constants: this keeps
// the two from drifting apart.
const lines = readFileSync("web/public/_headers", "utf8")
  .split("\n")
  .filter((l) => l.trim() && !l.startsWith("#"));

/** The file's rules: each unindented path pattern with the headers indented under it, in order. */
function rules(): [string, Record<string, string>][] {
  const out: [string, Record<string, string>][] = [];
  for (const line of lines) {
    if (!/^\s/.test(line)) out.push([line.trim(), {}]);
    else {
      const [, name, value] = present(/^\s+([^:]+):\s*(.*)$/.exec(line), line);
      present(out.at(-1), `la règle de « ${line} »`)[1][present(name, line)] = present(value, line);
    }
  }
  return out;
}

describe("web/public/_headers", () => {
  it("gives every path exactly STATIC_PAGE_HEADERS, the CSP included, and /assets/* HASHED_ASSET_HEADERS only", () => {
    const [all, assets, ...others] = rules();
    expect(all).toEqual(["/*", STATIC_PAGE_HEADERS]);
    expect(all?.[1]["Content-Security-Policy"]).toBe(CONTENT_SECURITY_POLICY);
    // Cloudflare joins the values of a header set by two matching rules: the two rules share none.
    expect(assets).toEqual(["/assets/*", HASHED_ASSET_HEADERS]);
    expect(Object.keys(STATIC_PAGE_HEADERS)).not.toContain("Cache-Control");
    expect(others).toEqual([]);
  });

  it("keeps hashed assets a year, unchanged", () => {
    expect(HASHED_ASSET_HEADERS).toEqual({ "Cache-Control": IMMUTABLE_CACHE_CONTROL });
    expect(IMMUTABLE_CACHE_CONTROL).toMatch(/\bmax-age=31536000\b/);
    expect(IMMUTABLE_CACHE_CONTROL).toMatch(/\bimmutable\b/);
  });

  it("allows no inline or foreign script", () => {
    const script = CONTENT_SECURITY_POLICY.split("; ").find((d) => d.startsWith("script-src"));
    expect(script).toBe("script-src 'self'");
    expect(CONTENT_SECURITY_POLICY).toMatch(/frame-ancestors 'none'/);
    expect(CONTENT_SECURITY_POLICY).toMatch(/object-src 'none'/);
  });

  it("allows no inline style either (issue 40): the build's files 'self' only", () => {
    expect(CONTENT_SECURITY_POLICY).not.toContain("unsafe-inline");
    expect(CONTENT_SECURITY_POLICY.split("; ")).toContain("style-src 'self'");
  });
});

describe("htmlPage", () => {
  it("puts a fresh nonce in the page and its CSP, with the static pages' other headers, never stored", async () => {
    const page = `<meta property="csp-nonce" nonce="${CSP_NONCE_PLACEHOLDER}"><script nonce="${CSP_NONCE_PLACEHOLDER}">`;
    const a = htmlPage(page, { ETag: 'W/"x"', "Content-Length": "9" });
    const b = htmlPage(page);
    const nonceOf = (r: Response) =>
      /style-src 'self' 'nonce-([A-Za-z0-9+/]{22}==)'/.exec(
        r.headers.get("content-security-policy") ?? "",
      )?.[1];
    expect(nonceOf(a)).toBeTruthy();
    expect(nonceOf(a)).not.toBe(nonceOf(b));
    expect(await a.text()).toBe(
      `<meta property="csp-nonce" nonce="${nonceOf(a)}"><script nonce="${nonceOf(a)}">`,
    );
    expect(a.headers.get("etag")).toBeNull();
    expect(a.headers.get("cache-control")).toBe("no-store");
    expect(a.headers.get("content-type")).toBe("text/html; charset=utf-8");
    for (const [name, value] of Object.entries(STATIC_PAGE_HEADERS))
      if (name !== "Content-Security-Policy") expect(a.headers.get(name)).toBe(value);
  });
});
