// The deflate of the PDFs' page contents (pdf-save.ts). fflate runs on every host (the edge has no node:zlib: no
// nodejs_compat, wrangler.toml); the Node entry hands its native zlib instead (node-ports.ts), the same zlib format
// at the same level: measured on a receipt's page (13 kB), 0.27 ms with fflate, 0.10 ms with Node's zlib, each
// fflate call also allocating its tables anew. Readers inflate either alike; only the bytes differ.
import { zlibSync } from "fflate";

type Level = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9;
type Deflate = (bytes: Uint8Array, level: Level) => Uint8Array;

let deflate: Deflate = (bytes, level) => zlibSync(bytes, { level });

/** `bytes` deflated in the zlib format (what a PDF's /FlateDecode reads), at `level` (0-9). */
export const zlibDeflate = (bytes: Uint8Array, level: Level) => deflate(bytes, level);

/** The host's own deflate, set once at its start (the Node entry: node:zlib's `deflateSync`). */
export function setHostDeflate(d: Deflate) {
  deflate = d;
}
