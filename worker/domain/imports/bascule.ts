// What an import implies at its cut-over day (issue 74 item 3, ADR 112, 134): the months whose terms the import
// calls, and the dry run's warning for a lease that ended before the cut-over (imported as it is, closed, without a term).
import { jourCourt, moisLong } from "../compte/libelles";
import type { Enregistrement } from "./lire-feuille";
import { de } from "../francais/elision";

/**
 * The months ("YYYY-MM") whose terms the import calls: from the cut-over day's (ADR 080: the software the agency
 * left called the months before) to the import day's, each once it has begun; none when the cut-over is still to
 * come (the monthly job calls it then). A cut-over months back has every month between called by the import
 * (ADR 134): the monthly job had called them before the leases existed, and calls none it missed.
 */
export function moisAppelesParLImport(dateReprise: string, jour: string): string[] {
  const out: string[] = [];
  let [a, m] = [Number(dateReprise.slice(0, 4)), Number(dateReprise.slice(5, 7))];
  const fin = jour.slice(0, 7);
  for (;;) {
    const mois = `${a}-${String(m).padStart(2, "0")}`;
    if (mois > fin) return out;
    out.push(mois);
    m += 1;
    if (m > 12) [a, m] = [a + 1, 1];
  }
}

const texte = (v: unknown) => (typeof v === "string" && v ? v : null);

/**
 * The dry run's warnings on the leases: one that ended before the cut-over day is imported (its history, its
 * deposit to return) but calls no term and is closed once its end is past; said, not silently done.
 */
export function avertissementsBaux(
  baux: readonly Enregistrement[] | undefined,
  dateReprise: string,
  jour: string,
): string[] {
  return (baux ?? []).flatMap((r) => {
    const fin = texte(r.champs.dateFinBail);
    if (!fin || fin >= dateReprise) return [];
    const clos = fin < jour ? "clos et " : "";
    return [
      `Feuille Baux, ligne ${r.ligne} : le bail ${String(r.champs.reference ?? "")} a pris fin le ${jourCourt(fin)}, avant la date de reprise du ${jourCourt(dateReprise)} : il est importé ${clos}sans échéance (elles sont appelées à partir ${de(moisLong(dateReprise.slice(0, 7)))}).`,
    ];
  });
}
