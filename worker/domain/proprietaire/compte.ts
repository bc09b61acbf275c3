// The owner's account as read (issue 38, ADR 031): the entries of a period with their running balance, the balance
// and what is available to pay out. Pure, integer cents.
import { disponible } from "./repartition";

export interface LigneCompte {
  id: number;
  date: string;
  type: string;
  libelle: string;
  debit: number;
  credit: number;
  AppartementId: number | null;
  DossierId: number | null;
  /** A charge's nature (issue 60, worker/domain/gerance/natures.ts); null for the other entries. */
  natureCharge?: string | null;
}

/**
 * The type an entry is read as. Issue 38 names six (`loyer`, `honoraires`, `depense`, `acompte`, `reversement`,
 * `annulation`); a lease's letting fees (issue 60) are fees too, so they read `honoraires`, their label saying which.
 * The ledger keeps them apart (`honorairesLocation`) because the books, the 2044 and the dashboard count them alone.
 */
export const typeLu = (type: string) => (type === "honorairesLocation" ? "honoraires" : type);

/**
 * The entries (in date then id order) between `du` and `au` (included, each optional), each with the balance after
 * it; the running balance starts from the balance before `du`. `solde` is the balance at the end of the period
 * (`au`, or every entry), `disponible` that balance less the reserve, never below 0.
 */
export function releve<L extends LigneCompte>(
  lignes: L[],
  reserve: number,
  du?: string | null,
  au?: string | null,
) {
  const triees = [...lignes].sort((a, b) =>
    a.date < b.date ? -1 : a.date > b.date ? 1 : a.id - b.id,
  );
  let solde = 0;
  const ecritures: (L & { solde: number })[] = [];
  for (const l of triees) {
    if (au && l.date > au) break;
    solde += l.credit - l.debit;
    if (du && l.date < du) continue;
    ecritures.push({ ...l, solde });
  }
  return { solde, disponible: disponible(solde, reserve), ecritures };
}
