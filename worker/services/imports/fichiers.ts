import { unzipSync } from "fflate";
import { FEUILLES, type Feuille } from "../../domain/imports/colonnes";
import { lireCsv, type TableLue } from "../../domain/imports/csv";
import { enteteNu } from "../../domain/imports/entetes";
import { badRequest, unsupported } from "../../lib/errors";
import { verifierBornes } from "./bornes";
import { lireClasseur } from "./classeur";
import type { FichierEnvoye } from "./envoi";

// The files of an import into the template's sheets (issue 61, item 3): a workbook, CSVs named after their sheet
// (Baux.csv, "Propriétaires.csv", matched bare as the sheets are), or a zip of them. What a file is, its bytes say
// (a zip starts with "PK\3\4"; a workbook is a zip holding xl/workbook.xml), not only its name. Each file passes the
// bounds (bornes.ts) before it is read.

export const MSG_TYPE_FICHIER =
  "Fichier non reconnu : envoyez le classeur du modèle (.xlsx), des fichiers CSV ou leur zip.";
export const MSG_AUCUNE_FEUILLE = `Aucune feuille reconnue : nommez les onglets ou les fichiers CSV comme ceux du modèle (${FEUILLES.join(", ")}).`;

const PAR_NOM = new Map<string, Feuille>(FEUILLES.map((f) => [enteteNu(f), f]));

const estZip = (b: Uint8Array) => b[0] === 0x50 && b[1] === 0x4b && b[2] === 0x03 && b[3] === 0x04;

/** The names of a zip's entries, read from its directory (nothing inflated). */
function nomsDuZip(bytes: Uint8Array): string[] {
  const noms: string[] = [];
  try {
    unzipSync(bytes, {
      filter: (f) => {
        noms.push(f.name);
        return false;
      },
    });
  } catch {
    throw unsupported(MSG_TYPE_FICHIER);
  }
  return noms;
}

/** A file's sheet by its name: "Baux.csv", "dossier/Propriétaires.CSV" -> the sheet; else undefined. */
const feuilleDuNom = (nom: string) => {
  const base = nom.split(/[\\/]/).pop() ?? nom;
  return PAR_NOM.get(enteteNu(base.replace(/\.(csv|txt)$/i, "")));
};

/** A text file: no NUL byte (a binary file, a PDF's streams, an image, has some). */
const estTexte = (b: Uint8Array) => !b.subarray(0, 64 * 1024).includes(0);

function ajouter(tables: Partial<Record<Feuille, TableLue>>, f: Feuille | undefined, t: TableLue) {
  if (f && !tables[f]) tables[f] = t;
}

async function lireFichier(f: FichierEnvoye, tables: Partial<Record<Feuille, TableLue>>) {
  verifierBornes(f.nom, f.bytes);
  if (estZip(f.bytes)) {
    const noms = nomsDuZip(f.bytes);
    if (noms.includes("xl/workbook.xml")) {
      const classeur = await lireClasseur(f.bytes);
      for (const feuille of FEUILLES) {
        const t = classeur[feuille];
        if (t) ajouter(tables, feuille, t);
      }
      return;
    }
    const csv = noms.filter((n) => feuilleDuNom(n));
    const entrees = unzipSync(f.bytes, { filter: (e) => csv.includes(e.name) });
    for (const [nom, bytes] of Object.entries(entrees)) {
      if (!estTexte(bytes)) throw unsupported(MSG_TYPE_FICHIER);
      ajouter(tables, feuilleDuNom(nom), lireCsv(bytes));
    }
    return;
  }
  if (!estTexte(f.bytes)) throw unsupported(MSG_TYPE_FICHIER);
  ajouter(tables, feuilleDuNom(f.nom), lireCsv(f.bytes));
}

/** Every sheet the files give (the first file naming a sheet wins); 415 / 400 in French otherwise. */
export async function lireFichiers(
  fichiers: readonly FichierEnvoye[],
): Promise<Partial<Record<Feuille, TableLue>>> {
  if (!fichiers.length) throw badRequest(MSG_AUCUNE_FEUILLE, { fichier: "Fichier requis." });
  const tables: Partial<Record<Feuille, TableLue>> = {};
  for (const f of fichiers) await lireFichier(f, tables);
  if (!Object.keys(tables).length) throw badRequest(MSG_AUCUNE_FEUILLE);
  return tables;
}
