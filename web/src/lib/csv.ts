import { toCsv } from "@worker/domain/csv";

export { csvMontant, neutralize, toCsv } from "@worker/domain/csv";

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
