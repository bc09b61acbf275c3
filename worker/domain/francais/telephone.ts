// Phone numbers (spec 3's tel, tel2, mobile, fixePerso, gardienTel...): read as people type them, shown grouped by two.
// The forms store them as typed, never refused (ADR 179: the spec sets no format, and rows hold « voir gardien »):
// what was typed stays what the user reads back. The imports read their cells with this rule and store its normal
// form (imports/saisie.ts).

const enPaires = (chiffres: string) => chiffres.replace(/(\d{2})(?=\d)/g, "$1 ");

/**
 * `06 12 34 56 78`, `06.12.34.56.78`, `0612345678`, `+33 6 12 34 56 78`, `0033612345678`, `+33 (0)6...` -> the French
 * number grouped by two (`06 12 34 56 78`); another country's (« + », 7 to 15 digits, E.164) keeps its `+` and code,
 * without spaces; null when it is not a phone number (letters, too few or too many digits).
 */
export function normaliserTelephone(saisi: string): string | null {
  let t = saisi.trim().replace(/\(0\)/g, "");
  if (!/^[+\d\s.\-/()]+$/.test(t)) return null;
  t = t.replace(/[\s.\-/()]/g, "");
  if (t.startsWith("00")) t = `+${t.slice(2)}`;
  if (t.startsWith("+33")) t = `0${t.slice(3)}`;
  if (/^0[1-9]\d{8}$/.test(t)) return enPaires(t);
  if (/^\+[1-9]\d{6,14}$/.test(t)) return t;
  return null;
}

/** A French number grouped by two (« 06 12 34 56 78 »); any other value as stored, so none becomes unreadable. */
export function afficherTelephone(stocke: string | null | undefined): string {
  if (!stocke) return "";
  const n = normaliserTelephone(stocke);
  return n?.startsWith("0") ? n : stocke;
}
