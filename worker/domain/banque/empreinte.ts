// The same movement of the same account must be imported once, whichever statement brings it (the same file twice,
// two overlapping months). Its identity: day, amount, label and reference, plus its rank among identical movements
// of the file (two 1,00 € fees on one day are two movements, found again as the same two in a later file).

import type { LigneLue } from "./releve";

const reduit = (t: string | null) =>
  (t ?? "").normalize("NFC").replace(/\s+/g, " ").trim().toUpperCase();

export function empreintes(lignes: readonly LigneLue[]): string[] {
  const vues = new Map<string, number>();
  return lignes.map((l) => {
    const cle = [l.date, l.montant, reduit(l.libelle), reduit(l.reference)].join("|");
    const rang = (vues.get(cle) ?? 0) + 1;
    vues.set(cle, rang);
    return `${cle}|${rang}`;
  });
}
