// French typography's no-break joins in a text written before them. A ledger entry's label is stored as it was
// written (« Honoraires de gestion 8 % TTC »: the ledger is never rewritten, and the API answers it as stored); the
// screens and documents that show it join « % » to its number, so that « 8 » never ends a line with « % » on the next
// (walk). A rate formatted now is written joined already (nombres.ts's pourcentFr).

/** `texte` with a narrow no-break space (U+202F) for the space between a number and « % ». */
export const insecables = (texte: string) => texte.replace(/(\d)[ \u00a0]%/g, "$1\u202f%");
