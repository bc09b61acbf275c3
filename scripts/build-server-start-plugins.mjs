// Two esbuild plugins of scripts/build-server.mjs that take, from each start of the Node server, work its first
// answer never needed (ADR 058).
//
// 1. The libsql driver's JavaScript bundled into dist/server/, without its platform probe through process.report.
// libsql's index.js picks its native package (@libsql/linux-x64-gnu...) with @neon-rs/load's currentTarget(), which
// tells glibc from musl by building a whole diagnostic report (process.report.getReport(): every thread, handle and
// network interface): ~6 ms of CPU and up to ~35 ms of wall time at each start, before the first answer. The same
// index.js then asks detect-libc, which reads /usr/bin/ldd first and falls back to that report only when it cannot
// tell. Here neon's probe is detect-libc's answer; everything else in both files is theirs, unchanged.
import { dirname, join } from "node:path";
import { readFileSync } from "node:fs";

export const NEON_PROBE = "const report = process.report?.getReport();";
// biome-ignore lint/suspicious/noTemplateCurlyInString: libsql's source text, matched as written there
export const NATIVE_REQUIRE = "require(`@libsql/${target}`)";

/** Fails the build when an update of libsql or @neon-rs/load changed what is replaced: never a silent half-patch. */
function replaced(source, what, by, file) {
  if (!source.includes(what))
    throw new Error(`${file} : « ${what} » introuvable (libsql mis à jour ?)`);
  return source.replace(what, by);
}

export const libsqlWithoutReport = (root) => ({
  name: "libsql-without-report",
  setup(b) {
    b.onLoad(
      { filter: /[\\/]node_modules[\\/]@neon-rs[\\/]load[\\/]dist[\\/]index\.js$/ },
      (args) => ({
        // `header.glibcVersionRuntime` is all isGlibc() reads of the report.
        contents: replaced(
          readFileSync(args.path, "utf8"),
          NEON_PROBE,
          'const report = { header: require("detect-libc").familySync() === "glibc" ? { glibcVersionRuntime: true } : {} };',
          args.path,
        ),
        // detect-libc as libsql resolves it (its own copy when it has one).
        resolveDir: join(root, "node_modules", "libsql"),
        loader: "js",
      }),
    );
    b.onLoad({ filter: /[\\/]node_modules[\\/]libsql[\\/]index\.js$/ }, (args) => ({
      // The native package is found from libsql's own folder, as when libsql was loaded from node_modules (a copy
      // nested under node_modules/libsql/ would not be found from dist/server/).
      contents: replaced(
        readFileSync(args.path, "utf8"),
        NATIVE_REQUIRE,
        // biome-ignore lint/suspicious/noTemplateCurlyInString: source text for libsql's module, not for this one
        'require("node:module").createRequire(require.resolve("libsql"))(`@libsql/${target}`)',
        args.path,
      ),
      resolveDir: dirname(args.path),
      loader: "js",
    }));
  },
});

// 2. @hono/node-server imports node:http2 for `instanceof Http2ServerRequest` tests and one constant; npm start serves
// HTTP/1.1 only (worker/entry/node.ts calls serve() without an HTTP/2 server), where every such test is false.
// Loading node:http2 (nghttp2's bindings, ~5 ms of CPU at each start) bought nothing: the adapter gets a class no
// request is an instance of. Only that package's import is replaced.
export const noHttp2ForHonoNodeServer = {
  name: "no-http2-for-hono-node-server",
  setup(b) {
    b.onResolve({ filter: /^(node:)?http2$/ }, (args) =>
      /[\\/]node_modules[\\/]@hono[\\/]node-server[\\/]/.test(args.importer)
        ? { path: "http2-unused", namespace: "no-http2" }
        : undefined,
    );
    b.onLoad({ filter: /.*/, namespace: "no-http2" }, () => ({
      contents:
        "export class Http2ServerRequest {}\nexport const constants = { NGHTTP2_NO_ERROR: 0 };",
      loader: "js",
    }));
  },
};
