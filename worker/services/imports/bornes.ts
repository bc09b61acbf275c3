import { Unzip, UnzipInflate, unzipSync } from "fflate";
import { ApiError, tooLarge } from "../../lib/errors";

// What an import refuses before it reads a file (issue 61, item 7; ADR 081): not a spreadsheet (415), or a file past
// a bound (413), answered before the workbook reader builds anything. A zip's central directory is read first (fflate's
// filter: nothing inflated), so a bomb that says what it is costs nothing; then every entry is inflated as a stream, a
// 16 KB pushed at a time, its bytes counted and its rows counted, and nothing kept: a zip that lies about its sizes
// still stops at the bound, memory bounded by the chunk (deflate cannot expand a chunk more than ~1,032 times).
// The numbers (ADR 081): the bench's 2,000 leases (tests/support/portefeuille-genere.ts) weigh 0.4 MB zipped, 3.5 MB
// of XML, 4,500 rows in their largest sheet; 20,000 lots (issue 64) ten times that, which pass with a margin of about
// three, while a file thirty times theirs is refused before the workbook reader holds it as cells.

/** The upload's bound (the request's body, all files together): 20,000 lots are ~4 MB as a workbook, ~8 MB as CSVs. */
export const IMPORT_MAX_BYTES = 32 * 1024 * 1024;
/** A file's bytes once unzipped (a workbook's XML, the CSVs of a zip, a CSV itself): 20,000 lots are ~35 MB of XML. */
export const IMPORT_MAX_DECOMPRESSE = 100 * 1024 * 1024;
/** The entries of a zip: a workbook of six sheets has ~15 (styles, relations...); a zip of CSVs, one a sheet. */
export const IMPORT_MAX_ENTREES = 200;
/**
 * How much an entry may be compressed: a sheet's XML zips ~10 times (rows of empty styled cells some tens), a run of
 * zeros ~1,000 times. Only above IMPORT_RATIO_DES: small entries of repeated styles may compress more, and weigh nothing.
 */
export const IMPORT_MAX_RATIO = 200;
const IMPORT_RATIO_DES = 1024 * 1024;
/**
 * The rows of a sheet or a CSV (its header left out): the largest sheet of 20,000 lots is Soldes, up to two rows a
 * lease (tenant, deposit) and one an owner, ~50,000 rows; the bench's is 5,000.
 */
export const IMPORT_MAX_LIGNES = 60_000;

/** The compressed bytes pushed at a time: one push inflates at most ~1,032 times this (16 MB), smaller pushes cost time. */
const MORCEAU = 16 * 1024;

const MSG_PAS_UN_TABLEUR = "Ce fichier n'est pas un classeur Excel (.xlsx) ni un CSV.";
const mo = (n: number) => `${Math.round(n / 1024 / 1024)} Mo`;
const milliers = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, "\u202f");

const pasUnTableur = (nom: string) =>
  new ApiError(415, "unsupported_type", MSG_PAS_UN_TABLEUR, {
    fichier: `${nom} : ${MSG_PAS_UN_TABLEUR}`,
  });
const tropGrand = (nom: string) =>
  tooLarge(
    `Le fichier « ${nom} » dépasse ${mo(IMPORT_MAX_DECOMPRESSE)} une fois décompressé : découpez la reprise en plusieurs fichiers.`,
  );
const tropDeLignes = (quoi: string) =>
  tooLarge(
    `${quoi} dépasse ${milliers(IMPORT_MAX_LIGNES)} lignes : découpez la reprise en plusieurs fichiers.`,
  );

const estZip = (b: Uint8Array) => b[0] === 0x50 && b[1] === 0x4b && b[2] === 0x03 && b[3] === 0x04;

/** Text, as a CSV is: no NUL byte in its first 64 KB (a binary file, an old .xls, a PDF, UTF-16 all have some). */
const estTexte = (b: Uint8Array) => !b.subarray(0, 65536).includes(0);

/** The line breaks of a CSV: its rows, the header and a quoted multi-line cell counted too (a bound, not a count). */
function compteurDeLignes() {
  let n = 0;
  return {
    lire(c: Uint8Array) {
      for (let i = c.indexOf(10); i !== -1; i = c.indexOf(10, i + 1)) n++;
    },
    get lignes() {
      return n;
    },
  };
}

const estNom = (o: number) =>
  (o >= 0x61 && o <= 0x7a) || (o >= 0x41 && o <= 0x5a) || (o >= 0x30 && o <= 0x39) || o === 0x3a;
/** "row" or "…:row" at [debut, fin). */
const estRow = (b: Uint8Array, debut: number, fin: number) =>
  fin - debut >= 3 &&
  b[fin - 3] === 0x72 &&
  b[fin - 2] === 0x6f &&
  b[fin - 1] === 0x77 &&
  (fin - debut === 3 || b[fin - 4] === 0x3a);

/**
 * The <row> elements of a sheet's XML, prefixed or not (<row>, <x:row r="2">): each "<" found by indexOf, its tag's
 * name read after it; a name cut by the chunk's end is carried to the next chunk (a few bytes copied).
 */
