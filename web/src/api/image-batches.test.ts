import { describe, expect, it } from "vitest";
import { imageBatches } from "./image-batches";

const MB = 1024 * 1024;
// A File whose size is all that matters here (no bytes allocated).
const img = (name: string, size: number) => ({ name, size, type: "image/png" }) as File;

describe("imageBatches", () => {
  it("sends a selection under 100 MB in one request", () => {
    const files = [img("a.png", 10 * MB), img("b.png", 20 * MB)];
    expect(imageBatches(files)).toEqual([files]);
  });

  it("splits a selection over 100 MB in total into several requests, in order", () => {
    const files = [
      img("a.png", 40 * MB),
      img("b.png", 40 * MB),
      img("c.png", 40 * MB),
      img("d.png", 1 * MB),
    ];
    const batches = imageBatches(files);
    expect(batches.map((b) => b.map((f) => f.name))).toEqual([
      ["a.png", "b.png"],
      ["c.png", "d.png"],
    ]);
  });

  it("keeps room for the multipart envelope: two 50 MB images are two requests", () => {
    expect(imageBatches([img("a.png", 50 * MB), img("b.png", 50 * MB)])).toHaveLength(2);
  });

  it("never puts more than 20 images in one request", () => {
    const files = Array.from({ length: 45 }, (_, i) => img(`p${i}.png`, 1000));
    expect(imageBatches(files).map((b) => b.length)).toEqual([20, 20, 5]);
  });

  it("nothing to send, no request", () => {
    expect(imageBatches([])).toEqual([]);
  });
});
