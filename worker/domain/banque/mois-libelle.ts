// The month(s) a bank label names: « LOYER NOVEMBRE », « loyer Août 2026 », « LOYER 11/2026 ». Tenants write the
// month they pay in their transfer's label; when several open terms of one dossier owe the same amount, it tells
// which one the money is for.

import { MOIS_FR } from "../dates";
import { mots } from "./mots";

export interface MoisNomme {
  /** 1 to 12. */
  mois: number;
  /** When the label gives it. */
  annee: number | null;
}

// The names as `mots` leaves them: capitals, no accents (AOUT, FEVRIER, DECEMBRE).
const NOMS = MOIS_FR.map((m) => mots(m)[0] ?? "");

export function moisNommes(libelle: string): MoisNomme[] {
  const out: MoisNomme[] = [];
  const w = mots(libelle);
  w.forEach((mot, i) => {
    const n = NOMS.indexOf(mot);
    if (n < 0) return;
    const suivant = w[i + 1] ?? "";
    out.push({ mois: n + 1, annee: /^20\d\d$/.test(suivant) ? Number(suivant) : null });
  });
  // « 11/2026 », « 11-2026 », « 11.2026 »: numbers, read on the label as written (mots splits at the slash).
  for (const m of libelle.matchAll(/(?<!\d)(0?[1-9]|1[0-2])[/.-](20\d\d)(?!\d)/g))
    out.push({ mois: Number(m[1]), annee: Number(m[2]) });
  return out;
}

/** Whether a term's month ("YYYY-MM") is one the label names. */
export const estNomme = (mois: string, nommes: readonly MoisNomme[]) =>
  nommes.some(
    (n) =>
      n.mois === Number(mois.slice(5, 7)) &&
      (n.annee === null || n.annee === Number(mois.slice(0, 4))),
  );
