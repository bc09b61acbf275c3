// Amounts as banks write them, to signed cents. Exact: digits are read as text, never through a float.

/**
 * "1 234,56", "-1,000.00", "+12.5", "-80", "1.234,56", "12,50-" -> cents; null when it is not an amount.
 * The last separator followed by 1 or 2 digits is the decimal mark; the other separators group thousands.
 */
export function centsDe(texte: string): number | null {
  let t = texte
    .trim()
    .replace(/[\s\u00a0\u202f\u2009']/g, "")
    .replace(/^\u2212/, "-");
  let signe = 1;
  if (t.endsWith("-")) {
    signe = -1;
    t = t.slice(0, -1);
  }
  if (t.startsWith("-")) {
    signe = -signe;
    t = t.slice(1);
  } else if (t.startsWith("+")) t = t.slice(1);
  t = t.replace(/\u20ac$/, "").replace(/^\u20ac/, ""); // €
  if (!/^[\d.,]+$/.test(t) || !/\d/.test(t)) return null;
  // The decimal mark: the one separator followed by 1 or 2 digits up to the end (-1: none).
  const marque = t.search(/[.,]\d{1,2}$/);
  const partieEntiere = marque < 0 ? t : t.slice(0, marque);
  const entier = partieEntiere.replace(/[.,]/g, "");
  const decimales = marque < 0 ? "00" : t.slice(marque + 1).padEnd(2, "0");
  // Thousands groups must be groups of three ("1,000"); "1,0000" is no amount.
  if (/[.,]/.test(partieEntiere) && !/^\d{1,3}([.,]\d{3})+$/.test(partieEntiere)) return null;
  if (entier.length > 13) return null;
  const cents = Number(entier || "0") * 100 + Number(decimales);
  return signe * cents || 0;
}
