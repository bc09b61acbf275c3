import { normaliserCodeInsee } from "../referentiels/code-insee";

// The communes of a row an admin adds (a territory put under rent control, a decree's list of zone tendue), typed
// one per line: « code INSEE ; nom ; codes postaux » (the postal codes, separated by spaces, for rent control only:
// a lot without its INSEE code is matched by postal code and name). Tabs or commas work as the semicolon.

export interface CommuneSaisie {
  insee: string;
  nom: string;
  codesPostaux: string[];
}

export type LectureCommunes =
  | { ok: true; communes: CommuneSaisie[] }
  | { ok: false; message: string };

/** The lines read, or the first bad line's French message. */
export function lireCommunesSaisies(texte: string): LectureCommunes {
  const communes: CommuneSaisie[] = [];
  const lignes = texte.split(/\r?\n/);
  for (const [i, brute] of lignes.entries()) {
    if (!brute.trim()) continue;
    const [code = "", nom = "", cps = ""] = brute.split(/[;\t,]/).map((s) => s.trim());
    const insee = normaliserCodeInsee(code);
    if (!insee)
      return {
        ok: false,
        message: `Ligne ${i + 1} : code INSEE « ${code} » invalide (5 caractères, par exemple 75056 ou 2A004).`,
      };
    if (!nom) return { ok: false, message: `Ligne ${i + 1} : indiquez le nom de la commune.` };
    const codesPostaux = cps.split(/\s+/).filter(Boolean);
    const faux = codesPostaux.find((cp) => !/^\d{5}$/.test(cp));
    if (faux)
      return {
        ok: false,
        message: `Ligne ${i + 1} : code postal « ${faux} » invalide (5 chiffres).`,
      };
    communes.push({ insee, nom, codesPostaux });
  }
  if (communes.length === 0)
    return {
      ok: false,
      message: "Indiquez au moins une commune : code INSEE ; nom ; codes postaux.",
    };
  return { ok: true, communes };
}
