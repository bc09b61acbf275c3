import { describe, expect, it } from "vitest";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { chooseEncoding, compress, isCompressible } from "./compression";

describe("chooseEncoding", () => {
  it("prefers brotli whenever the browser accepts it, then gzip, else none", () => {
    expect(chooseEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(chooseEncoding("gzip;q=1.0, br;q=0.1")).toBe("br");
    expect(chooseEncoding("GZIP")).toBe("gzip");
    expect(chooseEncoding("deflate, gzip;q=0.5")).toBe("gzip");
    expect(chooseEncoding("*")).toBe("br");
    for (const none of [
      undefined,
      null,
      "",
      "identity",
      "deflate",
      "br;q=0, gzip;q=0",
      "*;q=0",
      "zstd",
    ])
      expect(chooseEncoding(none), String(none)).toBeNull();
  });

  it("reads q=0 as a refusal, also against *", () => {
    expect(chooseEncoding("br;q=0, *")).toBe("gzip");
    expect(chooseEncoding("br; q=0, gzip")).toBe("gzip");
    expect(chooseEncoding("gzip;q=0, *;q=0.5")).toBe("br");
  });
});

describe("isCompressible", () => {
  it("takes text, scripts, styles, JSON and SVG, never what is compressed already", () => {
    for (const t of [
      "text/html; charset=utf-8",
      "text/javascript; charset=utf-8",
      "text/css",
      "application/json",
      "application/json; charset=UTF-8",
      "image/svg+xml",
      "application/manifest+json",
      "application/problem+json",
    ])
      expect(isCompressible(t), t).toBe(true);
    for (const t of [
      null,
      "image/png",
      "image/jpeg",
      "image/webp",
      "application/pdf",
      "application/zip",
      "font/woff2",
      "application/octet-stream",
      "application/jsonp-not",
    ])
      expect(isCompressible(t), String(t)).toBe(false);
  });
});

describe("compress", () => {
  it("gives bytes that decode to the input, in both encodings and efforts", async () => {
    const input = new TextEncoder().encode(
      JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ id: i, ville: "Paris" }))),
    );
    for (const effort of ["once", "per-response"] as const) {
      expect(
        Buffer.from(brotliDecompressSync(await compress(input, "br", effort))).equals(
          Buffer.from(input),
        ),
      ).toBe(true);
      expect(
        Buffer.from(gunzipSync(await compress(input, "gzip", effort))).equals(Buffer.from(input)),
      ).toBe(true);
    }
  });
});
