import { LIST_PAGE_MAX, type FileStore } from "../ports";

/** The edge file store: objects in the R2 bucket bound as FILES, keyed exactly as the app names them. */
export function r2Store(bucket: R2Bucket): FileStore {
  return {
    async put(key, bytes, contentType) {
      await bucket.put(key, bytes, { httpMetadata: { contentType } });
    },
    async get(key) {
      const object = await bucket.get(key);
      if (!object) return null;
      // Streamed straight through to the response: large PDFs never sit whole in the isolate's memory.
      return {
        body: object.body,
        contentType: object.httpMetadata?.contentType ?? "application/octet-stream",
        size: object.size,
      };
    },
    async delete(key) {
      await bucket.delete(key);
    },
    async deleteMany(keys) {
      // R2 takes up to 1,000 keys per call.
      for (let i = 0; i < keys.length; i += LIST_PAGE_MAX)
        await bucket.delete(keys.slice(i, i + LIST_PAGE_MAX));
    },
    async *list(prefix) {
      let cursor: string | undefined;
      do {
        const page = await bucket.list({ prefix, cursor });
        for (const o of page.objects) yield { key: o.key, size: o.size, uploaded: o.uploaded };
        cursor = page.truncated ? page.cursor : undefined;
      } while (cursor);
    },
    async listPage(prefix, cursor, limit = LIST_PAGE_MAX) {
      const page = await bucket.list({ prefix, cursor, limit: Math.min(limit, LIST_PAGE_MAX) });
      return {
        objects: page.objects.map((o) => ({ key: o.key, size: o.size, uploaded: o.uploaded })),
        cursor: page.truncated ? page.cursor : undefined,
      };
    },
  };
}
