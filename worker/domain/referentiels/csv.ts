// Reading a CSV file as an admin's spreadsheet writes it: UTF-8 (with or without BOM) or Latin-1 (Windows-1252,
// what Excel saves in France), `;` or `,` between fields, double quotes around a field that holds one.

// Windows-1252's 0x80-0x9F (where ISO-8859-1 has control characters): the letters and signs Excel writes there.
const CP1252: Record<number, string> = {
  128: "€",
  130: "‚",
  131: "ƒ",
  132: "„",
  133: "…",
  134: "†",
  135: "‡",
  136: "ˆ",
  137: "‰",
  138: "Š",
  139: "‹",
  140: "Œ",
  142: "Ž",
  145: "‘",
  146: "’",
  147: "“",
  148: "”",
  149: "•",
  150: "–",
  151: "—",
  152: "˜",
  153: "™",
  154: "š",
  155: "›",
  156: "œ",
  158: "ž",
  159: "Ÿ",
};

/** The text of the bytes: UTF-8 when they are valid UTF-8, else Windows-1252 (decoded by hand: every host has it). */
export function decoderTexte(bytes: Uint8Array): string {
  try {
    return new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    let s = "";
    for (const b of bytes) s += CP1252[b] ?? String.fromCharCode(b);
    return s;
  }
}

/** The separator of the header line: the one of `;` and `,` it holds more of (`;` on a tie: the French default). */
export const separateur = (entete: string): ";" | "," =>
  (entete.match(/,/g)?.length ?? 0) > (entete.match(/;/g)?.length ?? 0) ? "," : ";";

/** One line's fields (a quoted field may hold the separator and doubled quotes; not line breaks). */
export function champs(ligne: string, sep: string): string[] {
  const out: string[] = [];
  let cur = "";
  let quoted = false;
  for (let i = 0; i < ligne.length; i++) {
    const ch = ligne[i];
    if (quoted) {
      if (ch === '"' && ligne[i + 1] === '"') {
        cur += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cur += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === sep) {
      out.push(cur.trim());
      cur = "";
    } else cur += ch;
  }
  out.push(cur.trim());
  return out;
}

/** A header name compared loosely: no accents, case, spaces or punctuation ("Code INSEE" = "code_insee"). */
export const nomColonne = (s: string) =>
  s
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]/g, "");
