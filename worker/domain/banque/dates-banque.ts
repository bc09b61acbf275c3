// Dates as bank files write them, to ISO days.

function iso(annee: number, mois: number, jour: number): string | null {
  if (mois < 1 || mois > 12 || jour < 1) return null;
  const d = new Date(Date.UTC(annee, mois - 1, jour));
  if (d.getUTCMonth() !== mois - 1) return null;
  return `${String(annee).padStart(4, "0")}-${String(mois).padStart(2, "0")}-${String(jour).padStart(2, "0")}`;
}

/** Two-digit years: 70-99 are the 1900s, the rest the 2000s (bank files go back to the 1990s at most). */
export function siecle(aa: number): number {
  return aa >= 70 ? 1900 + aa : 2000 + aa;
}

/** "JJ/MM/AAAA", "JJ-MM-AA", "JJ.MM.AAAA" -> ISO day, or null. */
export function dateFrancaise(texte: string): string | null {
  const m = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{2}|\d{4})$/.exec(texte.trim());
  const aa = m?.[3];
  if (!m || aa === undefined) return null;
  return iso(aa.length === 2 ? siecle(Number(aa)) : Number(aa), Number(m[2]), Number(m[1]));
}

/** "AAAA-MM-JJ" (with an optional time) -> ISO day, or null. */
export function dateIso(texte: string): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(texte.trim());
  return m ? iso(Number(m[1]), Number(m[2]), Number(m[3])) : null;
}

/** "AAAAMMJJ[hhmmss[.xxx][[-8:PST]]]" (OFX) -> ISO day, or null. */
export function dateCompacte(texte: string): string | null {
  const m = /^(\d{4})(\d{2})(\d{2})/.exec(texte.trim());
  return m ? iso(Number(m[1]), Number(m[2]), Number(m[3])) : null;
}

/** "JJMMAA" (CFONB) -> ISO day, or null. */
export function dateJjmmaa(texte: string): string | null {
  const m = /^(\d{2})(\d{2})(\d{2})$/.exec(texte);
  return m ? iso(siecle(Number(m[3])), Number(m[2]), Number(m[1])) : null;
}

export { iso as dateDe };
