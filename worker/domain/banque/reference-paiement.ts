// The short payment reference printed on every rent call (avis d'échéance) and receipt: the tenant copies it into
// the transfer's label, the bank statement brings it back, and the line is matched to its term without a doubt.

/** "LOY-12-202611": dossier 12, the term of November 2026 (`mois` as the term stores it: "2026-11"). */
export const referencePaiement = (dossierId: number, mois: string) =>
  `LOY-${dossierId}-${mois.replace("-", "")}`;

/** The references found in a label or reference, as { DossierId, mois: "YYYY-MM" }. Spaces and dashes may vary. */
export function referencesDans(texte: string): { DossierId: number; mois: string }[] {
  const out: { DossierId: number; mois: string }[] = [];
  for (const m of texte
    .toUpperCase()
    .matchAll(/LOY[\s-]*(\d{1,9})[\s-]*(20\d{2})(0[1-9]|1[0-2])(?!\d)/g))
    out.push({ DossierId: Number(m[1]), mois: `${m[2]}-${m[3]}` });
  return out;
}
