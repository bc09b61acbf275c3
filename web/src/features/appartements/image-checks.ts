// Spec 5 / 9: images only, 20 files at most, 100 MB each; checked before anything is sent.
export const IMAGE_MAX_COUNT = 20;
export const IMAGE_MAX_BYTES = 100 * 1024 * 1024;

/** The first problem with a batch of images, in French, or null when it can be sent. */
export function imageBatchError(files: File[]): string | null {
  if (files.length === 0) return null;
  if (files.length > IMAGE_MAX_COUNT) return `Vous pouvez envoyer au plus ${IMAGE_MAX_COUNT} images à la fois (${files.length} choisies).`;
  const notImage = files.find((f) => !f.type.startsWith("image/"));
  if (notImage) return `« ${notImage.name} » n'est pas une image.`;
  const tooBig = files.find((f) => f.size > IMAGE_MAX_BYTES);
  if (tooBig) return `L'image « ${tooBig.name} » dépasse 100 Mo.`;
  return null;
}
