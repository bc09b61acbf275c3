import type { FileStore } from "../ports";

/**
 * One agency's view of a bucket shared by several (ADR 018): every key it writes, reads, deletes or lists is under
 * `prefix`, and what it lists comes back without it. The app keeps naming objects `files/...`; its orphan sweep and
 * its backups list only this agency's objects, never another's.
 */
export function prefixedStore(store: FileStore, prefix: string): FileStore {
  return {
    put: (key, bytes, contentType) => store.put(prefix + key, bytes, contentType),
    putStream: (key, body, contentType) => store.putStream(prefix + key, body, contentType),
    get: (key) => store.get(prefix + key),
    delete: (key) => store.delete(prefix + key),
    deleteMany: (keys) => store.deleteMany(keys.map((k) => prefix + k)),
    async *list(under = "") {
      for await (const o of store.list(prefix + under))
        yield { ...o, key: o.key.slice(prefix.length) };
    },
    // The cursor is the inner store's, passed through as it is.
    async listPage(under, cursor, limit) {
      const page = await store.listPage(prefix + under, cursor, limit);
      return {
        ...page,
        objects: page.objects.map((o) => ({ ...o, key: o.key.slice(prefix.length) })),
      };
    },
  };
}
