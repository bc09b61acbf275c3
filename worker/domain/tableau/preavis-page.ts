// The dashboard's table of notices and vacancies is read a page at a time (issue 72): at 20,000 leases it holds
// hundreds of apartments, of which the screen shows five. `?page=&taille=` of GET /api/dashboard ask for another.
import { type Page, lireDemandeListe } from "../liste/pagination";

/** The spec's dashboard table shows five rows a page: the page the answer carries unless told. */
export const TAILLE_PREAVIS = 5;

export type PagePreavis = Page;

export const PREMIERE_PAGE: PagePreavis = { page: 1, taille: TAILLE_PREAVIS, offset: 0 };

/** Reads `page` and `taille` (1 to 500, five when absent) with the lists' rules and French messages. */
export function lirePagePreavis(
  query: Readonly<Record<string, string | undefined>>,
): { ok: true; page: PagePreavis } | { ok: false; champs: Record<string, string> } {
  const lecture = lireDemandeListe(
    { page: query.page, taille: query.taille ?? String(TAILLE_PREAVIS) },
    () => false,
  );
  if (!lecture.ok) return lecture;
  return { ok: true, page: lecture.demande.page ?? PREMIERE_PAGE };
}
