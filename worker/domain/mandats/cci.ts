// The CCI that issued the professional card, as the documents name it. The setting may be typed "Lyon",
// "CCI de Lyon" or "CCI Lyon Métropole": the documents write "la CCI de …" themselves, so the prefix goes.

/** The chamber's own name: "CCI de Lyon" -> "Lyon", "CCI Paris Île-de-France" -> "Paris Île-de-France". */
export function nomCci(saisie: string): string {
  return saisie
    .trim()
    .replace(
      /^(chambre de commerce et d'industrie|c\.?c\.?i\.?)\s+(?:(?:de la|de l'|des|du|de|d')\s*)?/i,
      "",
    )
    .trim();
}

/** "la CCI de Lyon", "la CCI d'Amiens", "" when none is set. */
export function delivreeParCci(saisie: string): string {
  const nom = nomCci(saisie);
  if (!nom) return "";
  return /^[aeiouyhéèêàâîôû]/i.test(nom) ? `la CCI d'${nom}` : `la CCI de ${nom}`;
}
