import writeXlsxFile from "write-excel-file/universal";
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

/** A CSV of rows, « ; » between cells (a cell holding one quoted), CRLF, in Windows-1252. */
export const csv1252 = (nom: string, lignes: (string | number)[][]): Fichier => ({
  nom,
  bytes: windows1252(
    `${lignes.map((l) => l.map((c) => (String(c).includes(";") ? `"${c}"` : c)).join(";")).join("\r\n")}\r\n`,
  ),
});

export async function json<T = Record<string, unknown>>(res: Response, status: number): Promise<T> {
  const body = (await res.json()) as T;
  if (res.status !== status) expect(body).toBe(`status ${status}, got ${res.status}`);
  return body;
}

/** A workbook of sheets given as rows (the first one the headers), written by write-excel-file as a user's Excel would. */
export async function classeur(
  nom: string,
  feuilles: Record<string, (string | number | null)[][]>,
): Promise<Fichier> {
  const blob = await writeXlsxFile(
    Object.entries(feuilles).map(([sheet, lignes]) => ({
      sheet,
      data: lignes.map((l) => l.map((value) => (value === null ? null : { value }))),
    })),
  ).toBlob();
  return { nom, bytes: new Uint8Array(await blob.arrayBuffer()) };
}

/** A small portfolio: two owners (one with an IBAN), two apartments, three tenants, two leases, a guarantor. */
export const PORTEFEUILLE: Record<string, (string | number | null)[][]> = {
  Proprietaires: [
    ["Reference", "Civilité", "Nom", "Prénom", "Email", "IBAN"],
    ["P1", "M.", "Martin", "Paul", "paul@exemple.fr", "fr76 3000 6000 0112 3456 7890 189"],
    ["P2", "Mme", "Durand", "Anne", "anne@exemple.fr", null],
  ],
  Appartements: [
    ["Reference", "Proprietaires", "Adresse", "Code postal", "Ville", "Loyer HC", "Charges"],
    ["A1", "P1:60;P2:40", "3 rue des Lilas", "69003", "Lyon", "800,00", "50"],
    ["A2", "P2", "8 avenue Foch", "75016", "Paris", 1200, 100],
  ],
  Locataires: [
    ["Reference", "Civilite", "Nom", "Prenom", "Email", "Telephone"],
    ["L1", "Mme", "Petit", "Julie", "julie@exemple.fr", "06 12 34 56 78"],
    ["L2", "M.", "Petit", "Marc", "marc@exemple.fr", "+33 6 98 76 54 32"],
    ["L3", "M.", "Leroy", "Hugo", null, null],
  ],
  Baux: [
    [
      "Reference",
      "Appartement",
      "Locataires",
      "Date de debut",
      "Loyer HC",
      "Charges",
      "Depot de garantie",
    ],
    ["B1", "A1", "L1;L2", "01/09/2024", "800", "50", "800"],
    ["B2", "A2", "L3", "2025-03-15", 1200, 100, 1200],
  ],
  Garants: [
    ["Reference", "Bail", "Nom", "Prenom", "Email", "Telephone"],
    ["G1", "B1", "Petit", "Jean", "jean@exemple.fr", "0240112233"],
  ],
};
