// The exit inventory read against the entry's (décret n° 2016-382 du 30 mars 2016, art. 2 and 3: the exit inventory
// is drawn up by comparison with the entry's). The exit starts as a copy of the entry, then staff change it; the
// exit document pairs each room, meter and key with its entry counterpart by identity, never by position.
import type { Cle, Compteur } from "./schemas/etat-lieux-releves";
import type { PieceEtatLieux } from "./schemas/etat-lieux";

/** What the exit copies from the entry: the general fields, rooms (with their ids), keys and meters. */
export interface EntreeCopiable {
  interphone?: boolean | null;
  doubleVitrage?: boolean | null;
  eauFroide?: string | null;
  eauChaude?: string | null;
  chauffage?: string | null;
  antenne?: string | null;
  amenagement?: string | null;
  clef?: string | null;
  lieu?: string | null;
  pieces?: PieceEtatLieux[] | null;
  compteurs?: Compteur[] | null;
  cles?: Cle[] | null;
}

/** The entry's rooms, keys and meters, copied (new arrays and objects: the copy is edited, never the entry). */
export function copieEntree(entree: EntreeCopiable) {
  return {
    pieces: (entree.pieces ?? []).map((p) => ({ ...p })),
    compteurs: (entree.compteurs ?? []).map((c) => ({ ...c })),
    cles: (entree.cles ?? []).map((c) => ({ ...c })),
  };
}

/**
 * The exit form's starting point: the entry's general fields (typed as the entry's), rooms, keys and meters, dated
 * `date`, with no new address yet.
 */
export function brouillonSortie<E extends EntreeCopiable>(entree: E, date: string) {
  const general: Pick<E, (typeof GENERAL)[number]> = {
    interphone: entree.interphone,
    doubleVitrage: entree.doubleVitrage,
    eauFroide: entree.eauFroide,
    eauChaude: entree.eauChaude,
    chauffage: entree.chauffage,
    antenne: entree.antenne,
    amenagement: entree.amenagement,
    clef: entree.clef,
    lieu: entree.lieu,
  };
  return { ...general, date, nouvelleAdresse: null, ...copieEntree(entree) };
}
const GENERAL = [
  "interphone",
  "doubleVitrage",
  "eauFroide",
  "eauChaude",
  "chauffage",
  "antenne",
  "amenagement",
  "clef",
  "lieu",
] as const;

/** One line of a comparison: the entry's item, the exit's, or both. */
export interface Paire<T> {
  entree: T | null;
  sortie: T | null;
}

/**
 * Pairs the exit's items with the entry's: each rule in turn matches, among the items still alone, those whose keys
 * are equal (a null key matches nothing). The exit's order is kept, each entry item left alone follows.
 */
function apparier<T>(entree: T[], sortie: T[], regles: ((x: T) => string | null)[]): Paire<T>[] {
  const partner = new Map<number, number>();
  const taken = new Set<number>();
  for (const key of regles) {
    sortie.forEach((s, i) => {
      if (partner.has(i)) return;
      const k = key(s);
      if (k === null) return;
      const j = entree.findIndex((e, n) => !taken.has(n) && key(e) === k);
      if (j < 0) return;
      partner.set(i, j);
      taken.add(j);
    });
  }
  const pairs: Paire<T>[] = sortie.map((s, i) => {
    const j = partner.get(i);
    return { entree: j === undefined ? null : (entree[j] ?? null), sortie: s };
  });
  entree.forEach((e, n) => {
    if (!taken.has(n)) pairs.push({ entree: e, sortie: null });
  });
  return pairs;
}

const norm = (s: string | null | undefined) => {
  const t = s?.trim().toLowerCase();
  return t ? t : null;
};

/**
 * Rooms by identity: their `id` (kept by the exit's copy); for rooms stored before ids existed, the same name, then
 * the same kind of the default grid. A renamed room stays with its entry room; an added or removed one is alone.
 */
export const apparierPieces = (entree: PieceEtatLieux[], sortie: PieceEtatLieux[]) =>
  apparier(entree, sortie, [(p) => norm(p.id), (p) => norm(p.nom), (p) => norm(p.piece)]);

/** Meters by kind and number, then by kind alone (a number corrected between the two inventories). */
export const apparierCompteurs = (entree: Compteur[], sortie: Compteur[]) =>
  apparier(entree, sortie, [
    (c) => (norm(c.numero) === null ? null : `${c.type}|${norm(c.numero)}`),
    (c) => c.type,
  ]);

/** Keys by their kind (porte d'entrée, boîte aux lettres...). */
export const apparierCles = (entree: Cle[], sortie: Cle[]) =>
  apparier(entree, sortie, [(c) => norm(c.type)]);

/** A meter's consumption between the two readings; null when one is missing or the meter went backwards. */
export function consommation(entree: Compteur | null, sortie: Compteur | null): number | null {
  if (!entree || !sortie) return null;
  const d = sortie.releve - entree.releve;
  // Readings are decimals (m³ to the litre): round away the binary noise of the subtraction.
  return d < 0 ? null : Math.round(d * 1000) / 1000;
}
