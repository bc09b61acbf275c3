// Labels and names compared word by word, blind to accents, case and punctuation.

/** Accent-, case- and punctuation-blind words. */
export const mots = (t: string) =>
  t
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/\u0111/gi, "d") // đ
    .toUpperCase()
    .split(/[^A-Z0-9]+/)
    .filter(Boolean);
