import { describe, expect, it } from "vitest";
import { nodeClientAddress, trustedProxies } from "./client-address";
import { StartupError } from "./startup-error";

const req = (xff?: string) =>
  new Request("http://x/", { headers: xff ? { "x-forwarded-for": xff } : {} });
const env = (remoteAddress: string) => ({ incoming: { socket: { remoteAddress } } });

describe("trustedProxies (TRUST_PROXY)", () => {
  it("reads unset / false / true / N", () => {
    expect([undefined, "", "false", "0", " FALSE "].map(trustedProxies)).toEqual([0, 0, 0, 0, 0]);
    expect(["true", "1", "2", "TRUE"].map(trustedProxies)).toEqual([1, 1, 2, 1]);
  });
  it("refuses anything else at start, in French", () => {
    for (const v of ["yes", "-1", "1.5", "10.0.0.1", "100"])
      expect(() => trustedProxies(v), v).toThrow(StartupError);
    expect(() => trustedProxies("yes")).toThrow(/TRUST_PROXY.*proxys de confiance/);
  });
});

describe("nodeClientAddress", () => {
  it("without trusted proxies: the socket, whatever the headers say", () => {
    const ip = nodeClientAddress(0);
    expect(ip(req("203.0.113.9"), env("198.51.100.7"))).toBe("198.51.100.7");
    expect(
      ip(
        new Request("http://x/", { headers: { "cf-connecting-ip": "203.0.113.9" } }),
        env("::ffff:198.51.100.7"),
      ),
    ).toBe("198.51.100.7");
  });
  it("with N trusted proxies: the Nth address from the right of X-Forwarded-For", () => {
    expect(nodeClientAddress(1)(req("6.6.6.6, 203.0.113.9"), env("10.0.0.2"))).toBe("203.0.113.9");
    expect(nodeClientAddress(2)(req("6.6.6.6, 203.0.113.9, 10.0.0.3"), env("10.0.0.2"))).toBe(
      "203.0.113.9",
    );
  });
  it("a header shorter than the chain: its leftmost entry; no header: the socket", () => {
    expect(nodeClientAddress(3)(req("203.0.113.9"), env("10.0.0.2"))).toBe("203.0.113.9");
    expect(nodeClientAddress(1)(req(), env("10.0.0.2"))).toBe("10.0.0.2");
  });
  it("no socket known (not the Node server): one shared name", () => {
    expect(nodeClientAddress(0)(req(), undefined)).toBe("inconnue");
  });
});
