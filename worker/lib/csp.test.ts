import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { CONTENT_SECURITY_POLICY, STATIC_PAGE_HEADERS } from "./csp";

// web/public/_headers (copied into web/dist, read by Workers static assets) cannot import the constant: this keeps
// the two from drifting apart.
const rules = readFileSync("web/public/_headers", "utf8").split("\n").filter((l) => l.trim() && !l.startsWith("#"));

describe("web/public/_headers", () => {
  it("gives every path exactly STATIC_PAGE_HEADERS, the CSP constant included", () => {
    expect(rules[0]).toBe("/*");
    const headers = Object.fromEntries(rules.slice(1).map((l) => /^\s+([^:]+):\s*(.*)$/.exec(l)!.slice(1, 3) as [string, string]));
    expect(headers).toEqual(STATIC_PAGE_HEADERS);
    expect(headers["Content-Security-Policy"]).toBe(CONTENT_SECURITY_POLICY);
  });

  it("allows no inline or foreign script", () => {
    const script = CONTENT_SECURITY_POLICY.split("; ").find((d) => d.startsWith("script-src"));
    expect(script).toBe("script-src 'self'");
    expect(CONTENT_SECURITY_POLICY).toMatch(/frame-ancestors 'none'/);
    expect(CONTENT_SECURITY_POLICY).toMatch(/object-src 'none'/);
  });
});