function compteurDeRangees() {
  let n = 0;
  let reste: Uint8Array | null = null;
  return {
    lire(morceau: Uint8Array) {
      let b = morceau;
      if (reste) {
        b = new Uint8Array(reste.length + morceau.length);
        b.set(reste);
        b.set(morceau, reste.length);
        reste = null;
      }
      for (let i = b.indexOf(0x3c); i !== -1; i = b.indexOf(0x3c, i + 1)) {
        let j = i + 1;
        while (j < b.length && j - i <= 32 && estNom(b[j] ?? 0)) j++;
        if (j === b.length) {
          if (j - i <= 32) reste = b.slice(i);
          break;
        }
        if (estRow(b, i + 1, j)) n++;
      }
    },
    get lignes() {
      return n;
    },
  };
}

interface Entree {
  nom: string;
  taille: number;
  compressee: number;
}

/** The zip's central directory, nothing inflated (fflate's filter answers false to each entry). */
function repertoire(nomFichier: string, bytes: Uint8Array): Entree[] {
  const entrees: Entree[] = [];
  try {
    unzipSync(bytes, {
      filter: (f) => {
        entrees.push({ nom: f.name, taille: f.originalSize, compressee: f.size });
        return false;
      },
    });
  } catch {
    throw pasUnTableur(nomFichier);
  }
  return entrees;
}

/** The sizes the directory declares, against the bounds. */
function verifierRepertoire(nom: string, entrees: readonly Entree[]) {
  if (entrees.length > IMPORT_MAX_ENTREES)
    throw tooLarge(
      `Le fichier « ${nom} » contient plus de ${IMPORT_MAX_ENTREES} fichiers compressés : ce n'est pas un classeur de reprise.`,
    );
  let total = 0;
  for (const e of entrees) {
    total += e.taille;
    if (e.taille > IMPORT_RATIO_DES && e.taille > e.compressee * IMPORT_MAX_RATIO)
      throw tooLarge(
        `Le fichier « ${nom} » est compressé plus de ${IMPORT_MAX_RATIO} fois : il n'est pas lu (une bombe de décompression ?).`,
      );
  }
  if (total > IMPORT_MAX_DECOMPRESSE) throw tropGrand(nom);
}

const dossierOuCache = (n: string) => n.endsWith("/") || n.startsWith("__MACOSX/");
const estCsv = (n: string) => /\.(csv|txt)$/i.test(n);
const estFeuilleXml = (n: string) => /^xl\/worksheets\/[^/]+\.xml$/i.test(n);

/**
 * Every entry inflated as a stream and counted, nothing kept: its real bytes (a directory may lie) and the rows of
 * a sheet or a CSV. Throws at the first bound passed.
 */
function parcourir(nom: string, bytes: Uint8Array, csv: boolean) {
  let total = 0;
  let refus: Error | null = null;
  const unzip = new Unzip((f) => {
    if (dossierOuCache(f.name)) return;
    const compteur = csv
      ? estCsv(f.name)
        ? compteurDeLignes()
        : null
      : estFeuilleXml(f.name)
        ? compteurDeRangees()
        : null;
    const quoi = csv ? `Le fichier ${f.name} de « ${nom} »` : `Un onglet de « ${nom} »`;
    f.ondata = (err, chunk) => {
      if (refus) return;
      if (err) {
        refus = pasUnTableur(nom);
        return;
      }
      total += chunk.length;
      if (total > IMPORT_MAX_DECOMPRESSE) refus = tropGrand(nom);
      else if (compteur) {
        compteur.lire(chunk);
        if (compteur.lignes > IMPORT_MAX_LIGNES + 1) refus = tropDeLignes(quoi);
      }
    };
    f.start();
  });
  unzip.register(UnzipInflate);
  try {
    for (let i = 0; i < bytes.length && !refus; i += MORCEAU)
      unzip.push(bytes.subarray(i, i + MORCEAU), i + MORCEAU >= bytes.length);
  } catch {
    refus ??= pasUnTableur(nom);
  }
  if (refus) throw refus;
}

/**
 * Throws a French 413 / 415 (ApiError) when the file is not a workbook (.xlsx), a CSV or a zip of CSVs, or passes a
 * bound. Synchronous, once a file, before any reading; its cost is one inflate of the file, nothing kept.
 */
export function verifierBornes(nom: string, bytes: Uint8Array): void {
  if (bytes.length > IMPORT_MAX_BYTES)
    throw tooLarge(`Le fichier « ${nom} » dépasse ${mo(IMPORT_MAX_BYTES)}.`);
  if (!estZip(bytes)) {
    if (bytes.length === 0 || !estTexte(bytes)) throw pasUnTableur(nom);
    const lignes = compteurDeLignes();
    lignes.lire(bytes);
    if (lignes.lignes > IMPORT_MAX_LIGNES + 1) throw tropDeLignes(`Le fichier « ${nom} »`);
    return;
  }
  const entrees = repertoire(nom, bytes);
  const fichiers = entrees.filter((e) => !dossierOuCache(e.nom));
  const classeur =
    fichiers.some((e) => e.nom === "[Content_Types].xml") &&
    fichiers.some((e) => /^xl\/workbook\.xml$/i.test(e.nom));
  const csv = !classeur && fichiers.length > 0 && fichiers.every((e) => estCsv(e.nom));
  if (!classeur && !csv) throw pasUnTableur(nom);
  verifierRepertoire(nom, entrees);
  parcourir(nom, bytes, csv);
}
