// GET /api/echeances's query (issue 63): the period, the types and the levels, checked here so that a bad value is
// a 400 in French, never an empty answer that looks like « nothing due ».
import { addDays, addMonths } from "../dates";
import { estParmi } from "../parmi";
import {
  BIENTOT_JOURS,
  type Echeance,
  NIVEAUX_ECHEANCE,
  type NiveauEcheance,
  TYPES_ECHEANCE,
  type TypeEcheance,
} from "./types";

export interface FiltreEcheances {
  /** First day; undefined: everything overdue as well. */
  du?: string;
  /** Last day. */
  au: string;
  types?: readonly TypeEcheance[];
  niveaux?: readonly NiveauEcheance[];
}

export type Lecture = { filtre: FiltreEcheances } | { fields: Record<string, string> };

const JOUR = /^\d{4}-\d{2}-\d{2}$/;
/** A real calendar day in YYYY-MM-DD (2026-02-30 is refused). */
export const estJour = (v: string) =>
  JOUR.test(v) && new Date(`${v}T00:00:00Z`).toISOString().slice(0, 10) === v;

const liste = (v: string | undefined) =>
  (v ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);

/** The query read: the filter, or the French messages of its bad fields. Without `au`: a year after `jour`. */
export function lireFiltre(q: Record<string, string | undefined>, jour: string): Lecture {
  const fields: Record<string, string> = {};
  for (const k of ["du", "au"] as const) {
    const v = q[k]?.trim();
    if (v && !estJour(v)) fields[k] = "Date attendue au format AAAA-MM-JJ.";
  }
  const types = liste(q.type);
  const connus = types.filter((t) => estParmi(TYPES_ECHEANCE, t));
  const inconnus = types.filter((t) => !estParmi(TYPES_ECHEANCE, t));
  if (inconnus.length)
    fields.type = `Type d'échéance inconnu : ${inconnus.join(", ")}. Types possibles : ${TYPES_ECHEANCE.join(", ")}.`;
  const niveauxLus = liste(q.niveau);
  const niveaux = niveauxLus.filter((n) => estParmi(NIVEAUX_ECHEANCE, n));
  if (niveaux.length !== niveauxLus.length)
    fields.niveau = "Niveau inconnu : expire, bientot ou ok sont attendus.";
  const du = q.du?.trim() || undefined;
  const au = q.au?.trim() || addMonths(jour, 12);
  if (!fields.du && !fields.au && du && au < du)
    fields.au = "La fin de la période doit suivre son début.";
  if (Object.keys(fields).length) return { fields };
  return {
    filtre: {
      du,
      au,
      // Every one known (else the 400 above): the known ones are all of them.
      types: connus.length ? connus : undefined,
      niveaux: niveaux.length ? niveaux : undefined,
    },
  };
}

/**
 * The level of any date on `jour`: `expire` before it, `bientot` within BIENTOT_JOURS, `ok` later; the horizon is
 * computed once for the thousands of items of a calendar.
 */
export function niveaux(jour: string): (date: string) => NiveauEcheance {
  const limite = addDays(jour, BIENTOT_JOURS);
  return (date) => (date < jour ? "expire" : date <= limite ? "bientot" : "ok");
}

/** Code-point order: a tie-break only (Intl's collation costs ~1 s on 16,000 items). */
const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The items the filter keeps, by date (then by type and label, so that the order is stable). */
export function filtrer(items: readonly Echeance[], f: FiltreEcheances): Echeance[] {
  return items
    .filter(
      (e) =>
        (f.du == null || e.date >= f.du) &&
        e.date <= f.au &&
        (!f.types || f.types.includes(e.type)) &&
        (!f.niveaux || f.niveaux.includes(e.niveau)),
    )
    .sort((a, b) => cmp(a.date, b.date) || cmp(a.type, b.type) || cmp(a.libelle, b.libelle));
}
