import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { copiedNewDatabase } from "./base-neuve-copie";

// ADR 140: the build's new database is copied only where there is no database yet; an existing one is never touched.

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});
function folder() {
  const d = mkdtempSync(join(tmpdir(), "pl-copie-"));
  dirs.push(d);
  const built = join(d, "base-neuve.db");
  writeFileSync(built, "la base du build");
  return { built: pathToFileURL(built), db: join(d, "patrimoine.db") };
}

describe("copiedNewDatabase", () => {
  it("copies the build's database where there is none, readable by this user only, nothing left beside it", () => {
    const { built, db } = folder();
    expect(copiedNewDatabase(built, db)).toBe(true);
    expect(readFileSync(db, "utf8")).toBe("la base du build");
    expect(statSync(db).mode & 0o777).toBe(0o600);
    expect(existsSync(`${db}.copie`)).toBe(false);
  });

  it("copies it over the empty file an interrupted first start left, not beside a WAL", () => {
    const { built, db } = folder();
    writeFileSync(db, "");
    expect(copiedNewDatabase(built, db)).toBe(true);
    writeFileSync(db, "");
    writeFileSync(`${db}-wal`, "des écritures");
    expect(copiedNewDatabase(built, db)).toBe(false);
    expect(readFileSync(db, "utf8")).toBe("");
  });

  it("never replaces an existing database, and copies nothing when the build made none", () => {
    const { built, db } = folder();
    writeFileSync(db, "la base de l'agence");
    expect(copiedNewDatabase(built, db)).toBe(false);
    expect(readFileSync(db, "utf8")).toBe("la base de l'agence");
    const other = join(dirs[0]!, "autre.db");
    expect(copiedNewDatabase(new URL(`${built.href}.absente`), other)).toBe(false);
    expect(existsSync(other)).toBe(false);
  });
});
