import { afterEach, describe, expect, it, vi } from "vitest";
import * as nodeFs from "node:fs";
import { mkdtempSync, readdirSync, renameSync, rmSync, writeFileSync, mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { execFileSync } from "node:child_process";
import { join } from "node:path";
import * as fs from "node:fs/promises";
import { diskStore } from "./disk-store";
import { ApiError } from "../lib/errors";

vi.mock("node:fs/promises", async (importOriginal) => {
  const real = await importOriginal<typeof import("node:fs/promises")>();
  return { ...real, writeFile: vi.fn(real.writeFile) };
});
// The store writes a small body with writeFileSync, a large one with fs/promises' writeFile (disk-store.ts).
const realWriteFileSync = vi.hoisted(() => ({ fn: undefined as undefined | typeof writeFileSync }));
vi.mock("node:fs", async (importOriginal) => {
  const real = await importOriginal<typeof import("node:fs")>();
  realWriteFileSync.fn = real.writeFileSync;
  return { ...real, writeFileSync: vi.fn(real.writeFileSync) };
});
const SMALL = new Uint8Array(10);
const LARGE = new Uint8Array(1024 * 1024 + 1); // above the store's synchronous size

const dirs: string[] = [];
const root = () => {
  const d = mkdtempSync(join(tmpdir(), "pl-disk-"));
  dirs.push(d);
  return d;
};
afterEach(() => {
  vi.mocked(fs.writeFile).mockReset();
  vi.mocked(nodeFs.writeFileSync).mockReset();
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});
const all = async (it: AsyncIterable<{ key: string }>) => {
  const keys: string[] = [];
  for await (const o of it) keys.push(o.key);
  return keys.sort();
};

describe("diskStore", () => {
  /** The store's first write (the body's temporary file) fails as `error` says, after writing half of it. */
  const failFirstWrite = (body: Uint8Array, error: Error) => {
    const half = (path: unknown) => realWriteFileSync.fn!(path as string, "moitié");
    if (body === SMALL)
      vi.mocked(nodeFs.writeFileSync).mockImplementationOnce((path) => {
        half(path);
        throw error;
      });
    else
      vi.mocked(fs.writeFile).mockImplementationOnce(async (path) => {
        half(path);
        throw error;
      });
  };

  for (const [size, body] of [
    ["small (written at once)", SMALL],
    ["large (written asynchronously)", LARGE],
  ] as const) {
    it(`a full disk mid-write is a 507 in French, and leaves no file, whole or partial: a ${size} body`, async () => {
      const dir = root();
      const store = diskStore(dir);
      failFirstWrite(
        body,
        Object.assign(new Error("ENOSPC: no space left on device"), { code: "ENOSPC" }),
      );
      const err = await store
        .put("files/fichiers/a.pdf", body, "application/pdf")
        .catch((e: unknown) => e);
      expect(err).toBeInstanceOf(ApiError);
      expect((err as ApiError).status).toBe(507);
      expect((err as ApiError).message).toMatch(/^Espace de stockage insuffisant/);
      expect(readdirSync(join(dir, "files", "fichiers"))).toEqual([]);
      expect(await store.get("files/fichiers/a.pdf")).toBeNull();
    });

    it(`another failure is thrown as is (the app answers it 503): a ${size} body`, async () => {
      const store = diskStore(root());
      failFirstWrite(body, Object.assign(new Error("EIO: i/o error"), { code: "EIO" }));
      await expect(store.put("files/x.pdf", body, "application/pdf")).rejects.toMatchObject({
        code: "EIO",
      });
    });

    it(`stores the body and its type, read back whole: a ${size} body`, async () => {
      const dir = root();
      const store = diskStore(dir);
      const bytes = body.map((_, i) => i % 251);
      await store.put("files/images/b.png", bytes, "image/png");
      const got = await store.get("files/images/b.png");
      expect(got?.contentType).toBe("image/png");
      expect(got?.size).toBe(bytes.length);
      expect(
        Buffer.from(await new Response(got?.body).arrayBuffer()).equals(Buffer.from(bytes)),
      ).toBe(true);
      expect(readdirSync(join(dir, "files", "images")).sort()).toEqual(["b.png", "b.png.type"]);
    });

    it(`a PDF stored as one gets no .type file, and reads back as a PDF: a ${size} body`, async () => {
      const dir = root();
      const store = diskStore(dir);
      await store.put("files/quitances/q.pdf", body, "application/pdf");
      expect(readdirSync(join(dir, "files", "quitances"))).toEqual(["q.pdf"]);
      expect((await store.get("files/quitances/q.pdf"))?.contentType).toBe("application/pdf");
      // Under a .pdf key, another type is kept beside it, and a PDF written over it again drops it.
      await store.put("files/quitances/r.pdf", body, "application/octet-stream");
      expect((await store.get("files/quitances/r.pdf"))?.contentType).toBe(
        "application/octet-stream",
      );
      await store.put("files/quitances/r.pdf", body, "application/pdf");
      expect((await store.get("files/quitances/r.pdf"))?.contentType).toBe("application/pdf");
      expect(readdirSync(join(dir, "files", "quitances")).sort()).toEqual(["q.pdf", "r.pdf"]);
      expect(await all(store.list("files/"))).toEqual([
        "files/quitances/q.pdf",
        "files/quitances/r.pdf",
      ]);
    });
  }

  it("a folder removed by hand after a first put is made again by the next put into it", async () => {
    const dir = root();
    const store = diskStore(dir);
    await store.put("files/quitances/a.pdf", SMALL, "application/pdf");
    rmSync(join(dir, "files"), { recursive: true, force: true });
    await store.put("files/quitances/b.pdf", SMALL, "application/pdf");
    expect(readdirSync(join(dir, "files", "quitances"))).toEqual(["b.pdf"]);
    expect((await store.get("files/quitances/b.pdf"))?.size).toBe(SMALL.length);
  });

  it("lists objects under a prefix, and what a crash left: a temporary file, a .type without its file", async () => {
    const dir = root();
    const store = diskStore(dir);
    await store.put("files/fichiers/a.pdf", new Uint8Array([1, 2]), "application/pdf");
    await store.put("files/images/b.png", new Uint8Array([3]), "image/png");
    writeFileSync(join(dir, "files", "fichiers", "c.pdf.tmp-123"), "moitié");
    writeFileSync(join(dir, "files", "fichiers", "d.pdf.type"), "application/pdf");
    mkdirSync(join(dir, "autre"));
    writeFileSync(join(dir, "autre", "e.txt"), "hors du magasin");
    expect(await all(store.list("files/"))).toEqual([
      "files/fichiers/a.pdf",
      "files/fichiers/c.pdf.tmp-123",
      "files/fichiers/d.pdf",
      "files/images/b.png",
    ]);
    expect(await all(store.list("files/images/"))).toEqual(["files/images/b.png"]);
    await store.delete("files/fichiers/d.pdf");
    await store.delete("files/fichiers/c.pdf.tmp-123");
    // A PDF needs no .type file (its extension says it).
    expect(readdirSync(join(dir, "files", "fichiers")).sort()).toEqual(["a.pdf"]);
  });

  it("lists page by page (the orphan sweep's unit): every key once, in key order, the cursor absent on the last page; deletes several keys", async () => {
    const dir = root();
    const store = diskStore(dir);
    const keys = [
      "files/a/1.pdf",
      "files/a/2.pdf",
      "files/b/3.pdf",
      "files/c.pdf",
      "files/d/4.pdf",
    ];
    for (const k of keys) await store.put(k, new Uint8Array([1]), "application/pdf");
    await store.put("autre/x.pdf", new Uint8Array([1]), "application/pdf");
    const seen: string[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const page = await store.listPage("files/", cursor, 2);
      expect(page.objects.length).toBeLessThanOrEqual(2);
      seen.push(...page.objects.map((o) => o.key));
      cursor = page.cursor;
      pages++;
    } while (cursor);
    expect(seen).toEqual([...keys].sort());
    expect(pages).toBe(3);
    // Keys deleted between pages do not move the cursor: the next page starts after the last key seen.
    const first = await store.listPage("files/", undefined, 2);
    await store.deleteMany(first.objects.map((o) => o.key));
    expect((await store.listPage("files/", first.cursor, 2)).objects.map((o) => o.key)).toEqual([
      "files/b/3.pdf",
      "files/c.pdf",
    ]);
    expect(await all(store.list("files/"))).toEqual([
      "files/b/3.pdf",
      "files/c.pdf",
      "files/d/4.pdf",
    ]);
    expect(await store.listPage("vide/")).toEqual({ objects: [] });
  });

  it("a key that names a folder, nothing, or a path outside the store reads as missing", async () => {
    const store = diskStore(root());
    await store.put("files/fichiers/a.pdf", new Uint8Array([1]), "application/pdf");
    for (const key of [
      "files/fichiers",
      "files/nope.pdf",
      "files/fichiers/a.pdf/x",
      "../../etc/passwd",
      `files/${"x".repeat(300)}`,
    ])
      expect(await store.get(key), key).toBeNull();
  });
});

describe("diskStore's walk over a hostile tree", () => {
  it("lists a key 1,800 folders deep without recursion, and odd names as they are", async () => {
    const dir = root();
    const deep = join(dir, "files", ...Array.from({ length: 1800 }, () => "a"));
    mkdirSync(deep, { recursive: true });
    writeFileSync(join(deep, "x.pdf"), "x");
    mkdirSync(join(dir, "files", "bizarre"), { recursive: true });
    for (const name of [" ", "a\\b", "é\u0007", "..x", "-rf"])
      writeFileSync(join(dir, "files", "bizarre", name), "y");
    const store = diskStore(dir);
    const keys = await all(store.list("files/"));
    expect(keys).toHaveLength(6);
    expect(keys).toContain(`files/${"a/".repeat(1800)}x.pdf`);
    const page = await store.listPage("files/");
    expect(page.objects).toHaveLength(6);
    // Node's own rmSync recurses, and overflows on this tree: rm(1) removes it.
    execFileSync("rm", ["-rf", join(dir, "files")]);
  }, 90_000);

  it("skips a folder it cannot read in the sweep's pages (a log line), but the backup's listing throws", async () => {
    const dir = root();
    mkdirSync(join(dir, "files"));
    writeFileSync(join(dir, "files", "b.pdf"), "b");
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    try {
      // Deeper than PATH_MAX (4,096 bytes), unreadable by its full path even as root: two trees of 200 folders,
      // one moved into the other (each step's own paths stay short enough).
      const half = Array.from({ length: 200 }, () => "dossier-12");
      mkdirSync(join(dir, "files", "t2", ...half), { recursive: true });
      mkdirSync(join(dir, "files", "t1", ...half), { recursive: true });
      writeFileSync(join(dir, "files", "t1", ...half, "x.pdf"), "x");
      renameSync(join(dir, "files", "t1"), join(dir, "files", "t2", ...half, "t1"));
      const store = diskStore(dir);
      expect((await store.listPage("files/")).objects.map((o) => o.key)).toEqual(["files/b.pdf"]);
      expect(warn).toHaveBeenCalledWith(
        expect.stringMatching(/^\[fichiers\] dossier illisible ignoré \(ENAMETOOLONG\)/),
      );
      await expect(all(store.list("files/"))).rejects.toMatchObject({ code: "ENAMETOOLONG" });
    } finally {
      warn.mockRestore();
      execFileSync("rm", ["-rf", join(dir, "files")]);
    }
  }, 90_000);
});
