import { deflateSync, strToU8 } from "fflate";
import { sha256 } from "../../worker/lib/sha256";

// Hostile backup archives, made on the fly (no binary file in the repository), for the restore's budget tests and
// `npm run fuzz`: each is a well-formed archive of ours up to one hostile entry, after a valid object that the
// restore writes first and must remove again. The zip is written here entry by entry (local headers only, as a
// streaming reader reads it): fflate's zipSync cannot hold a 450 MB entry nor write a name that is not UTF-8.
// Runs on Node and in workerd alike (CompressionStream, WebCrypto).

export interface RawEntry {
  /** The name's bytes as stored; a string is written as UTF-8, flagged so. */
  name: string | Uint8Array;
  deflated: Uint8Array;
  size: number;
}

const u16 = (v: number) => [v & 0xff, (v >>> 8) & 0xff];
const u32 = (v: number) => [v & 0xff, (v >>> 8) & 0xff, (v >>> 16) & 0xff, (v >>> 24) & 0xff];

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) out.set(p, at), (at += p.length);
  return out;
}

/** A zip of deflated entries, in this order; the CRC is left at 0 (a streaming reader does not check it). */
export function zipOf(entries: RawEntry[]): Uint8Array {
  return concat(
    entries.flatMap((e) => {
      const name = typeof e.name === "string" ? strToU8(e.name) : e.name;
      const header = new Uint8Array([
        ...u32(0x04034b50),
        ...u16(20),
        ...u16(0x0800), // the name is UTF-8
        ...u16(8), // deflate
        ...u16(0),
        ...u16(0x21),
        ...u32(0),
        ...u32(e.deflated.length),
        ...u32(e.size),
        ...u16(name.length),
        ...u16(0),
      ]);
      return [header, name, e.deflated];
    }),
  );
}

export const entry = (name: string | Uint8Array, bytes: Uint8Array): RawEntry => ({
  name,
  deflated: deflateSync(bytes),
  size: bytes.length,
});
const jsonEntry = (name: string, value: unknown) =>
  entry(name, strToU8(typeof value === "string" ? value : JSON.stringify(value)));

/** An archive's header, from a schema older than any instance's (taken by every instance). */
export const header = () =>
  jsonEntry("sauvegarde.json", {
    format: "patrimoine-locatif/sauvegarde",
    version: 1,
    application: "fuzz",
    createdAt: "2026-11-21T00:00:00.000Z",
    schema: { migrations: 0, last: 0 },
  });

/** An object as the archive holds it: its description, then its bytes. */
export async function object(key: string, bytes = strToU8(`contenu de ${key}`)) {
  const meta = {
    key,
    contentType: "application/pdf",
    size: bytes.length,
    sha256: await sha256(bytes),
  };
  return [jsonEntry(`objets/${key}.json`, meta), entry(key, bytes)];
}

/** `size` bytes of `byte`, deflated by the platform's zlib as they stream (~1:1000): a zip bomb. */
export async function bomb(name: string, size: number, byte = 0x30): Promise<RawEntry> {
  const stream = new CompressionStream("deflate-raw");
  const writer = stream.writable.getWriter();
  const chunk = new Uint8Array(1024 ** 2).fill(byte);
  const writing = (async () => {
    for (let left = size; left > 0; left -= chunk.length)
      await writer.write(left >= chunk.length ? chunk : chunk.subarray(0, left));
    await writer.close();
  })();
  const parts: Uint8Array[] = [];
  for await (const part of stream.readable) parts.push(part);
  await writing;
  return { name, deflated: concat(parts), size };
}

/** 450 MB of "0" as a table: what took the Node server to 1.5 GB before its 400. */
export const BOMB_BYTES = 450 * 1024 ** 2;

/** A name whose UTF-8 flag is set but whose bytes are not UTF-8 ("é" cut in half). */
const badUtf8 = (prefix: string) =>
  concat([strToU8(prefix), new Uint8Array([0xc3, 0x28]), strToU8(".pdf")]);

export interface HostileCase {
  label: string;
  /** The hostile entries, after the header and one valid object. */
  entries: () => Promise<RawEntry[]>;
  message: RegExp;
}

const hostileObject = async (key: string) => object(key);

export const HOSTILE_CASES: HostileCase[] = [
  {
    label: "a 450 MB table of zeros (bomb)",
    entries: async () => [await bomb("tables/Client.json", BOMB_BYTES)],
    message: /anormalement compressée/,
  },
  {
    label: "a 450 MB object of NUL bytes (bomb)",
    entries: async () => [
      jsonEntry("objets/files/x.bin.json", {
        key: "files/x.bin",
        contentType: "application/pdf",
        size: BOMB_BYTES,
        sha256: "0",
      }),
      await bomb("files/x.bin", BOMB_BYTES, 0),
    ],
    message: /anormalement compressée/,
  },
  {
    label: "a key 1,800 folders deep",
    entries: () => hostileObject(`files/${"a/".repeat(1800)}x.pdf`),
    message: /nom de fichier invalide/,
  },
  {
    label: "a key of 300 characters",
    entries: () => hostileObject(`files/${"a".repeat(300)}.pdf`),
    message: /nom de fichier invalide/,
  },
  {
    label: "a traversal (files/../x)",
    entries: () => hostileObject("files/../x.pdf"),
    message: /nom de fichier invalide/,
  },
  {
    label: "a backslash",
    entries: () => hostileObject("files/a\\..\\x.pdf"),
    message: /nom de fichier invalide/,
  },
  {
    label: "a control character",
    entries: () => hostileObject("files/a\u0007b.pdf"),
    message: /nom de fichier invalide/,
  },
  {
    label: "a hidden name (files/.htaccess)",
    entries: () => hostileObject("files/.htaccess"),
    message: /nom de fichier invalide/,
  },
  {
    label: "a drive letter (files/C:x.pdf)",
    entries: () => hostileObject("files/C:x.pdf"),
    message: /nom de fichier invalide/,
  },
  {
    label: "a name that is not UTF-8",
    entries: async () => [entry(badUtf8("files/a"), strToU8("x"))],
    message: /nom de fichier invalide/,
  },
  {
    label: "a table nested 100,000 deep",
    entries: async () => [
      jsonEntry(
        "tables/Client.json",
        `{"table":"Client","columns":[],"rows":${"[".repeat(100_000)}`,
      ),
    ],
    message: /JSON invalide ou trop imbriqué/,
  },
];

/** The whole archive of a case: header, a valid object (written, then removed), the hostile entries. */
export async function hostileArchive(c: HostileCase): Promise<Uint8Array> {
  return zipOf([header(), ...(await object("files/valide/avant.pdf")), ...(await c.entries())]);
}

/** A valid-looking archive of `n` small objects (for the entry-count budget, lowered in the test). */
export async function manyObjects(n: number): Promise<Uint8Array> {
  const objects = await Promise.all(
    Array.from({ length: n }, (_, i) => object(`files/nombreux/${i}.pdf`)),
  );
  return zipOf([header(), ...objects.flat()]);
}

/** A whole archive of nothing: taken (200) by an empty instance only, refused (409) by any other. */
export const emptyArchive = async () =>
  zipOf([header(), jsonEntry("fin.json", { tables: {}, objects: 0 })]);
