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
  t = t.replace(/€$/, "").replace(/^€/, "");
  if (!/^[\d.,]+$/.test(t) || !/\d/.test(t)) return null;
  const m = /^(.*?)[.,](\d{1,2})$/.exec(t);
  const entier = (m ? m[1]! : t).replace(/[.,]/g, "");
  const decimales = m ? m[2]!.padEnd(2, "0") : "00";
  // Thousands groups must be groups of three ("1,000"); "1,0000" is no amount.
  if (m && /[.,]/.test(m[1]!) && !/^\d{1,3}([.,]\d{3})+$/.test(m[1]!)) return null;
  if (!m && /[.,]/.test(t) && !/^\d{1,3}([.,]\d{3})+$/.test(t)) return null;
  if (entier.length > 13) return null;
  const cents = Number(entier || "0") * 100 + Number(decimales);
  return signe * cents || 0;
}
