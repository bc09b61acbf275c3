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

/** CSV text with ';' and a UTF-8 BOM so Excel (fr-FR) opens accents right; every cell through `neutralize`. */
export function toCsv(headers: string[], rows: unknown[][]): string {
  const lines = [headers, ...rows].map((row) => row.map(escapeCell).join(DELIMITER));
  return `${BOM + lines.join("\r\n")}\r\n`;
}

/** The only way the interface writes a CSV file (web/src/lib/csv.test.ts holds every export to it). */
export function downloadCsv(fileName: string, headers: string[], rows: unknown[][]) {
  const blob = new Blob([toCsv(headers, rows)], { type: "text/csv;charset=utf-8" });
  const url = URL.createObjectURL(blob);
  const a = document.createElement("a");
  a.href = url;
  a.download = fileName.endsWith(".csv") ? fileName : `${fileName}.csv`;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
