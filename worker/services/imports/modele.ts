import type { Row } from "write-excel-file/universal";
import { ecrireXlsx } from "./excel";
import { strToU8, zipSync } from "fflate";
import { LISEZ_MOI, feuillesModele, lisezMoi } from "../../domain/imports/modele";

// The templates as files (issue 61, item 1): one workbook (write-excel-file, ADR 078), or the same sheets as CSVs in a
// zip, for those whose software or habits are CSV. The CSVs are what a French Excel opens at once: UTF-8 with a BOM,
// ";" between cells, CRLF between lines.

const enGras = (entetes: string[]): Row =>
  entetes.map((value) => ({ value, fontWeight: "bold" as const }));

/** The workbook: Lisez-moi first, then a sheet a kind with its headers (bold, frozen) and its two examples. */
export async function modeleXlsx(): Promise<Uint8Array<ArrayBuffer>> {
  const [titre, ...aide] = lisezMoi();
  const blob = await ecrireXlsx([
    {
      sheet: LISEZ_MOI,
      data: [enGras(titre ?? []), ...aide],
      columns: [{ width: 16 }, { width: 24 }, { width: 12 }, { width: 70 }, { width: 50 }],
    },
    ...feuillesModele().map((f) => ({
      sheet: f.nom,
      data: [enGras(f.entetes), ...f.lignes],
      stickyRowsCount: 1,
      columns: f.entetes.map((e) => ({ width: Math.max(12, e.length + 4) })),
    })),
  ]);
  return new Uint8Array(await blob.arrayBuffer());
}

/** One CSV cell: quoted when it holds the separator, a quote or a line break. */
const celluleCsv = (s: string) => (/[;"\r\n]/.test(s) ? `"${s.replaceAll('"', '""')}"` : s);
const csv = (lignes: string[][]) =>
  `\ufeff${lignes.map((l) => l.map(celluleCsv).join(";")).join("\r\n")}\r\n`;

/** The zip: one CSV a kind (Proprietaires.csv...) and Lisez-moi.csv. */
export function modeleZip(): Uint8Array<ArrayBuffer> {
  const fichiers: Record<string, Uint8Array> = { [`${LISEZ_MOI}.csv`]: strToU8(csv(lisezMoi())) };
  for (const f of feuillesModele())
    fichiers[`${f.nom}.csv`] = strToU8(csv([f.entetes, ...f.lignes]));
  return new Uint8Array(zipSync(fichiers));
}
