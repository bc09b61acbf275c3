import { describe, expect, it } from "vitest";
import { present } from "../domain/present";
import { ApiError } from "./errors";
import { MultipartReader, PART_HEADERS_MAX, type PartHead } from "./multipart";

const enc = new TextEncoder();
const BOUNDARY = "----limite-XyZ";

/** `bytes` handed over in chunks of the sizes `sizes` gives, in turn. */
function chunked(bytes: Uint8Array, sizes: () => number) {
  let at = 0;
  return new ReadableStream<Uint8Array>({
    pull(c) {
      if (at >= bytes.length) return c.close();
      const n = Math.max(1, sizes());
      c.enqueue(bytes.slice(at, at + n));
      at += n;
    },
  });
}

async function parse(bytes: Uint8Array, sizes: () => number, boundary = BOUNDARY) {
  const r = new MultipartReader(chunked(bytes, sizes).getReader(), boundary);
  const parts: (PartHead & { body: Uint8Array })[] = [];
  for (let head = await r.next(); head; head = await r.next()) {
    const chunks: number[] = [];
    for (let c = await r.read(); c; c = await r.read()) chunks.push(...c);
    parts.push({ ...head, body: Uint8Array.from(chunks) });
  }
  return parts;
}

/** Bytes full of near-misses: CR LF, dashes, the boundary's beginning. */
function tricky(n: number, seed: number) {
  const alphabet = enc.encode(`\r\n-${BOUNDARY.slice(0, 8)}ab`);
  const out = new Uint8Array(n);
  let x = seed;
  for (let i = 0; i < n; i++) {
    x = (x * 1103515245 + 12345) & 0x7fffffff;
    out[i] = present(alphabet[x % alphabet.length], "octet de l'alphabet");
  }
  return out;
}

function body(
  parts: { name: string; filename?: string; type?: string; data: Uint8Array }[],
  pre = "",
  epilogue = "",
) {
  const pieces: Uint8Array[] = [enc.encode(pre)];
  for (const p of parts) {
    const disp = `form-data; name="${p.name}"${p.filename === undefined ? "" : `; filename="${p.filename}"`}`;
    pieces.push(
      enc.encode(
        `--${BOUNDARY}\r\nContent-Disposition: ${disp}\r\n${p.type ? `Content-Type: ${p.type}\r\n` : ""}\r\n`,
      ),
      p.data,
      enc.encode("\r\n"),
    );
  }
  pieces.push(enc.encode(`--${BOUNDARY}--\r\n${epilogue}`));
  return new Uint8Array(pieces.flatMap((p) => [...p]));
}

describe("MultipartReader", () => {
  const parts = [
    { name: "nom", data: enc.encode("Bail signé") },
    { name: "file", filename: "été.pdf", type: "application/pdf", data: tricky(20_000, 1) },
    { name: "vide", filename: "", type: "application/octet-stream", data: new Uint8Array(0) },
    { name: "url", filename: "b.png", type: "image/png", data: tricky(5_000, 2) },
  ];
  const bytes = body(parts, "préambule ignoré\r\n", "épilogue ignoré");

  for (const [label, sizes] of [
    ["one byte at a time", () => 1],
    ["7 bytes", () => 7],
    ["random sizes", () => Math.floor(Math.random() * 300)],
    ["whole", () => bytes.length],
  ] as const)
    it(`gives every part's headers and exact bytes, read ${label}`, async () => {
      const got = await parse(bytes, sizes);
      expect(got.map((p) => [p.name, p.filename, p.type])).toEqual([
        ["nom", null, null],
        ["file", "été.pdf", "application/pdf"],
        ["vide", "", "application/octet-stream"],
        ["url", "b.png", "image/png"],
      ]);
      for (const [i, p] of got.entries()) expect(p.body).toEqual(parts[i]?.data);
    });

  it("agrees with fetch's own formData() on the same body", async () => {
    // undici refuses a preamble, an epilogue and an empty file name: the plain parts only.
    const plain = body(parts.filter((p) => p.name !== "vide"));
    const form = await new Response(plain, {
      headers: { "content-type": `multipart/form-data; boundary=${BOUNDARY}` },
    }).formData();
    const ours = await parse(plain, () => 1000);
    expect(form.get("nom")).toBe(new TextDecoder().decode(present(ours[0], "nom").body));
    for (const [field, i] of [
      ["file", 1],
      ["url", 2],
    ] as const) {
      const file = form.get(field);
      if (!(file instanceof File)) throw new Error(`${field} n'est pas un fichier`);
      expect(file.name).toBe(ours[i]?.filename);
      expect(new Uint8Array(await file.arrayBuffer())).toEqual(ours[i]?.body);
    }
  });

  it("skips what is left of a part when the next is asked for", async () => {
    const r = new MultipartReader(chunked(bytes, () => 100).getReader(), BOUNDARY);
    const names: string[] = [];
    for (let h = await r.next(); h; h = await r.next()) names.push(h.name);
    expect(names).toEqual(["nom", "file", "vide", "url"]);
  });

  const refused = async (b: Uint8Array) => {
    const e = await parse(b, () => 64).catch((x: unknown) => x);
    expect(e).toBeInstanceOf(ApiError);
    expect((e as ApiError).status).toBe(400);
  };
  it("a body cut short is 400", () => refused(bytes.subarray(0, 15_000)));
  it("a part without a name is 400", () =>
    refused(
      enc.encode(`--${BOUNDARY}\r\nContent-Disposition: form-data\r\n\r\nx\r\n--${BOUNDARY}--`),
    ));
  it("headers longer than PART_HEADERS_MAX are 400, not held", () =>
    refused(
      enc.encode(
        `--${BOUNDARY}\r\nX-Long: ${"a".repeat(PART_HEADERS_MAX + 10)}\r\n\r\nx\r\n--${BOUNDARY}--`,
      ),
    ));
  it("an empty body or one without the boundary is 400", async () => {
    await refused(new Uint8Array(0));
    await refused(enc.encode("pas un formulaire"));
  });

  it("errors of the source come through as they are (a limit counted upstream)", async () => {
    const limit = new Error("trop");
    const source = new ReadableStream<Uint8Array>({
      start(c) {
        c.enqueue(bytes.subarray(0, 500));
        c.error(limit);
      },
    });
    const r = new MultipartReader(source.getReader(), BOUNDARY);
    const e = await (async () => {
      for (let h = await r.next(); h; h = await r.next()) while (await r.read());
    })().catch((x: unknown) => x);
    expect(e).toBe(limit);
  });
});
