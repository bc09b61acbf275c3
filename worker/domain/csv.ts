// The one CSV writer (the lists' exports in the interface, the calendar's export on the server): French, as Excel
// (fr-FR) opens it.
const DELIMITER = ";";
const BOM = "\uFEFF";

// CSV injection (OWASP "CSV Injection"): a spreadsheet runs a cell that starts with one of these as a formula, so
// a tenant named =HYPERLINK(...) would become a live link in the agency's file. Such a cell gets a leading ' (shown
// as text, the quote hidden). The one exception is a plain number, "-12,5" or "-3": a negative amount must stay a
// number the spreadsheet can add up, and nothing but digits and one comma cannot hold a formula.
const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^-?\d+([,.]\d+)?$/;

/** The cell as the spreadsheet will read it: text that could start a formula is made plain text. */
export function neutralize(s: string): string {
  return FORMULA_START.test(s) && !PLAIN_NUMBER.test(s) ? `'${s}` : s;
}

function escapeCell(value: unknown): string {
  if (value === null || value === undefined) return "";
  const s = neutralize(typeof value === "string" ? value : String(value));
  return /[";\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/**
 * "1234,50" for an amount: two decimals, as a French spreadsheet shows money; never "-0,00" (issue 60). Every export's
 * amounts, server and web, the lists' money columns and a screen's own amount column alike (bank lines wrote « -4,5 » and « -12 »).
 */
export const csvMontant = (v: number | null | undefined) =>
  v === null || v === undefined || !Number.isFinite(v)
    ? ""
    : (Math.round(Math.abs(v) * 100) === 0 ? 0 : v).toFixed(2).replace(".", ",");

/** CSV text with ';' and a UTF-8 BOM so Excel (fr-FR) opens accents right; every cell through `neutralize`. */
export function toCsv(headers: string[], rows: unknown[][]): string {
  const lines = [headers, ...rows].map((row) => row.map(escapeCell).join(DELIMITER));
  return `${BOM + lines.join("\r\n")}\r\n`;
}
