// TEST TOOLING: a migrated database made once, then copied for each test that wants a fresh one (ADR 125).
// Migrating a new database (the baseline's 760 objects, the derived triggers, the FTS5 tables) costs about 270 ms
// of CPU; copying the migrated file and opening the copy about 35 ms. The copies live on tmpfs when the machine has
// one (/dev/shm): nothing is written to disk, and a test's writes cost what they cost in memory.
import { copyFileSync, existsSync, mkdtempSync, rmSync, unlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** tmpfs when there is one (Linux), else the system's temporary folder. */
export function scratchRoot(): string {
  return existsSync("/dev/shm") ? "/dev/shm" : tmpdir();
}

/**
 * The run's scratch folder: made by a global set-up (`PL_TEST_SCRATCH`, removed by its teardown, so that a worker
 * process ended without its exit handlers leaves nothing behind), else the scratch root itself.
 */
const scratchFolder = () => process.env.PL_TEST_SCRATCH ?? scratchRoot();

/** For a global set-up: the run's scratch folder, given to the workers it starts; the teardown that removes it. */
export function runScratchFolder(): () => void {
  const dir = mkdtempSync(join(scratchRoot(), "pl-tests-"));
  process.env.PL_TEST_SCRATCH = dir;
  return () => {
    rmSync(dir, { recursive: true, force: true });
    delete process.env.PL_TEST_SCRATCH;
  };
}

/** The files SQLite keeps beside a database in WAL mode. */
const withSidecars = (path: string) => [path, `${path}-wal`, `${path}-shm`, `${path}-journal`];

export interface TemplateCopies {
  /** A new file holding a copy of the template (made by the first call), its path. */
  copy(): Promise<string>;
  /** Removes the copies made so far (not the template). */
  removeCopies(): void;
  /** Removes everything, the template included. */
  removeAll(): void;
}

/**
 * Copies of one template database, made by `make(path)` the first time one is asked for. `make` must leave a single
 * file (the WAL checkpointed into it and the connection closed): the copy is that file alone.
 */
export function templateCopies(
  prefix: string,
  make: (path: string) => Promise<void>,
): TemplateCopies {
  let dir: string | undefined;
  let template: Promise<string> | undefined;
  let copies: string[] = [];
  let n = 0;
  const folder = () => (dir ??= mkdtempSync(join(scratchFolder(), prefix)));
  return {
    async copy() {
      template ??= (async () => {
        const path = join(folder(), "modele.db");
        await make(path);
        return path;
      })();
      const from = await template;
      const to = join(folder(), `copie-${n++}.db`);
      copyFileSync(from, to);
      copies.push(to);
      return to;
    },
    removeCopies() {
      for (const path of copies.flatMap(withSidecars))
        try {
          unlinkSync(path);
        } catch {
          /* never made, or gone */
        }
      copies = [];
    },
    removeAll() {
      if (dir) rmSync(dir, { recursive: true, force: true });
      dir = undefined;
      template = undefined;
      copies = [];
    },
  };
}
