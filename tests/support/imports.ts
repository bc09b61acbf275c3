import { expect } from "vitest";
import type { TestApp } from "./test-app";

// The import's requests as the screen sends them (issue 61): the files in the repeated field `fichier`, the cut-over
// date and the matches changed by hand; and CSVs as a French Excel saves them (Windows-1252, ";").

export interface Fichier {
  nom: string;
  bytes: Uint8Array;
}

export async function envoyer(
  t: TestApp,
  fichiers: Fichier[],
  opts: {
    essai?: boolean;
    dateReprise?: string | null;
    correspondances?: unknown;
    role?: "admin" | "user" | "comptable" | "user_delete";
  } = {},
) {
  const form = new FormData();
  for (const f of fichiers) form.append("fichier", new Blob([new Uint8Array(f.bytes)]), f.nom);
  if (opts.dateReprise !== null) form.append("dateReprise", opts.dateReprise ?? "31/12/2026");
  if (opts.correspondances !== undefined)
    form.append("correspondances", JSON.stringify(opts.correspondances));
  return t.app.request(`/api/imports${opts.essai ? "?essai=1" : ""}`, {
    method: "POST",
    headers: { Authorization: `Token ${t.tokens[opts.role ?? "admin"]}` },
    body: form,
  });
}

/** Windows-1252 bytes of a text (the letters a French CSV holds: Latin-1 and €). */
export function windows1252(texte: string): Uint8Array {
  return Uint8Array.from([...texte], (ch) => {
    if (ch === "€") return 0x80;
    const code = ch.charCodeAt(0);
    if (code > 0xff) throw new Error(`hors Windows-1252 : ${ch}`);
    return code;
  });
}

/** A CSV of rows, « ; » between cells, CRLF, in Windows-1252. */
export const csv1252 = (nom: string, lignes: (string | number)[][]): Fichier => ({
  nom,
  bytes: windows1252(`${lignes.map((l) => l.join(";")).join("\r\n")}\r\n`),
});

export async function json<T = Record<string, unknown>>(res: Response, status: number): Promise<T> {
  const body = (await res.json()) as T;
  if (res.status !== status) expect(body).toBe(`status ${status}, got ${res.status}`);
  return body;
}
