import { createHash } from "node:crypto";

/**
 * The Node entry's ETag of a kept answer, from its bytes: a list built again after a write that did not change it
 * (every write clears the caches, ports.ts clearResponseCaches) keeps its ETag, so a browser's revalidation is still
 * a 304 and its compressed forms are reused (api-compression.ts keeps them by ETag). SHA-1 as a fingerprint, not a
 * secret: about 1 ms for the 1.6 MB list of 2,000 apartments, made once per build of it. Weak: the compressed forms
 * differ in bytes, not in meaning.
 */
export const etagDuContenu = (body: Uint8Array): string =>
  `W/"${createHash("sha1").update(body).digest("base64url")}"`;
