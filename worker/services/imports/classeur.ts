import { unzipSync, zipSync } from "fflate";
import { lireXlsx } from "./excel";
import { FEUILLES, type Feuille } from "../../domain/imports/colonnes";
import type { TableLue } from "../../domain/imports/csv";
import { enteteNu } from "../../domain/imports/entetes";
import type { Cellule } from "../../domain/imports/saisie";

// A workbook's sheets as the import reads them (issue 61; read-excel-file, ADR 078): each sheet named as a kind
// (matched bare: "Propriétaires", "BAUX"...) becomes a table of its header and rows; other sheets (Lisez-moi, a
// user's notes) are left alone. A formula cell is its cached value, as the library reads it: never evaluated.

/** A cell as the readers of what people type take it: a date cell as its ISO day, the rest as it is. */
function cellule(v: unknown): Cellule {
  if (v instanceof Date) return Number.isNaN(v.getTime()) ? null : v.toISOString().slice(0, 10);
  if (typeof v === "string" || typeof v === "number" || typeof v === "boolean") return v;
  return null;
}

const PAR_NOM = new Map<string, Feuille>(FEUILLES.map((f) => [enteteNu(f), f]));

/**
 * The same workbook with its entries stored instead of deflated: inflated here, in this thread, once. The reader's
 * unzip (fflate's `unzip`) inflates an entry of 512 KB or more in a worker thread of its own, and a workbook of 2,000
 * leases has four such sheets: four threads started by each request, each with its V8 heap and its malloc arena,
 * which glibc keeps after the thread ends (+33 MB at the import's peak, ADR 152). A stored entry it slices instead.
 * The bytes cost: the XML held twice for the reader's call (3.5 MB for 2,000 leases, bounded by bornes.ts).
 */
export function classeurStocke(bytes: Uint8Array): Uint8Array {
  return zipSync(unzipSync(bytes), { level: 0 });
}

/** The workbook's sheets of the template's kinds. */
export async function lireClasseur(bytes: Uint8Array): Promise<Partial<Record<Feuille, TableLue>>> {
  // fflate's zip is a fresh array of its own buffer, never a shared one: the check only tells TypeScript so.
  const { buffer } = classeurStocke(bytes);
  if (!(buffer instanceof ArrayBuffer)) throw new Error("classeur : tampon partagé inattendu");
  const sheets = await lireXlsx(buffer);
  const tables: Partial<Record<Feuille, TableLue>> = {};
  for (const { sheet, data } of sheets) {
    const feuille = PAR_NOM.get(enteteNu(sheet));
    if (!feuille || tables[feuille]) continue;
    const [entete = [], ...rows] = data;
    tables[feuille] = {
      entetes: entete.map((h) => String(cellule(h) ?? "").trim()),
      lignes: rows
        .map((r, i) => ({ ligne: i + 2, cells: r.map(cellule) }))
        .filter((r) => r.cells.some((c) => c !== null && String(c).trim() !== "")),
    };
  }
  return tables;
}
