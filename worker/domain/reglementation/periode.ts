// A row of a regulatory table (issue 73 item 4): the first and last day it is in force, and the text it comes from.
// A rule of law is read only through the row in force on its day; a table whose rows have all ended says so (a
// warning where the table is used), never silence: the law may have been extended by a text the product lacks.

export interface Periode {
  /** First day in force, YYYY-MM-DD. */
  debut: string;
  /** Last day in force, YYYY-MM-DD; null while no text sets an end. */
  fin: string | null;
  /** The text (decree, law, order) the row comes from, as cited. */
  source: string;
}

/** Whether the row is in force on `jour` (YYYY-MM-DD), both ends included. */
export const enVigueur = (p: Pick<Periode, "debut" | "fin">, jour: string) =>
  p.debut <= jour && (p.fin === null || jour <= p.fin);

/** The table's last day: null when a row has no end, else the latest end (undefined for an empty table). */
export function finDeTable(lignes: readonly Pick<Periode, "fin">[]): string | null | undefined {
  if (lignes.length === 0) return undefined;
  if (lignes.some((p) => p.fin === null)) return null;
  return lignes.reduce<string>((m, p) => (p.fin && p.fin > m ? p.fin : m), "");
}

const jourFr = (d: string) => d.split("-").reverse().join("/");

/** The French warning of a table whose every row ended before `jour`, or null while one is in force or to come. */
export function avertissementTable(
  libelle: string,
  lignes: readonly Pick<Periode, "fin">[],
  jour: string,
  /** The rule goes on after the last row, held to it as presumed renewed (the yearly re-letting decree). */
  presumeeReconduite = false,
): string | null {
  const fin = finDeTable(lignes);
  if (fin === null || fin === undefined || fin >= jour) return null;
  const suite = presumeeReconduite
    ? "son dernier texte reste appliqué, présumé reconduit"
    : "la règle ne s'applique plus après cette date";
  return `La table « ${libelle} » s'arrête au ${jourFr(fin)} : ${suite}. Si un texte l'a prolongée, ajoutez-le dans Paramètres > Réglementation.`;
}
