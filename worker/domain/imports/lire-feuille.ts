import { type Colonne, COLONNES, type Feuille } from "./colonnes";
import { associerEntetes } from "./entetes";
import type { TableLue } from "./csv";
import {
  type Cellule,
  LectureInvalide,
  lireBooleen,
  lireCivilite,
  lireStatutLocataire,
  lireDate,
  lireIban,
  lireMontant,
  lireParts,
  lireReferences,
  lireTelephone,
  lireTexte,
} from "./saisie";

// One sheet read into records (issue 61, item 3): its headers matched, each cell read by its column's kind, every
// fault kept at its row and column, in French, as the answer lists them: "Ligne 12, colonne IBAN : IBAN invalide."

export interface Erreur {
  feuille: Feuille;
  ligne: number;
  colonne: string;
  message: string;
}

export type Valeur =
  | string
  | number
  | boolean
  | null
  | string[]
  | { reference: string; part: number | null }[];
export interface Enregistrement {
  ligne: number;
  champs: Record<string, Valeur>;
}

export const MSG_REQUIS = "valeur obligatoire.";
export const MSG_ENTIER = "nombre entier attendu.";
export const MSG_NOMBRE = "nombre attendu (1 234,5).";
export const MSG_EMAIL = "adresse électronique invalide.";
export const MSG_COLONNE_ABSENTE = "colonne obligatoire absente du fichier.";

/** An error as the answer carries it: its message says where. */
export const erreur = (
  feuille: Feuille,
  ligne: number,
  colonne: string,
  faute: string,
): Erreur => ({
  feuille,
  ligne,
  colonne,
  message: `Ligne ${ligne}, colonne ${colonne} : ${faute.charAt(0).toUpperCase()}${faute.slice(1)}`,
});

function lireNombre(v: Cellule, entier: boolean): Valeur | LectureInvalide {
  const t = lireTexte(v);
  if (t === null) return null;
  const n =
    typeof v === "number" ? v : Number(t.replace(/[\s\u00a0\u202f]/g, "").replace(",", "."));
  if (!Number.isFinite(n) || (entier && !Number.isInteger(n)))
    return new LectureInvalide(entier ? MSG_ENTIER : MSG_NOMBRE);
  return n;
}

/** A cell read by its column's kind. */
export function lireCellule(c: Colonne, v: Cellule): Valeur | LectureInvalide {
  switch (c.sorte) {
    case "date":
      return lireDate(v);
    case "montant":
      return lireMontant(v);
    case "iban":
      return lireIban(v);
    case "telephone":
      return lireTelephone(v);
    case "civilite":
      return lireCivilite(v);
    case "statutLocataire":
      return lireStatutLocataire(v);
    case "booleen":
      return lireBooleen(v);
    case "parts":
      return lireParts(v);
    case "references":
      return lireReferences(v);
    case "entier":
      return lireNombre(v, true);
    case "nombre":
      return lireNombre(v, false);
    case "email": {
      const t = lireTexte(v);
      return t === null || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(t)
        ? t
        : new LectureInvalide(MSG_EMAIL);
    }
    default:
      return lireTexte(v);
  }
}

export interface FeuilleLue {
  enregistrements: Enregistrement[];
  erreurs: Erreur[];
  /** Headers no column knows: ignored, said in the answer's warnings. */
  ignorees: string[];
}

/** A sheet's rows as records; `choix`: the headers matched by hand (bare header -> field, or null to ignore). */
export function lireFeuille(
  feuille: Feuille,
  table: TableLue,
  choix: Readonly<Record<string, string | null>> = {},
): FeuilleLue {
  const colonnes = COLONNES[feuille];
  const { champs, inconnues, doublons } = associerEntetes(colonnes, table.entetes, choix);
  const erreurs: Erreur[] = [];
  for (const c of colonnes)
    if (c.requis && !champs.includes(c.champ))
      erreurs.push(erreur(feuille, 1, c.entete, MSG_COLONNE_ABSENTE));
  const parChamp = new Map(colonnes.map((c) => [c.champ, c]));
  const enregistrements: Enregistrement[] = [];
  // The file's own header of a field, for the messages: what the user sees in their spreadsheet.
  const enteteDe = (c: Colonne) => table.entetes[champs.indexOf(c.champ)] ?? c.entete;
  for (const row of table.lignes) {
    // Gathered, then made one object at once: keyed stores of 20 and more fields turn each record into a hash
    // table (V8's dictionary mode), six times its size; 2,000 leases held ~13 MB more (issue 72, ADR 143).
    const lus: [string, Valeur][] = [];
    const fautifs = new Set<string>();
    champs.forEach((champ, i) => {
      const c = champ ? parChamp.get(champ) : undefined;
      if (!c) return;
      const lu = lireCellule(c, row.cells[i]);
      if (lu instanceof LectureInvalide) {
        fautifs.add(c.champ);
        erreurs.push(erreur(feuille, row.ligne, enteteDe(c), lu.message));
      } else lus.push([c.champ, lu]);
    });
    const rec: Record<string, Valeur> = Object.fromEntries(lus);
    for (const c of colonnes)
      if (
        c.requis &&
        champs.includes(c.champ) &&
        !fautifs.has(c.champ) &&
        (rec[c.champ] ?? null) === null
      )
        erreurs.push(erreur(feuille, row.ligne, enteteDe(c), MSG_REQUIS));
    enregistrements.push({ ligne: row.ligne, champs: rec });
  }
  return { enregistrements, erreurs, ignorees: [...inconnues, ...doublons] };
}
