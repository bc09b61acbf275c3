// French quotation marks hold their words with no-break spaces: « Reference » never leaves « at a line's end nor »
// at the next one's start (walk 92, at 390 px).

/** « mot » with U+00A0 inside each guillemet. */
export const guillemets = (mot: string) => `«\u00a0${mot}\u00a0»`;
