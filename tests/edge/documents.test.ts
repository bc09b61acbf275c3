import { env } from "cloudflare:workers";
import { PDFDocument, PDFRawStream, decodePDFRawStream } from "pdf-lib";
import { beforeAll, describe, expect, it } from "vitest";
import { adminToken, edgeCaller } from "./call";

// The documents run on Workers as on Node (pdf-lib, no Node API): generated inside workerd, stored in R2,
// replaced on regeneration (the old object removed after the commit), downloaded with a login only.
let token = "";
const call = edgeCaller(() => token);
// Bootstrap (first admin) runs on this first request: slow on a loaded machine.
beforeAll(async () => void (token = await adminToken()), 120_000);

const json = async (res: Response) => {
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as Record<string, any>;
};

describe("generated documents on the edge", () => {
  it("makes the guarantor's label in workerd, stores it in R2 and replaces it when it changes", async () => {
    const created = await call("POST", "/api/Caution", {
      titre: "Madame",
      nom: "L’Œillet « Zoë » Łukasz 😀",
      prenom: "Ærø",
      mobile: "0611223344",
      mail: "zoe@example.fr",
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: number };

    const first = (await json(await call("GET", `/api/Dossier/etiquetteCaution/${id}/generate`)))
      .generated as string;
    expect(first).toMatch(/^\/files\/documents\/[0-9a-f-]+\.pdf$/);
    const stored = await env.FILES.get(first.slice(1));
    expect(stored?.httpMetadata?.contentType).toBe("application/pdf");
    const download = await call("GET", first);
    expect(download.status).toBe(200);
    expect(new TextDecoder().decode((await download.arrayBuffer()).slice(0, 5))).toBe("%PDF-");
    expect((await call("GET", first, undefined, false)).status).toBe(401);

    // Asked again with nothing changed: the same document (issue 75, ADR 109); changed, a new one replaces it.
    const again = (await json(await call("GET", `/api/Dossier/etiquetteCaution/${id}/generate`)))
      .generated as string;
    expect(again).toBe(first);
    expect((await call("PUT", `/api/Caution/${id}`, { prenom: "Åse" })).status).toBe(200);
    const second = (await json(await call("GET", `/api/Dossier/etiquetteCaution/${id}/generate`)))
      .generated as string;
    expect(second).not.toBe(first);
    expect(await env.FILES.get(first.slice(1))).toBeNull();
    expect(await env.FILES.get(second.slice(1))).not.toBeNull();
  });

  it("embeds the font of the Node entry: a name in Vietnamese prints as typed (issue 25)", async () => {
    const created = await call("POST", "/api/Caution", {
      titre: "Madame",
      nom: "Nguyễn-Béranger",
      prenom: "Lê",
      mobile: "0611223344",
      mail: "le@example.fr",
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: number };
    const link = (await json(await call("GET", `/api/Dossier/etiquetteCaution/${id}/generate`)))
      .generated as string;
    const bytes = new Uint8Array(await (await call("GET", link)).arrayBuffer());
    // No pdftotext inside workerd: the font's name and its character map (glyph -> Unicode) say the same.
    const pdf = await PDFDocument.load(bytes);
    const streams = pdf.context
      .enumerateIndirectObjects()
      .flatMap(([, o]) => (o instanceof PDFRawStream ? [o] : []));
    const cmaps = streams
      .map((o) => new TextDecoder().decode(decodePDFRawStream(o).decode()))
      .filter((s) => s.includes("begincmap"))
      .join("\n");
    expect(new TextDecoder("latin1").decode(bytes)).toMatch(/\/BaseFont \/DejaVuSansCondensed-\d+/);
    expect(cmaps).toMatch(/<1ec5>/i); // ễ
  });
});
