// What an import implies at its cut-over day (issue 74 item 3, ADR 112): the month whose terms the import calls,
// and the dry run's warning for a lease that ended before the cut-over (imported as it is, closed, without a term).
import { jourCourt, moisLong } from "../compte/libelles";
import type { Enregistrement } from "./lire-feuille";

/**
 * The month ("YYYY-MM") whose terms the import calls: the cut-over day's (ADR 080: the software the agency left
 * called the months before), once it has begun on the import day; null when it is still to come (the monthly job
 * calls it then). The months after it are the job's, as for any lease.
 */
export function moisAppeleParLImport(dateReprise: string, jour: string): string | null {
  const mois = dateReprise.slice(0, 7);
  return mois <= jour.slice(0, 7) ? mois : null;
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
      `Feuille Baux, ligne ${r.ligne} : le bail ${String(r.champs.reference ?? "")} a pris fin le ${jourCourt(fin)}, avant la date de reprise du ${jourCourt(dateReprise)} : il est importé ${clos}sans échéance (elles sont appelées à partir de ${moisLong(dateReprise.slice(0, 7))}).`,
    ];
  });
}
