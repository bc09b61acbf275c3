// The name of an entry in a zip the product writes (the month's receipts, a tenant's data export, the backup): built
// from names users typed (a file's, a tenant's), so made safe here, once, for whoever unpacks it. No folder can be
// named (no "/" or "\", no drive "C:"), no "..", no control, bidi or zero-width character, at most 120 characters,
// the extension kept.

export const NOM_ARCHIVE_MAX = 120;

/**
 * What a name may hold but no one sees (issue 75 item 5): control characters (C0, C1), bidi marks, embeddings,
 * overrides and isolates (« photo », U+202E, « gnp.exe » showed « photoexe.png »), zero-width characters, the soft
 * hyphen, the byte order mark.
 */
const INVISIBLES =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is taken out
  /[\u0000-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b-\u200f\u2028-\u202e\u2060-\u2064\u2066-\u206f\ufeff]/g;

/** A name as it shows: every invisible character taken out (an upload's name, a download's Content-Disposition). */
export const sansInvisibles = (nom: string) => nom.replace(INVISIBLES, "");
// Separators and what Windows refuses in a name: each run becomes one "_".
const INTERDITS = /[/\\:<>"|?*]+/g;
const EXTENSION = /\.[\p{L}\p{N}]{1,10}$/u;

/** The first `n` characters, never cutting a character outside the BMP in two. */
const debut = (s: string, n: number) => Array.from(s).slice(0, n).join("");
const longueur = (s: string) => Array.from(s).length;

/** One safe name (no folder) from any text; `repli` when nothing is left of it. */
export function nomArchive(nom: string, repli = "fichier"): string {
  const propre = nom
    .normalize("NFC")
    .replace(/[\t\n\r]+/g, " ")
    .replace(INVISIBLES, "")
    .replace(/\.{2,}/g, ".")
    .replace(INTERDITS, "_")
    .replace(/\s+/g, " ")
    // Nothing hidden (".x") or that Windows trims ("x. "), no separator left at either end.
    .replace(/^[\s._]+|[\s._]+$/g, "");
  return tronquer(propre || repli);
}

/** At most NOM_ARCHIVE_MAX characters, less `reserve` (room for " (2)"), the extension kept. */
function tronquer(nom: string, reserve = 0): string {
  const max = NOM_ARCHIVE_MAX - reserve;
  if (longueur(nom) <= max) return nom;
  const ext = EXTENSION.exec(nom)?.[0] ?? "";
  const radical = nom.slice(0, nom.length - ext.length);
  return debut(radical, max - longueur(ext)).replace(/[\s.]+$/, "") + ext;
}

/** "nom.pdf" numbered: "nom (2).pdf", within the length. */
function numero(nom: string, n: number): string {
  const suffixe = ` (${n})`;
  const court = tronquer(nom, suffixe.length);
  const ext = EXTENSION.exec(court)?.[0] ?? "";
  return `${court.slice(0, court.length - ext.length)}${suffixe}${ext}`;
}

/**
 * The entries' names in order, each `dossier/nom` with its name made safe and unique in the archive regardless of
 * case (a second "bail.pdf" becomes "bail (2).pdf"). The folders are the product's own ("fichiers/").
 */
export function nomsArchive(entrees: { dossier?: string; nom: string }[]): string[] {
  const vus = new Set<string>();
  return entrees.map(({ dossier = "", nom }) => {
    if (dossier && !/^([a-z0-9-]+\/)+$/.test(dossier))
      throw new Error(`Dossier d'archive invalide : ${dossier}`);
    const sur = nomArchive(nom);
    let chemin = dossier + sur;
    for (let n = 2; vus.has(chemin.toLowerCase()); n++) chemin = dossier + numero(sur, n);
    vus.add(chemin.toLowerCase());
    return chemin;
  });
}

/** A path of the product's own (a stored object's key) whose every part is already a safe name. */
export const cheminSur = (chemin: string) =>
  chemin.split("/").every((partie) => partie !== "" && nomArchive(partie, "") === partie);
