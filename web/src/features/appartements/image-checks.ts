// Spec 5 / 9: images only, 20 files at most, 100 MB each; checked before anything is sent (the server's own limits).
// A selection over 100 MB in total is fine: api/uploads.ts sends it in several requests.
import { IMAGE_MAX_BYTES, IMAGE_MAX_COUNT } from "@worker/domain/upload-limits";
export { IMAGE_MAX_BYTES, IMAGE_MAX_COUNT };

const quoted = (files: File[]) => files.map((f) => `« ${f.name} »`).join(", ");

/**
 * A selection sorted: the images to send, and in French what is refused and why. One file that is not an image (or
 * too big) no longer stops the others: the images go, the refused ones are named.
 */
export function sortImageBatch(files: File[]): { send: File[]; refused: string | null } {
  const notImages = files.filter((f) => !f.type.startsWith("image/"));
  const tooBig = files.filter((f) => f.type.startsWith("image/") && f.size > IMAGE_MAX_BYTES);
  const send = files.filter((f) => !notImages.includes(f) && !tooBig.includes(f));
  if (send.length > IMAGE_MAX_COUNT)
    return {
      send: [],
      refused: `Vous pouvez envoyer au plus ${IMAGE_MAX_COUNT} images à la fois (${send.length} choisies).`,
    };
  const reasons = [
    notImages.length === 1 ? `${quoted(notImages)} n'est pas une image.` : "",
    notImages.length > 1 ? `${quoted(notImages)} ne sont pas des images.` : "",
    tooBig.length === 1 ? `L'image ${quoted(tooBig)} dépasse 100 Mo.` : "",
    tooBig.length > 1 ? `Les images ${quoted(tooBig)} dépassent 100 Mo.` : "",
  ].filter(Boolean);
  return { send, refused: reasons.length ? reasons.join(" ") : null };
}
