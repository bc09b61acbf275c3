import { cellules } from "../banque/csv";
import { decoderTexte } from "../banque/decode";
import type { Cellule } from "./saisie";

// The CSVs of an import (issue 61, item 2): UTF-8 with or without BOM, Windows-1252 or ISO-8859-15 (what Excel
// writes on a French Windows, and older software), separated by ";" (French Excel) or "," or a tab. The bytes decide.
// No cell is ever evaluated: "=SOMME(A1:A2)" is the text it is.

/**
 * The bytes where Windows-1252 and ISO-8859-15 differ (0xA4 €/¤, 0xA6 Š/¦, 0xA8 š/¨, 0xB4 Ž/´, 0xB8 ž/¸,
 * 0xBC Œ/¼, 0xBD œ/½, 0xBE Ÿ/¾): ISO-8859-15's letters, read when the file has none of Windows-1252's 0x80-0x9F.
 */
const ISO_8859_15: Readonly<Record<number, string>> = {
  164: "€",
  166: "Š",
  168: "š",
  180: "Ž",
  184: "ž",
  188: "Œ",
  189: "œ",
  190: "Ÿ",
};

const estUtf8 = (bytes: Uint8Array) => {
  try {
    new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
};

/** The file's text, whichever of the three encodings it is in, without a BOM. */
export function decoderCsv(bytes: Uint8Array): string {
  const texte = decoderTexte(bytes);
  const bom = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
  if (bom || estUtf8(bytes)) return texte;
  // Not UTF-8: Windows-1252 unless only ISO-8859-15 explains its bytes (none in 0x80-0x9F, one of its letters).
  if (bytes.some((b) => b >= 0x80 && b <= 0x9f)) return texte;
  if (!bytes.some((b) => b in ISO_8859_15)) return texte;
  let s = "";
  for (const ch of texte) {
    const code = ch.charCodeAt(0);
    s += code <= 0xff ? (ISO_8859_15[code] ?? ch) : ch;
  }
  return s;
}

const SEPARATEURS = [";", ",", "\t"] as const;
export type Separateur = (typeof SEPARATEURS)[number];

/** The header line's separator: the one that cuts it into the most cells (quotes respected). */
export function separateurCsv(texte: string): Separateur {
  const premiere = texte.split(/\r?\n/, 1)[0] ?? "";
  let meilleur: Separateur = ";";
  let max = 0;
  for (const sep of SEPARATEURS) {
    const n = cellules(premiere, sep)[0]?.cells.length ?? 0;
    if (n > max) [meilleur, max] = [sep, n];
  }
  return meilleur;
}

export interface TableLue {
  entetes: string[];
  /** Each row with its line in the file (the header is line 1), blank rows left out. */
  lignes: { ligne: number; cells: Cellule[] }[];
}

/** A CSV's header and rows. */
export function lireCsv(bytes: Uint8Array): TableLue {
  const texte = decoderCsv(bytes);
  const [entete, ...rows] = cellules(texte, separateurCsv(texte));
  return {
    entetes: entete?.cells ?? [],
    lignes: rows.filter((r) => r.cells.some((c) => c !== "")),
  };
}
