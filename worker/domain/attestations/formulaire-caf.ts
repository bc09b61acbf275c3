// Which CAF form the sheet follows, by date (issue 73, item 7). The CAF (and the MSA) accept the landlord's
// « Attestation de loyer » only on their Cerfa, never a free text; its number changes with each new version, so the
// sheet names the version in force on its day.

export interface FormulaireCaf {
  /** First day the version is the one the CAF asks for (YYYY-MM-DD). */
  depuis: string;
  cerfa: string;
  intitule: string;
  source: string;
}

/** Oldest first. */
export const FORMULAIRES_CAF: readonly FormulaireCaf[] = [
  {
    depuis: "2017-01-01",
    cerfa: "10842*07",
    intitule: "Attestation de loyer (aide au logement)",
    source:
      "Cnaf et MSA, formulaire cerfa n° 10842*07 « Attestation de loyer », remplaçant le n° 10842*06 en janvier 2017",
  },
];

/** The version in force on `jour` (the oldest one before any). */
export function formulaireCafAu(jour: string): FormulaireCaf {
  let f = FORMULAIRES_CAF[0];
  for (const v of FORMULAIRES_CAF) if (v.depuis <= jour) f = v;
  if (!f) throw new Error("FORMULAIRES_CAF est vide");
  return f;
}
