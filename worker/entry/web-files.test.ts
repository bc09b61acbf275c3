import { afterAll, describe, expect, it } from "vitest";
import { present } from "../domain/present";
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  brotliCompressSync,
  brotliDecompressSync,
  constants,
  gunzipSync,
  gzipSync,
} from "node:zlib";
import { etagMatches, webFiles } from "./web-files";

const root = mkdtempSync(join(tmpdir(), "pl-web-files-"));
const build = join(root, "dist");
mkdirSync(join(build, "assets"), { recursive: true });
writeFileSync(join(root, "secret.txt"), "hors du build");
writeFileSync(join(build, "index.html"), "<!doctype html><p>v1</p>");
afterAll(() => rmSync(root, { recursive: true, force: true }));

const serve = webFiles(build);
const get = (path: string, headers: Record<string, string> = {}, method = "GET") =>
  serve(new Request(`http://x${path}`, { headers, method }), path);

describe("webFiles", () => {
  it("serves nothing outside the build, whatever the encoding of the dots", async () => {
    for (const path of [
      "/../secret.txt",
      "/%2e%2e/secret.txt",
      "/..%2fsecret.txt",
      "/assets/..%2f..%2fsecret.txt",
      "/%00",
      "/%E0%A4%A",
    ])
      expect(await get(path), path).toBeNull();
    expect(await get("/assets"), "a folder").toBeNull();
  });

  it("reads a file again once a rebuild changed it, with a new ETag", async () => {
    const first = present(await get("/index.html"), "/index.html");
    expect(await first.text()).toContain("v1");
    writeFileSync(join(build, "index.html"), "<!doctype html><p>version 2</p>");
    utimesSync(join(build, "index.html"), new Date(), new Date(Date.now() + 5000));
    const second = present(await get("/index.html"), "/index.html reconstruit");
    expect(await second.text()).toContain("version 2");
  });

  it("answers an HTML page with a fresh CSP nonce each time, never cached nor revalidated", async () => {
    writeFileSync(join(build, "page.html"), '<meta property="csp-nonce" nonce="__PL_CSP_NONCE__">');
    const nonces = new Set<string>();
    for (let i = 0; i < 2; i++) {
      const res = present(await get("/page.html", { "If-None-Match": "*" }), "/page.html");
      expect(res.status).toBe(200);
      expect(res.headers.get("etag")).toBeNull();
      expect(res.headers.get("cache-control")).toBe("no-store");
      const csp = res.headers.get("content-security-policy") ?? "";
      const nonce = present(/'nonce-([^']+)'/.exec(csp)?.[1], `nonce dans « ${csp} »`);
      expect(await res.text()).toBe(`<meta property="csp-nonce" nonce="${nonce}">`);
      nonces.add(nonce);
    }
    expect(nonces.size).toBe(2);
  });

  it("answers HEAD with the headers only", async () => {
    writeFileSync(join(build, "assets", "app-x1.js"), "x".repeat(5000));
    const res = present(
      await get("/assets/app-x1.js", { "Accept-Encoding": "br" }, "HEAD"),
      "HEAD /assets/app-x1.js",
    );
    expect(res.headers.get("content-encoding")).toBe("br");
    expect(res.body).toBeNull();
  });
});

describe("webFiles and the build's compressed forms (ADR 133)", () => {
  const script = `export const lignes = [${'"Quittance de loyer", '.repeat(400)}];`;
  const bytesOf = async (res: Response | null) =>
    Buffer.from(await present(res, "réponse").arrayBuffer());

  it("sends the build's .br and .gz as they are when they hold the file", async () => {
    writeFileSync(join(build, "assets", "pre-a1.js"), script);
    // Settings of their own (brotli 11, gzip 1): bytes the server's own compression would not make.
    const br = brotliCompressSync(script, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
    const gz = gzipSync(script, { level: 1 });
    writeFileSync(join(build, "assets", "pre-a1.js.br"), br);
    writeFileSync(join(build, "assets", "pre-a1.js.gz"), gz);
    const asBr = await get("/assets/pre-a1.js", { "Accept-Encoding": "gzip, br" });
    expect(asBr?.headers.get("content-encoding")).toBe("br");
    expect(asBr?.headers.get("content-length")).toBe(String(br.byteLength));
    expect((await bytesOf(asBr)).equals(br)).toBe(true);
    const asGz = await get("/assets/pre-a1.js", { "Accept-Encoding": "gzip" });
    expect(asGz?.headers.get("content-encoding")).toBe("gzip");
    expect((await bytesOf(asGz)).equals(gz)).toBe(true);
    const plain = await get("/assets/pre-a1.js");
    expect(plain?.headers.get("content-encoding")).toBeNull();
    expect((await bytesOf(plain)).toString()).toBe(script);
  });

  it("never sends a stale or broken form: the file is compressed afresh", async () => {
    writeFileSync(join(build, "assets", "pre-b2.js"), script);
    writeFileSync(
      join(build, "assets", "pre-b2.js.br"),
      brotliCompressSync("export const ancien = 1;"),
    );
    writeFileSync(join(build, "assets", "pre-b2.js.gz"), "pas du gzip");
    const asBr = await get("/assets/pre-b2.js", { "Accept-Encoding": "br" });
    expect(asBr?.headers.get("content-encoding")).toBe("br");
    expect(brotliDecompressSync(await bytesOf(asBr)).toString()).toBe(script);
    const asGz = await get("/assets/pre-b2.js", { "Accept-Encoding": "gzip" });
    expect(asGz?.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(await bytesOf(asGz)).toString()).toBe(script);
  });
});

describe("etagMatches", () => {
  it("compares weakly and reads lists and *", () => {
    expect(etagMatches('W/"a"', 'W/"a"')).toBe(true);
    expect(etagMatches('"a"', 'W/"a"')).toBe(true);
    expect(etagMatches('W/"b", W/"a"', 'W/"a"')).toBe(true);
    expect(etagMatches("*", 'W/"a"')).toBe(true);
    expect(etagMatches('W/"b"', 'W/"a"')).toBe(false);
    expect(etagMatches(null, 'W/"a"')).toBe(false);
  });
});
