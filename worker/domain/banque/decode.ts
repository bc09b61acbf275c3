// Bank files come as UTF-8 or as Windows-1252/Latin-1 (French online banking still exports the latter). The bytes
// decide, never the file's name: valid UTF-8 is read as such, anything else as Windows-1252 (a superset of Latin-1
// for the printable range). The table is written here because TextDecoder's legacy encodings are not on every runtime.

const CP1252_80_9F = [
  0x20ac, 0xfffd, 0x201a, 0x0192, 0x201e, 0x2026, 0x2020, 0x2021, 0x02c6, 0x2030, 0x0160, 0x2039,
  0x0152, 0xfffd, 0x017d, 0xfffd, 0xfffd, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014,
  0x02dc, 0x2122, 0x0161, 0x203a, 0x0153, 0xfffd, 0x017e, 0x0178,
];

function cp1252(bytes: Uint8Array): string {
  const parts: string[] = [];
  const CHUNK = 8192;
  for (let i = 0; i < bytes.length; i += CHUNK) {
    const codes: number[] = [];
    for (const b of bytes.subarray(i, i + CHUNK))
      codes.push(b >= 0x80 && b <= 0x9f ? (CP1252_80_9F[b - 0x80] ?? 0xfffd) : b);
    parts.push(String.fromCharCode(...codes));
  }
  return parts.join("");
}

/** The file's text, without a BOM. */
export function decoderTexte(bytes: Uint8Array): string {
  const sansBom =
    bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? bytes.subarray(3) : bytes;
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(sansBom);
  } catch {
    return cp1252(sansBom);
  }
}

/** Binary garbage (NUL or other control bytes in the first kilobytes) is no statement of any kind. */
export function estBinaire(bytes: Uint8Array): boolean {
  const n = Math.min(bytes.length, 4096);
  let controles = 0;
  for (const b of bytes.subarray(0, n)) {
    if (b === 0) return true;
    if (b < 0x09 || (b > 0x0d && b < 0x20)) controles++;
  }
  return controles > n / 100;
}
