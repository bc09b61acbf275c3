import { IMAGE_MAX_COUNT, IMAGE_REQUEST_MAX_BYTES } from "@worker/domain/upload-limits";

/** Generous room for one part's multipart headers (field, file name, type), and for the form's own fields. */
const partOverhead = (f: File) => 512 + 3 * f.name.length;
const FORM_OVERHEAD = 1024;

/**
 * Splits a selection of images into the requests that carry it: at most 20 images and 100 MB (envelope included)
 * each, the server's limits on POST /Image (a Cloudflare Workers request body cannot exceed 100 MB). Order is kept;
 * an image too large even alone gets its own request, which the server refuses (413).
 */
export function imageBatches(files: File[]): File[][] {
  const batches: File[][] = [];
  let batch: File[] = [];
  let bytes = FORM_OVERHEAD;
  for (const f of files) {
    const cost = f.size + partOverhead(f);
    if (
      batch.length &&
      (batch.length >= IMAGE_MAX_COUNT || bytes + cost > IMAGE_REQUEST_MAX_BYTES)
    ) {
      batches.push(batch);
      batch = [];
      bytes = FORM_OVERHEAD;
    }
    batch.push(f);
    bytes += cost;
  }
  if (batch.length) batches.push(batch);
  return batches;
}
