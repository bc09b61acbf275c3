// Where an attestation is made, as its signature line says « Fait à Paris, le ... »: the town of the signer's address.

/** « Paris » of « 12 rue X, 75011 Paris »: the town a document is made at, or "" when the address has none. */
export const villeDe = (adresse: string) => /\b\d{5}\s+(.+)$/.exec(adresse.trim())?.[1] ?? "";
