// What the owner's space offers to download (issue 62 item 3, ADR 084): the compte-rendus of the current quarter,
// the four before it, this year and last year; the 2044 summary of each year the account has entries, this year's
// marked provisional. Only periods that reach the account's first entry: nothing to show before the mandate began.
// Pure: today's Paris day and the first entry's date in.

export interface PeriodeCompteRendu {
  du: string;
  au: string;
  libelle: string;
}

const FIN_TRIMESTRE = ["03-31", "06-30", "09-30", "12-31"] as const;
const DEBUT_TRIMESTRE = ["01-01", "04-01", "07-01", "10-01"] as const;

/** « 1er trimestre 2026 », « 3e trimestre 2026 ». */
export const libelleTrimestre = (t: number, annee: number) =>
  `${t === 1 ? "1er" : `${t}e`} trimestre ${annee}`;

function trimestre(annee: number, t: number): PeriodeCompteRendu {
  return {
    du: `${annee}-${DEBUT_TRIMESTRE[t - 1]}`,
    au: `${annee}-${FIN_TRIMESTRE[t - 1]}`,
    libelle: libelleTrimestre(t, annee),
  };
}

const annee = (a: number): PeriodeCompteRendu => ({
  du: `${a}-01-01`,
  au: `${a}-12-31`,
  libelle: `Année ${a}`,
});

/** The quarters (most recent first), then the years, that end on or after the first entry; none without entries. */
export function periodesCompteRendu(
  aujourdhui: string,
  premiereEcriture: string | null,
): PeriodeCompteRendu[] {
  if (!premiereEcriture) return [];
  const a = Number(aujourdhui.slice(0, 4));
  const t = Math.floor((Number(aujourdhui.slice(5, 7)) - 1) / 3) + 1;
  const trimestres: PeriodeCompteRendu[] = [];
  for (let k = 0; k < 5; k++) {
    const n = t - 1 - k; // quarters counted from 0 in year a, going back
    const y = a + Math.floor(n / 4);
    trimestres.push(trimestre(y, (((n % 4) + 4) % 4) + 1));
  }
  return [...trimestres, annee(a), annee(a - 1)].filter((p) => p.au >= premiereEcriture);
}

/** The years of a 2044 summary, most recent first: from the first entry's to this one (provisional). */
export function anneesDeclaration(aujourdhui: string, premiereEcriture: string | null) {
  if (!premiereEcriture) return [];
  const a = Number(aujourdhui.slice(0, 4));
  const out: { annee: number; provisoire: boolean }[] = [];
  for (let y = a; y >= Number(premiereEcriture.slice(0, 4)); y--)
    out.push({ annee: y, provisoire: y === a });
  return out;
}
