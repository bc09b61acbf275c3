import { statSync } from "node:fs";
import { join, relative } from "node:path";
import { BaseSequencer, type TestSpecification } from "vitest/node";
import { DUREES } from "../durees.ts";

/**
 * The browser files longest first, from the durations of a CI run kept in `tests/e2e/durees.ts` (ADR 148).
 *
 * The workers take the next file as each becomes free, in this order. vitest's own order is longest first only
 * from its cache of earlier runs (node_modules/.vite): a fresh clone has none, and vitest then runs the largest files
 * in bytes first, which put `phone-routes` (a small file, its fixtures elsewhere, 90 s) 64th of 94. Longest first,
 * what is left at the end is short files, and the workers end within seconds of each other. A file the table does
 * not list counts by its size, as vitest would order it, at the table's run's rate (`MS_PAR_OCTET`).
 */
export class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const root = this.ctx.config.root;
    const duration = (spec: TestSpecification) => {
      const name = relative(join(root, "tests", "e2e"), spec.moduleId).replaceAll("\\", "/");
      const known = DUREES[name];
      return known !== undefined ? known * 1000 : statSync(spec.moduleId).size * MS_PAR_OCTET;
    };
    const order = new Map(files.map((spec) => [spec, duration(spec)]));
    return [...files].sort((a, b) => (order.get(b) ?? 0) - (order.get(a) ?? 0));
  }
}

/** The files the table does not list took about 2 ms of CI time a byte of source in its run (e.g. `missions` 19 KB, 31 s). */
const MS_PAR_OCTET = 2;
