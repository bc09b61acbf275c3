// What an import implies at its cut-over day (issue 74 item 3, ADR 112): the months whose terms the import calls,
// and the dry run's warning for a lease that ended before the cut-over (imported as it is, closed, without a term).
import { jourCourt, moisLong } from "../compte/libelles";
import { addMonths } from "../dates";
import type { Enregistrement } from "./lire-feuille";

/**
 * The months ("YYYY-MM") from the cut-over day's to the import day's, both included: the terms the software the
 * agency left did not call (ADR 080: none before the cut-over month), which the import calls itself. Empty when the
 * cut-over month is still to come (the monthly job will call it).
 */
export function moisDeReprise(dateReprise: string, jour: string): string[] {
  const fin = jour.slice(0, 7);
  const out: string[] = [];
  for (let m = dateReprise.slice(0, 7); m <= fin; m = addMonths(`${m}-01`, 1).slice(0, 7))
    out.push(m);
  return out;
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
