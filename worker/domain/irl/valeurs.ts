import { IRL_PUBLIES, type IrlPublie } from "./published";
import {
  codeTrimestre,
  libelleTrimestre,
  publicationEstimee,
  trimestreDeCode,
  trimestreDeLibelle,
} from "./trimestre";

// The IRL table the app uses: the published constants, with the admin's additions and corrections over them, and
// the lease's default reference quarter read from it.

/** One quarter as GET /api/irl answers it. */
export interface IrlValeur {
  trimestre: string;
  valeur: number;
  /** The day it counts as published (INSEE's when known, else the mid-month rule; see publicationEstimee). */
  publication: string;
  /** Entered or corrected in Paramètres > IRL rather than shipped with the app. */
  saisie: boolean;
}

/** A quarter the admin entered (a row of the Irl table). */
export interface IrlSaisi {
  trimestre: string;
  valeur: number;
}

const publicationOf = (trimestre: string, connue: string | null | undefined) => {
  const t = trimestreDeCode(trimestre);
  return connue ?? (t ? publicationEstimee(t) : "9999-12-31");
};

/**
 * The published values with the admin's over them, oldest first. A correction keeps the quarter's known publication
 * day (the value changed, not when it came out); an added quarter takes the mid-month rule's.
 */
export function tableIrl(
  saisis: readonly IrlSaisi[],
  publies: readonly IrlPublie[] = IRL_PUBLIES,
): IrlValeur[] {
  const byCode = new Map<string, IrlValeur>();
  for (const p of publies)
    byCode.set(p.trimestre, {
      trimestre: p.trimestre,
      valeur: p.valeur,
      publication: publicationOf(p.trimestre, p.publication),
      saisie: false,
    });
  for (const s of saisis)
    byCode.set(s.trimestre, {
      trimestre: s.trimestre,
      valeur: s.valeur,
      publication: publicationOf(s.trimestre, byCode.get(s.trimestre)?.publication),
      saisie: true,
    });
  // "2025-T3" codes sort as text in time order.
  return [...byCode.values()].sort((a, b) => (a.trimestre < b.trimestre ? -1 : 1));
}

/** The last quarter published on or before `date` (YYYY-MM-DD): the lease's reference at its signature. */
export function dernierPublie(table: readonly IrlValeur[], date: string): IrlValeur | null {
  let last: IrlValeur | null = null;
  for (const v of table)
    if (v.publication <= date && (!last || v.trimestre > last.trimestre)) last = v;
  return last;
}

/** The lease's fields for a quarter: `indice` and `indiceTrim` as the form writes it ("3ème trimestre 2025"). */
export function indiceDuBail(v: IrlValeur): { indice: number; indiceTrim: string } {
  const t = trimestreDeCode(v.trimestre);
  return { indice: v.valeur, indiceTrim: t ? libelleTrimestre(t) : v.trimestre };
}

/** The quarter a lease's `indiceTrim` names ("3ème trimestre 2025"), found in the table; null if not there. */
export function valeurDuLibelle(table: readonly IrlValeur[], indiceTrim: string): IrlValeur | null {
  const t = trimestreDeLibelle(indiceTrim);
  const code = t ? codeTrimestre(t) : null;
  return table.find((v) => v.trimestre === code) ?? null;
}
