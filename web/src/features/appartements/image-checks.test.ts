import { describe, expect, it } from "vitest";
import { IMAGE_MAX_BYTES, IMAGE_MAX_COUNT, sortImageBatch } from "./image-checks";

/** A selected file of that name, type and size (the size given without allocating it). */
const file = (name: string, type: string, size = 10): File =>
  Object.defineProperty(new File(["x"], name, { type }), "size", { value: size });

describe("sortImageBatch", () => {
  it("sends the images of a selection and names the file that is not one", () => {
    const photos = ["a.jpg", "b.png", "c.webp"].map((n) => file(n, `image/${n.split(".")[1]}`));
    const { send, refused } = sortImageBatch([
      photos[0]!,
      file("bail.pdf", "application/pdf"),
      ...photos.slice(1),
    ]);
    expect(send).toEqual(photos);
    expect(refused).toBe("« bail.pdf » n'est pas une image.");
  });

  it("names every refused file, too big ones apart", () => {
    const { send, refused } = sortImageBatch([
      file("a.txt", "text/plain"),
      file("b.pdf", "application/pdf"),
      file("grande.jpg", "image/jpeg", IMAGE_MAX_BYTES + 1),
    ]);
    expect(send).toEqual([]);
    expect(refused).toBe(
      "« a.txt », « b.pdf » ne sont pas des images. L'image « grande.jpg » dépasse 100 Mo.",
    );
  });

  it("refuses a selection of more images than one sending takes", () => {
    const many = Array.from({ length: IMAGE_MAX_COUNT + 1 }, (_, i) =>
      file(`${i}.jpg`, "image/jpeg"),
    );
    expect(sortImageBatch(many).send).toEqual([]);
    expect(sortImageBatch(many).refused).toMatch(/au plus 20 images/);
  });
});
