import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import type { Answer } from "@/api/answers";
import { api } from "@/api/client";
import { route } from "@/api/routes";

export const dashboardKey = ["dashboard"] as const;

/** The page of the notices and vacancies asked with the figures (five rows, as the server answers unless told). */
export interface PagePreavis {
  page: number;
  taille: number;
}
export const PREMIERE_PAGE: PagePreavis = { page: 1, taille: 5 };

const dashboard = (vue: PagePreavis, signal?: AbortSignal) =>
  api<Answer<"GET /dashboard">>(route("GET /dashboard"), {
    query: { page: vue.page, taille: vue.taille },
    signal,
  });

/**
 * GET /api/dashboard: the counts and tables, computed by the server on the Paris day, with one page of the notices
 * and vacancies (issue 72: hundreds of rows in a large agency, five on screen). Read again each time the screen
 * opens (any write anywhere may move a count); another page keeps the figures shown until it comes.
 */
export const dashboardQuery = (vue: PagePreavis = PREMIERE_PAGE) =>
  queryOptions({
    queryKey: [...dashboardKey, vue.page, vue.taille],
    queryFn: ({ signal }) => dashboard(vue, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

/** Every notice and vacancy, for the table's CSV export: its pages of 500 asked in turn. */
export async function tousLesPreavis() {
  const rows: Answer<"GET /dashboard">["preavisOuVacants"] = [];
  for (let page = 1; ; page++) {
    const d = await dashboard({ page, taille: 500 });
    rows.push(...d.preavisOuVacants);
    if (d.preavisOuVacants.length === 0 || rows.length >= d.preavisOuVacantsPage.total) return rows;
  }
}
