import { useRef } from "react";
import { useSearchParams } from "wouter";

/** What a list asks the server for (issue 64): the page, its size, the sort and the search. */
export interface ListView {
  /** 1-based. */
  page: number;
  taille: number;
  /** A column name, `-` before it for the descending order; "" for the server's own order. */
  tri: string;
  q: string;
}

/** The server's bounds of `taille` (1..500); the lists ask 20 rows unless told (the spec's page). */
export const DEFAULT_TAILLE = 20;
export const MAX_TAILLE = 500;
const TRI = /^-?[A-Za-z][A-Za-z0-9]*$/;

const whole = (raw: string | null, min: number, max: number, fallback: number) => {
  const n = raw !== null && /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
  return Number.isSafeInteger(n) && n >= min && n <= max ? n : fallback;
};

/** The view an address says; anything malformed reads as the default. */
export function readView(search: URLSearchParams, defaultTaille: number): ListView {
  const tri = search.get("tri") ?? "";
  return {
    page: whole(search.get("page"), 1, Number.MAX_SAFE_INTEGER, 1),
    taille: whole(search.get("taille"), 1, MAX_TAILLE, defaultTaille),
    tri: TRI.test(tri) ? tri : "",
    q: search.get("q") ?? "",
  };
}

/**
 * A paged list's view kept in the address (`?page=2&taille=100&tri=-loyerHC&q=dupont`): a reload or a back arrow
 * comes back to the same rows. Defaults are left out of the URL; anything malformed reads as the default. Each
 * change replaces the history entry (a page turned is not a step back), as the lists' toggles do.
 */
export function useListParams(defaultTaille = DEFAULT_TAILLE) {
  const [search, setSearch] = useSearchParams();
  const view = readView(search, defaultTaille);
  // The list's own page: a search asked once the typing paused must not bring back a list already left (a row's
  // « Modifier » clicked meanwhile: the list, kept while the next screen's code loads, would navigate back to itself).
  const home = useRef(window.location.pathname);
  /** A new search, sort or size starts again from the first page (its rows are others). */
  const set = (next: Partial<ListView>) => {
    if (window.location.pathname !== home.current) return;
    setSearch(
      (prev) => {
        const params = new URLSearchParams(prev);
        const merged: ListView = { ...readView(params, defaultTaille), ...next };
        if (next.page === undefined) merged.page = 1;
        const defaults: ListView = { page: 1, taille: defaultTaille, tri: "", q: "" };
        for (const key of ["page", "taille", "tri", "q"] as const) {
          if (merged[key] === defaults[key]) params.delete(key);
          else params.set(key, String(merged[key]));
        }
        return params;
      },
      { replace: true },
    );
  };
  return [view, set] as const;
}
