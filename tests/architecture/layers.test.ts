import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { cruise, type ICruiseOptions } from "dependency-cruiser";
import { describe, expect, it } from "vitest";
import config, {
  resolveOptions,
  transpileOptions,
  typesKeptTranspileOptions,
} from "../../.dependency-cruiser.mjs";

// The import rules of docs/architecture.md §3 at any depth, and no runtime import cycle (ADR 047).
async function violations(
  paths: string[],
  extra: ICruiseOptions = {},
  transpile = transpileOptions,
): Promise<string[]> {
  const options = {
    ...config.options,
    ...extra,
    validate: true,
    ruleSet: config,
  } as ICruiseOptions;
  const result = await cruise(paths, options, resolveOptions, transpile);
  if (typeof result.output === "string")
    throw new Error("dependency-cruiser answered text, not a result");
  return result.output.summary.violations.map((v) =>
    [`${v.rule.name}: ${v.from} → ${v.to}`, ...(v.cycle ?? []).map((c) => c.name)].join(" → "),
  );
}

describe("layers and imports", () => {
  it("worker/ and web/src follow the layers, with no runtime import cycle", async () => {
    expect(await violations(["worker", "web/src"])).toEqual([]);
  }, 300_000);

  // The floor's rule holds for types too (ADR 100): a second cruise from the floor, with `import type` kept.
  it("the lowest floor imports nothing above it, types included (ADR 100)", async () => {
    const found = await violations(
      ["worker/ports.ts", "worker/ports"],
      {},
      typesKeptTranspileOptions,
    );
    expect(found.filter((v) => v.startsWith("floor-imports-nothing-above"))).toEqual([]);
  }, 120_000);

  it("fails on a type-only import from the floor into a service, seen only with the types kept", async () => {
    const floor = "worker/ports/__planted__";
    const file = `${floor}/above.ts`;
    try {
      mkdirSync(floor, { recursive: true });
      writeFileSync(
        file,
        'import type { RelancesPage } from "../../services/compte/relances";\nexport type Page = RelancesPage;\n',
      );
      const rule = (v: string) => v.startsWith("floor-imports-nothing-above");
      const withTypes = (
        await violations([file], { maxDepth: 1 }, typesKeptTranspileOptions)
      ).filter(rule);
      expect(withTypes).toEqual([
        "floor-imports-nothing-above: worker/ports/__planted__/above.ts → worker/services/compte/relances.ts",
      ]);
      // The plain cruise (Babel strips types first) does not see it: the reason for the second one.
      expect((await violations([file], { maxDepth: 1 })).filter(rule)).toEqual([]);
    } finally {
      rmSync(floor, { recursive: true, force: true });
    }
  }, 120_000);

  it("fails on a deep import from the web into a service, a runtime cycle, an unresolved alias", async () => {
    const web = "web/src/__planted__";
    const services = "worker/services/__planted__";
    const files: Record<string, string> = {
      [`${web}/deep.ts`]:
        'import { storeGenerated } from "@worker/services/documents/store";\nexport const x = storeGenerated;\n',
      [`${web}/alias.ts`]:
        'import { nothing } from "@worker/domain/nothing-here";\nexport const y = nothing;\n',
      [`${services}/a.ts`]: 'import { b } from "./b";\nexport const a = (): number => b();\n',
      [`${services}/b.ts`]: 'import { a } from "./a";\nexport const b = (): number => a();\n',
      // A cycle whose one leg is `import type` is erased at runtime: allowed.
      [`${services}/c.ts`]:
        'import type { D } from "./d";\nexport const c = 1;\nexport type C = D;\n',
      [`${services}/d.ts`]:
        'import { c } from "./c";\nexport type D = typeof c;\nexport const d = c;\n',
    };
    try {
      mkdirSync(web, { recursive: true });
      mkdirSync(services, { recursive: true });
      for (const [path, text] of Object.entries(files)) writeFileSync(path, text);
      // Only the planted files: the web's at one level (the service is found, not followed); the cycle whole.
      const paths = Object.keys(files);
      const found = [
        ...(await violations(
          paths.filter((p) => p.startsWith(web)),
          { maxDepth: 1 },
        )),
        ...(await violations(paths.filter((p) => p.startsWith(services)))),
      ];
      expect(found).toContainEqual(
        expect.stringMatching(
          /^web-imports-domain-only: web\/src\/__planted__\/deep\.ts → worker\/services\/documents\/store\.ts/,
        ),
      );
      expect(found).toContainEqual(
        expect.stringMatching(/^no-runtime-cycle: worker\/services\/__planted__\/a\.ts → .*b\.ts/),
      );
      expect(found).toContainEqual(
        expect.stringMatching(
          /^resolvable: web\/src\/__planted__\/alias\.ts → @worker\/domain\/nothing-here/,
        ),
      );
      expect(found.filter((v) => /__planted__\/[cd]\.ts/.test(v))).toEqual([]);
    } finally {
      rmSync(web, { recursive: true, force: true });
      rmSync(services, { recursive: true, force: true });
    }
  }, 120_000);

  it("fails on an import of a library's internal path outside its adapter, not on its public entries (ADR 093)", async () => {
    const documents = "worker/documents/__planted__";
    const files: Record<string, string> = {
      [`${documents}/page.ts`]:
        'import PDFPage from "pdf-lib/cjs/api/PDFPage";\nexport const p = PDFPage;\n',
      [`${documents}/entity.ts`]:
        'import { is } from "drizzle-orm/entity";\nexport const i = is;\n',
      // (A path outside a package's `exports`, as "@libsql/core/lib-esm/config.js", does not resolve: `resolvable`.)
      [`${documents}/embedder.ts`]:
        'import E from "pdf-lib/es/core/embedders/CustomFontEmbedder";\nexport const e = E;\n',
      [`${documents}/public.ts`]: [
        'import { PDFDocument } from "pdf-lib";',
        'import fontkit from "@pdf-lib/fontkit";',
        'import { sql } from "drizzle-orm";',
        'import { sqliteTable } from "drizzle-orm/sqlite-core";',
        'import { LibsqlError } from "@libsql/core/api";',
        'import Database from "libsql";',
        "export const all = [PDFDocument, fontkit, sql, sqliteTable, LibsqlError, Database];",
        "",
      ].join("\n"),
    };
    try {
      mkdirSync(documents, { recursive: true });
      for (const [path, text] of Object.entries(files)) writeFileSync(path, text);
      const found = (await violations(Object.keys(files), { maxDepth: 1 })).filter((v) =>
        v.startsWith("library-internals-in-adapters"),
      );
      for (const planted of ["page", "entity", "embedder"])
        expect(found).toContainEqual(
          expect.stringMatching(
            new RegExp(
              `^library-internals-in-adapters: worker/documents/__planted__/${planted}\\.ts → `,
            ),
          ),
        );
      expect(found.filter((v) => v.includes("__planted__/public.ts"))).toEqual([]);
    } finally {
      rmSync(documents, { recursive: true, force: true });
    }
  }, 120_000);

  // dependency-cruiser sees runtime imports only (Babel strips `import type` first): the same rule on the text of
  // every import, types included, by the specifiers the public entries are imported by.
  it("imports no library's internal path outside its adapter, types included (ADR 093)", () => {
    const adapters = [
      "worker/documents/pdf-lib-interne.ts",
      "worker/documents/fontkit-interne.ts",
      "worker/speed/drizzle-interne.ts",
      "worker/speed/libsql-interne.ts",
    ];
    const library =
      /\bfrom\s+["']((?:pdf-lib|@pdf-lib\/fontkit|drizzle-orm|libsql|@libsql\/(?:core|client))(?:\/[^"']*)?)["']/g;
    const publicEntry =
      /^(pdf-lib|@pdf-lib\/fontkit|drizzle-orm(\/(sqlite-core|batch|migrator|libsql(\/(web|sqlite3|migrator))?))?|libsql(\/promise)?|@libsql\/core\/(api|config|uri|util)|@libsql\/client(\/(web|node|http|ws|sqlite3))?)$/;
    const found: string[] = [];
    for (const dir of ["worker", "web/src"])
      for (const entry of readdirSync(dir, { recursive: true })) {
        const file = `${dir}/${String(entry)}`;
        if (!/\.tsx?$/.test(file) || adapters.includes(file)) continue;
        for (const [, specifier] of readFileSync(file, "utf8").matchAll(library))
          if (specifier && !publicEntry.test(specifier)) found.push(`${file} → ${specifier}`);
      }
    expect(found).toEqual([]);
    expect(publicEntry.test("drizzle-orm/entity")).toBe(false);
    expect(publicEntry.test("pdf-lib/cjs/api/PDFPage")).toBe(false);
  });
});
