/** `all` cut in slices of `size` (the last one shorter): batches of a fixed size. */
export const chunks = <T>(all: T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(all.length / size) }, (_, i) =>
    all.slice(i * size, (i + 1) * size),
  );
