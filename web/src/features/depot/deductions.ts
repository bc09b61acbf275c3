// The deductions as the tab edits them, and the settlement recomputed live with the server's own rule
// (worker/domain/depot/restitution.ts) from what is typed; the server computes it again when saved.
import { calculRestitution } from "@worker/domain/depot/restitution";
import { parseMontant, toCents, toEuros } from "@worker/domain/money";
import type { DeductionEnvoi, RestitutionDepotApi } from "./depot-api";

export interface DeductionEditee {
  /** A key for React, stable while the line is edited. */
  cle: string;
  motif: string;
  montant: string;
  piece: string | null;
  /** Its day as saved (kept when the list is sent back whole); a new line takes the keys' return. */
  date: string | null;
}

let suivante = 0;
const nouvelleCle = () => `d${++suivante}`;

/** The montant as a French input shows it: "49,9" for 49.9. */
const saisie = (euros: number) => String(euros).replace(".", ",");

export const depuisApi = (r: RestitutionDepotApi): DeductionEditee[] =>
  r.deductions.map((d) => ({
    cle: nouvelleCle(),
    motif: d.motif,
    montant: saisie(d.montant),
    piece: d.piece,
    date: d.date,
  }));

export const deductionVide = (): DeductionEditee => ({
  cle: nouvelleCle(),
  motif: "",
  montant: "",
  piece: null,
  date: null,
});

export const versEnvoi = (lignes: DeductionEditee[]): DeductionEnvoi[] =>
  lignes.map(({ motif, montant, piece, date }) => ({ motif, montant, piece, date }));

export const retenueSaisie = (r: RestitutionDepotApi) => (r.retenue ? saisie(r.retenue) : "");

const cents = (texte: string) => toCents(parseMontant(texte) ?? 0);

/** The settlement with the typed values (euros), or null while the keys are not back. */
export function apercu(
  r: RestitutionDepotApi,
  lignes: DeductionEditee[],
  retenue: string,
  dateRestitution: string,
  jour: string,
) {
  if (!r.dateRestitutionCles) return null;
  const c = calculRestitution({
    depot: toCents(r.depot),
    loyerHC: toCents(r.loyerHC),
    dateRestitutionCles: r.dateRestitutionCles,
    sortieConforme: r.sortieConforme,
    deductions: lignes.map((l) => ({ montant: cents(l.montant) })),
    soldeCompte: toCents(r.soldeCompte),
    retenue: cents(retenue),
    dateRestitution: /^\d{4}-\d{2}-\d{2}$/.test(dateRestitution) ? dateRestitution : null,
    jour,
  });
  return {
    ...c,
    totalDeductions: toEuros(c.totalDeductions),
    retenueMax: toEuros(c.retenueMax),
    aRestituer: toEuros(c.aRestituer),
    resteDu: toEuros(c.resteDu),
    penalite: toEuros(c.penalite),
    retenue: toEuros(cents(retenue)),
  };
}

/** The server's message for one field of line `i`. */
export const erreurDe = (
  erreurs: Record<string, string> | undefined,
  i: number,
  champ: keyof DeductionEnvoi,
) => erreurs?.[`deductions.${i}.${champ}`];
