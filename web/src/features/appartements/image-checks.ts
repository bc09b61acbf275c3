// Spec 5 / 9: images only, 20 files at most, 100 MB each; checked before anything is sent (the server's own limits).
// A selection over 100 MB in total is fine: api/uploads.ts sends it in several requests.
import { IMAGE_MAX_BYTES, IMAGE_MAX_COUNT } from "@worker/domain/upload-limits";
export { IMAGE_MAX_BYTES, IMAGE_MAX_COUNT };

/** The first problem with a batch of images, in French, or null when it can be sent. */
export function imageBatchError(files: File[]): string | null {
  if (files.length === 0) return null;
  if (files.length > IMAGE_MAX_COUNT)
    return `Vous pouvez envoyer au plus ${IMAGE_MAX_COUNT} images à la fois (${files.length} choisies).`;
  const notImage = files.find((f) => !f.type.startsWith("image/"));
  if (notImage) return `« ${notImage.name} » n'est pas une image.`;
  const tooBig = files.find((f) => f.size > IMAGE_MAX_BYTES);
  if (tooBig) return `L'image « ${tooBig.name} » dépasse 100 Mo.`;
  return null;
}
