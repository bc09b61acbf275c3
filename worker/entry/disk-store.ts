import { mkdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import { dirname, join, resolve, sep } from "node:path";
import type { FileStore } from "../ports";

/** The Node file store: objects under a folder, with a sidecar .type file holding the content type. */
export function diskStore(root: string): FileStore {
  const base = resolve(root);
  const pathOf = (key: string) => {
    const p = resolve(join(base, key));
    if (!p.startsWith(base + sep)) throw new Error("clé de fichier invalide");
    return p;
  };
  return {
    async put(key, bytes, contentType) {
      const p = pathOf(key);
      await mkdir(dirname(p), { recursive: true });
      await writeFile(p, bytes);
      await writeFile(p + ".type", contentType);
    },
    async get(key) {
      const p = pathOf(key);
      try {
        const [body, type, s] = await Promise.all([readFile(p), readFile(p + ".type", "utf8").catch(() => "application/octet-stream"), stat(p)]);
        return { body: new Uint8Array(body), contentType: type, size: s.size };
      } catch {
        return null;
      }
    },
    async delete(key) {
      const p = pathOf(key);
      await rm(p, { force: true });
      await rm(p + ".type", { force: true });
    },
  };
}

/** In-memory store for tests. */
export function memoryStore(): FileStore & { keys(): string[] } {
  const m = new Map<string, { bytes: Uint8Array; type: string }>();
  return {
    async put(key, bytes, contentType) { m.set(key, { bytes, type: contentType }); },
    async get(key) { const f = m.get(key); return f ? { body: f.bytes, contentType: f.type, size: f.bytes.length } : null; },
    async delete(key) { m.delete(key); },
    keys: () => [...m.keys()],
  };
}
