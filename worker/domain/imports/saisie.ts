import { parseMontant } from "../money";
import { ibanValide, normaliserIban } from "../sepa/iban";
import type { TITRES } from "../schemas/enums";
import {
  LIBELLES_STATUT_LOCATAIRE,
  STATUTS_LOCATAIRE,
  type StatutLocataire,
} from "../garanties/statuts";
import { normaliserTelephone } from "../francais/telephone";

// What people really type in a spreadsheet of their portfolio (issue 61, item 2), read into what the product stores.
// Each reader answers the value, or a LectureInvalide with the French message the import puts at its row and column;
// a blank cell is `null` (absent), never an error here: whether the field is required is the sheet's rule.

/** A cell as a workbook or a CSV gives it: text, a number (an XLSX numeric cell), a boolean, or nothing. */
export type Cellule = string | number | boolean | null | undefined;

export class LectureInvalide {
  constructor(readonly message: string) {}
}
export type Lu<T> = T | null | LectureInvalide;

const vide = (v: Cellule): v is null | undefined | "" =>
  v === null || v === undefined || (typeof v === "string" && v.trim() === "");
const texteDe = (v: Cellule) => String(v).trim();

export const MSG_DATE = "date invalide (attendue comme 31/12/2026 ou 2026-12-31).";
export const MSG_MONTANT = "montant invalide (attendu comme 1 234,56).";
export const MSG_IBAN = "IBAN invalide.";
export const MSG_TELEPHONE = "numéro de téléphone invalide.";
export const MSG_CIVILITE = "civilité inconnue (M., Mme, Monsieur, Madame ou Mademoiselle).";
export const MSG_BOOLEEN = "valeur inconnue (oui ou non).";

/** A real calendar day, as ISO; null when the numbers name none (31/02). */
function isoDe(annee: number, mois: number, jour: number): string | null {
  if (annee < 1900 || annee > 2100 || mois < 1 || mois > 12 || jour < 1) return null;
  const d = new Date(Date.UTC(annee, mois - 1, jour));
  if (d.getUTCMonth() !== mois - 1) return null;
  return d.toISOString().slice(0, 10);
}

/**
 * Excel's date serials (the 1900 system every French Excel uses): day 1 is 1900-01-01, and Excel counts a
 * 29 February 1900 that never was (Lotus 1-2-3's bug, kept for compatibility), so from serial 61 on the day is
 * 1899-12-30 plus the serial. Serials below 61 are January and February 1900: no lease date, refused.
 */
function dateExcel(serial: number): string | null {
  if (!Number.isInteger(serial) || serial < 61 || serial > 73050) return null;
  return new Date(Date.UTC(1899, 11, 30) + serial * 86_400_000).toISOString().slice(0, 10);
}

/** `31/12/2026`, `31-12-2026`, `31.12.2026`, `2026-12-31`, `2026-12-31T00:00:00`, or an Excel serial -> ISO day. */
export function lireDate(v: Cellule): Lu<string> {
  if (vide(v)) return null;
  if (typeof v === "number") return dateExcel(v) ?? new LectureInvalide(MSG_DATE);
  const t = texteDe(v);
  let m = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(t);
  if (m) return isoDe(Number(m[3]), Number(m[2]), Number(m[1])) ?? new LectureInvalide(MSG_DATE);
  m = /^(\d{4})-(\d{2})-(\d{2})(?:[T ][\d:.]+Z?)?$/.exec(t);
  if (m) return isoDe(Number(m[1]), Number(m[2]), Number(m[3])) ?? new LectureInvalide(MSG_DATE);
  if (/^\d{5}$/.test(t)) return dateExcel(Number(t)) ?? new LectureInvalide(MSG_DATE);
  return new LectureInvalide(MSG_DATE);
}

/**
 * `1 234,56`, `1234.56`, `1 234,56 €`, `-12,5`, or an XLSX number -> cents. More than two decimals is an error, not a
 * rounding: "12,345" is a typo the agency must see, not 12,35 € written in its books.
 */
export function lireMontant(v: Cellule): Lu<number> {
  if (vide(v)) return null;
  if (typeof v === "boolean") return new LectureInvalide(MSG_MONTANT);
  const euros = typeof v === "number" ? v : parseMontant(texteDe(v));
  if (euros === null || !Number.isFinite(euros)) return new LectureInvalide(MSG_MONTANT);
  const cents = Math.round(euros * 100);
  // A binary float of two decimals is within a millionth of a cent of its cents; a third decimal is not.
  if (Math.abs(euros * 100 - cents) > 1e-6) return new LectureInvalide(MSG_MONTANT);
  return cents;
}

/** An IBAN with spaces, dashes or in lower case -> as stored (`FR76...`); its key checked. */
export function lireIban(v: Cellule): Lu<string> {
  if (vide(v)) return null;
  const t = texteDe(v);
  return ibanValide(t) ? normaliserIban(t) : new LectureInvalide(MSG_IBAN);
}

/**
 * A phone cell read by the forms' rule (francais/telephone.ts), stored in its normal form (`06 12 34 56 78`). An
 * XLSX number lost its leading 0 (612345678): put back.
 */
export function lireTelephone(v: Cellule): Lu<string> {
  if (vide(v)) return null;
  const t = texteDe(v);
  const n = normaliserTelephone(typeof v === "number" && /^[1-9]\d{8}$/.test(t) ? `0${t}` : t);
  return n ?? new LectureInvalide(MSG_TELEPHONE);
}

/** Lower case, no accents, no dots or spaces: how a short word is compared. */
export const motNu = (s: string) =>
  s
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[\s.]/g, "");

