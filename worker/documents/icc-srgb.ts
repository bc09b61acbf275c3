// The sRGB colour space as an ICC profile (version 2.1, display class, matrix/TRC), built from the published
// figures of IEC 61966-2-1: the primaries adapted to the D50 white of the profile connection space and the sRGB
// tone curve sampled on 1024 points. A PDF/A file's OutputIntent names it (ISO 19005-3, 6.2.3). Built, not shipped:
// about 2.5 kB, the same bytes each time.

const D50 = [0.9642, 1, 0.8249] as const;
/** The sRGB primaries (Bradford-adapted to D50), columns of the RGB -> XYZ matrix. */
const PRIMAIRES = {
  rXYZ: [0.4361, 0.2225, 0.0139],
  gXYZ: [0.3851, 0.7169, 0.0971],
  bXYZ: [0.1431, 0.0606, 0.7141],
} as const;
const POINTS = 1024;

const ascii = (s: string) => Array.from(s, (c) => c.charCodeAt(0));
const u32 = (n: number) => [(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];
const u16 = (n: number) => [(n >>> 8) & 255, n & 255];
const s15f16 = (x: number) => u32(Math.round(x * 65536) >>> 0);
const pad4 = (b: number[]) => [...b, ...new Array((4 - (b.length % 4)) % 4).fill(0)];

const xyz = (v: readonly number[]) => [...ascii("XYZ "), 0, 0, 0, 0, ...v.flatMap(s15f16)];
const texte = (s: string) => [...ascii("text"), 0, 0, 0, 0, ...ascii(s), 0];
/** textDescriptionType (v2): the ASCII name, no Unicode or ScriptCode names. */
const description = (s: string) => [
  ...ascii("desc"),
  ...[0, 0, 0, 0],
  ...u32(s.length + 1),
  ...ascii(s),
  0,
  ...u32(0),
  ...u32(0),
  ...u16(0),
  0,
  ...new Array(67).fill(0),
];
/** The sRGB tone curve: linear below 0.04045, then ((v + 0.055) / 1.055) ^ 2.4. */
function courbe(): number[] {
  const out = [...ascii("curv"), 0, 0, 0, 0, ...u32(POINTS)];
  for (let i = 0; i < POINTS; i++) {
    const v = i / (POINTS - 1);
    const lin = v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
    out.push(...u16(Math.round(lin * 65535)));
  }
  return out;
}

let cache: Uint8Array | null = null;

/** The profile's bytes (built once). */
export function profilSrgb(): Uint8Array {
  if (cache) return cache;
  const trc = courbe();
  const tags: [string, number[]][] = [
    ["desc", description("sRGB IEC61966-2.1")],
    ["cprt", texte("No copyright, use freely")],
    ["wtpt", xyz(D50)],
    ["rXYZ", xyz(PRIMAIRES.rXYZ)],
    ["gXYZ", xyz(PRIMAIRES.gXYZ)],
    ["bXYZ", xyz(PRIMAIRES.bXYZ)],
    ["rTRC", trc],
  ];
  // gTRC and bTRC share rTRC's data (the same curve): the tag table may point twice at one element.
  const table = 4 + (tags.length + 2) * 12;
  let offset = 128 + table;
  const entries: number[] = [];
  const data: number[] = [];
  let trcAt = 0;
  for (const [sig, bytes] of tags) {
    const padded = pad4(bytes);
    entries.push(...ascii(sig), ...u32(offset), ...u32(bytes.length));
    if (sig === "rTRC") trcAt = offset;
    data.push(...padded);
    offset += padded.length;
  }
  for (const sig of ["gTRC", "bTRC"])
    entries.push(...ascii(sig), ...u32(trcAt), ...u32(trc.length));
  const size = offset;
  const header = [
    ...u32(size),
    ...u32(0),
    ...[0x02, 0x10, 0, 0],
    ...ascii("mntr"),
    ...ascii("RGB "),
    ...ascii("XYZ "),
    ...[2026, 1, 1, 0, 0, 0].flatMap(u16),
    ...ascii("acsp"),
    ...new Array(24).fill(0),
    ...u32(0),
    ...D50.flatMap(s15f16),
    ...new Array(48).fill(0),
  ];
  cache = new Uint8Array([...header, ...u32(tags.length + 2), ...entries, ...data]);
  return cache;
}
