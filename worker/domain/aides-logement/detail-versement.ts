import { parseNombre, toCents } from "../money";

// Issue 77 item 2: the detail of a transfer as the CAF's (or MSA's) partner portal shows it, pasted or as a CSV, one
// line per tenant: allocataire number, name, month, amount. Read leniently (tabs, semicolons, commas or runs of
// spaces; the month as 11/2026, 2026-11 or « novembre 2026 »), a header or a blank line skipped; a line it cannot
// read is returned with its number, never guessed.

export interface LigneDetail {
  ligne: number;
  numeroAllocataire: string;
  nom: string;
  /** YYYY-MM. */
  mois: string;
  /** Cents; negative for a retenue. */
  montant: number;
}
export interface DetailLu {
  lignes: LigneDetail[];
  illisibles: { ligne: number; texte: string }[];
}

const MOIS_FR = [
  "janvier",
  "fevrier",
  "mars",
  "avril",
  "mai",
  "juin",
  "juillet",
  "aout",
  "septembre",
  "octobre",
  "novembre",
  "decembre",
];
const sansAccent = (s: string) =>
  s
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();

/** "11/2026", "2026-11", "novembre 2026" -> "2026-11"; null otherwise. */
export function lireMois(texte: string): string | null {
  const t = sansAccent(texte.trim());
  let m = /^(\d{1,2})[/.-](\d{4})$/.exec(t);
  if (m)
    return Number(m[1]) >= 1 && Number(m[1]) <= 12 ? `${m[2]}-${m[1]?.padStart(2, "0")}` : null;
  m = /^(\d{4})-(\d{2})$/.exec(t);
  if (m) return Number(m[2]) >= 1 && Number(m[2]) <= 12 ? `${m[1]}-${m[2]}` : null;
  m = /^([a-z]+)\s+(\d{4})$/.exec(t);
  const i = m ? MOIS_FR.indexOf(m[1] ?? "") : -1;
  return m && i >= 0 ? `${m[2]}-${String(i + 1).padStart(2, "0")}` : null;
}

function champs(ligne: string): string[] {
  if (ligne.includes("\t")) return ligne.split("\t");
  if (ligne.includes(";")) return ligne.split(";");
  return ligne.split(/\s{2,}/);
}

export function lireDetail(texte: string): DetailLu {
  const lignes: LigneDetail[] = [];
  const illisibles: DetailLu["illisibles"] = [];
  texte.split(/\r?\n/).forEach((brute, i) => {
    const t = brute.trim();
    if (!t) return;
    const c = champs(t).map((x) =>
      x
        .trim()
        .replace(/^"|"$/g, "")
        .replace(/\s*\u20ac$/, ""),
    );
    const [numero, nom, moisTexte, montantTexte] = c;
    const mois = moisTexte ? lireMois(moisTexte) : null;
    const montant = montantTexte ? parseNombre(montantTexte) : null;
    if (c.length >= 4 && numero && /^\d{4,}$/.test(numero) && mois && montant !== null)
      lignes.push({
        ligne: i + 1,
        numeroAllocataire: numero,
        nom: nom ?? "",
        mois,
        montant: toCents(montant),
      });
    // A header (no digits in its first field) is not an error.
    else if (/\d/.test(c[0] ?? "")) illisibles.push({ ligne: i + 1, texte: t });
  });
  return { lignes, illisibles };
}
