import { LIST_PAGE_MAX, type FileStore } from "../ports";

/**
 * R2's smallest multipart part (but the last): a body of unknown length goes up in parts of this size, the only
 * buffer an upload holds in the isolate. R2's put takes a stream only when its length is known beforehand, which a
 * multipart form's file part never says.
 */
export const R2_PART_BYTES = 5 * 1024 * 1024;

/** The edge file store: objects in the R2 bucket bound as FILES, keyed exactly as the app names them. */
export function r2Store(bucket: R2Bucket): FileStore {
  return {
    async put(key, bytes, contentType) {
      await bucket.put(key, bytes, { httpMetadata: { contentType } });
    },
    async putStream(key, body, contentType) {
      const options = { httpMetadata: { contentType } };
      const reader = body.getReader();
      const part = new Uint8Array(R2_PART_BYTES);
      let filled = 0;
      let size = 0;
      let upload: R2MultipartUpload | undefined;
      const parts: R2UploadedPart[] = [];
      try {
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          size += value.byteLength;
          for (let at = 0; at < value.byteLength; ) {
            const n = Math.min(part.length - filled, value.byteLength - at);
            part.set(value.subarray(at, at + n), filled);
            (filled += n), (at += n);
            if (filled < part.length) continue;
            // Started only once a whole part is there: a small file is one plain put.
            upload ??= await bucket.createMultipartUpload(key, options);
            parts.push(await upload.uploadPart(parts.length + 1, part));
            filled = 0;
          }
        }
        if (!upload) await bucket.put(key, part.subarray(0, filled), options);
        else {
          if (filled)
            parts.push(await upload.uploadPart(parts.length + 1, part.subarray(0, filled)));
          await upload.complete(parts);
        }
        return size;
      } catch (e) {
        // Nothing half-written: the parts sent so far go with the aborted upload.
        await reader.cancel(e).catch(() => {});
        await upload?.abort().catch(() => {});
        throw e;
      }
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
