// The query of a paged list (issue 64): `?page=&taille=` for one page, `?tri=champ` or `?tri=-champ` for its order.
// Pure: the route's service gives the names it can sort by and turns the fields below into its 400.

/** The largest page a caller may ask for: what a browser holds at once without slowing down. */
export const TAILLE_MAX = 500;
/** A page number past this is a mistake (20,000 rows at one a page), and keeps page * taille a safe offset. */
export const PAGE_MAX = 1_000_000;

export const MSG_TAILLE = `La taille de page doit être un nombre entier entre 1 et ${TAILLE_MAX}.`;
export const MSG_PAGE = "Le numéro de page doit être un nombre entier entre 1 et 1 000 000.";
export const msgTri = (champ: string) =>
  `Tri impossible : « ${champ.slice(0, 60)} » n'est pas une colonne de la liste.`;

/** The order asked: a column (own or declared derived) and its direction. */
export interface Tri {
  champ: string;
  desc: boolean;
}

/** One page: its number (from 1) and its size; the rows skipped before it. */
export interface Page {
  page: number;
  taille: number;
  offset: number;
}

export interface DemandeListe {
  /** Absent without `taille`: the whole list, in its usual `{ data }` answer. */
  page?: Page;
  /** Absent without `tri`: id order. */
  tri?: Tri;
}

export type Lecture =
  | { ok: true; demande: DemandeListe }
  | { ok: false; champs: Record<string, string> };

/** A positive integer written in plain digits (no sign, exponent, spaces or decimals), at most `max`. */
function entier(raw: string, max: number): number | undefined {
  if (!/^\d{1,7}$/.test(raw)) return undefined;
  const n = Number(raw);
  return n >= 1 && n <= max ? n : undefined;
}

/**
 * Reads `page`, `taille` and `tri` of a list's query. `page` alone is checked and otherwise ignored (the whole list is
 * its only page); `tri` alone orders the whole list. `triable` says whether a name is a column the list may be
 * sorted by: the caller's whitelist, the only names that ever reach SQL.
 */
export function lireDemandeListe(
  query: Readonly<Record<string, string | undefined>>,
  triable: (champ: string) => boolean,
): Lecture {
  const champs: Record<string, string> = {};
  const demande: DemandeListe = {};
  const taille = query.taille === undefined ? undefined : entier(query.taille, TAILLE_MAX);
  if (query.taille !== undefined && taille === undefined) champs.taille = MSG_TAILLE;
  const page = query.page === undefined ? 1 : entier(query.page, PAGE_MAX);
  if (page === undefined) champs.page = MSG_PAGE;
  if (taille !== undefined && page !== undefined)
    demande.page = { page, taille, offset: (page - 1) * taille };
  if (query.tri !== undefined) {
    const desc = query.tri.startsWith("-");
    const champ = desc ? query.tri.slice(1) : query.tri;
    if (champ && triable(champ)) demande.tri = { champ, desc };
    else champs.tri = msgTri(champ);
  }
  return Object.keys(champs).length ? { ok: false, champs } : { ok: true, demande };
}