const CIVILITES: Record<string, (typeof TITRES)[number]> = {
  m: "Monsieur",
  mr: "Monsieur",
  monsieur: "Monsieur",
  mme: "Madame",
  madame: "Madame",
  mlle: "Mademoiselle",
  melle: "Mademoiselle",
  mademoiselle: "Mademoiselle",
};

/** `M.`, `M`, `Mr`, `Monsieur`, `Mme`, `Madame`, `Mlle`, `Mademoiselle` (any case) -> the product's civilité. */
export function lireCivilite(v: Cellule): Lu<(typeof TITRES)[number]> {
  if (vide(v)) return null;
  return CIVILITES[motNu(texteDe(v))] ?? new LectureInvalide(MSG_CIVILITE);
}

export const MSG_STATUT_LOCATAIRE = `situation inconnue (${Object.values(LIBELLES_STATUT_LOCATAIRE).join(", ")}).`;
/** Each situation by its code and its label, bare (« Étudiant », « etudiant », « Sans emploi »). */
const STATUTS: Record<string, StatutLocataire> = Object.fromEntries(
  STATUTS_LOCATAIRE.flatMap((s) => [
    [motNu(s), s],
    [motNu(s.replace("_", " ")), s],
    [motNu(LIBELLES_STATUT_LOCATAIRE[s]), s],
  ]),
);

/** A tenant's situation (issue 78, art. 22-1's student or apprentice) by its label or its code; blank is absent. */
export function lireStatutLocataire(v: Cellule): Lu<StatutLocataire> {
  if (vide(v)) return null;
  return STATUTS[motNu(texteDe(v))] ?? new LectureInvalide(MSG_STATUT_LOCATAIRE);
}

const VRAI = new Set(["oui", "o", "x", "1", "vrai", "true", "yes", "y"]);
const FAUX = new Set(["non", "n", "0", "faux", "false", "no", "-"]);

/** `oui`/`non`, `x` (ticked), `1`/`0`, `vrai`/`faux`, an XLSX boolean -> true/false; blank is absent. */
export function lireBooleen(v: Cellule): Lu<boolean> {
  if (vide(v)) return null;
  if (typeof v === "boolean") return v;
  const t = motNu(texteDe(v));
  if (VRAI.has(t)) return true;
  if (FAUX.has(t)) return false;
  return new LectureInvalide(MSG_BOOLEEN);
}

/** A text cell as stored: trimmed; a number written as Excel shows it (no "1e+21", no float noise). */
export function lireTexte(v: Cellule): string | null {
  if (vide(v)) return null;
  if (typeof v === "number")
    return Number.isInteger(v) ? String(v) : String(Number(v.toPrecision(15)));
  return texteDe(v);
}

/**
 * A text going out into a CSV or a workbook cell (the export, the errors' file): one that a spreadsheet would take
 * for a formula (`=`, `+`, `-`, `@`, a tab or a carriage return first) is prefixed with an apostrophe, which shows
 * it as text (OWASP, "CSV injection"). Amounts and dates go out as numbers and dates, not through this.
 */
export const texteSansFormule = (s: string) => (/^[=+\-@\t\r]/.test(s) ? `'${s}` : s);

export const MSG_PARTS =
  "quotes-parts invalides (attendues comme P001:60;P002:40, en pour cent, de total 100).";
export const MSG_PARTS_TOTAL = "les quotes-parts ne font pas 100 %.";

/** `L001;L002` or `L001, L002` -> the references, in their order, each once. */
export function lireReferences(v: Cellule): string[] | null {
  if (vide(v)) return null;
  return [
    ...new Set(
      texteDe(v)
        .split(/[;,]/)
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ];
}

/**
 * An apartment's owners and shares: `P001:60;P002:40` (`:` or `=`, shares in percent, decimals with a comma or a
 * dot); one owner alone may omit the share (`P001`: 100); several without shares own equal shares (null, as the
 * product stores them). Shares given must add up to 100, to the hundredth.
 */
export function lireParts(v: Cellule): Lu<{ reference: string; part: number | null }[]> {
  if (vide(v)) return null;
  const t = texteDe(v);
  // With shares, a comma may be their decimal mark: only ";" separates the owners then.
  const refs = /[:=]/.test(t)
    ? t
        .split(";")
        .map((s) => s.trim())
        .filter(Boolean)
    : (lireReferences(t) ?? []);
  const parts = refs.map((r) => {
    const m = /^([^:=]+?)\s*(?:[:=]\s*([\d.,]+)\s*%?)?$/.exec(r);
    return m
      ? {
          reference: m[1]!.trim(),
          part: m[2] === undefined ? null : Number(m[2].replace(",", ".")),
        }
      : null;
  });
  const lues: { reference: string; part: number | null }[] = [];
  for (const p of parts) {
    if (p === null || (p.part !== null && !(p.part > 0 && p.part <= 100)))
      return new LectureInvalide(MSG_PARTS);
    lues.push(p);
  }
  if (new Set(lues.map((p) => p.reference)).size !== lues.length)
    return new LectureInvalide(MSG_PARTS);
  const avecPart = lues.filter((p) => p.part !== null);
  if (avecPart.length === 0) return lues;
  if (avecPart.length !== lues.length) return new LectureInvalide(MSG_PARTS);
  const total = Math.round(avecPart.reduce((s, p) => s + (p.part ?? 0), 0) * 100);
  return total === 10000 ? lues : new LectureInvalide(MSG_PARTS_TOTAL);
}
