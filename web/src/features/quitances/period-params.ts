import { useSearchParams } from "wouter";
import { parisToday } from "@/lib/paris-date";
import { MOIS_FR } from "@worker/domain/dates";

// The month (?mois=2026-11) and year (?annee=2026) the receipt screens show, kept in the address: a reload, a link
// or the back arrow come back to the same period. Without one, the current Paris month or year.

const MOIS = /^\d{4}-(0[1-9]|1[0-2])$/;

/** "2026-11" moved by `delta` months. */
export function shiftMonth(mois: string, delta: number): string {
  const [y, m] = mois.split("-").map(Number) as [number, number];
  const d = new Date(Date.UTC(y, m - 1 + delta, 1));
  return d.toISOString().slice(0, 7);
}

function usePeriodParam(key: string, valid: (raw: string) => boolean, fallback: string) {
  const [search, setSearch] = useSearchParams();
  const raw = search.get(key);
  const value = raw && valid(raw) ? raw : fallback;
  const set = (next: string) =>
    setSearch((prev) => {
      const params = new URLSearchParams(prev);
      params.set(key, next);
      return params;
    });
  return [value, set] as const;
}

export const useMoisParam = () =>
  usePeriodParam("mois", (r) => MOIS.test(r), parisToday().slice(0, 7));

export function useAnneeParam() {
  const [value, set] = usePeriodParam(
    "annee",
    (r) => /^(19|20)\d\d$/.test(r),
    parisToday().slice(0, 4),
  );
  return [Number(value), (y: number) => set(String(y))] as const;
}

/** "2026-11" -> "Novembre 2026". */
export const moisLabel = (mois: string) => {
  const name = MOIS_FR[Number(mois.slice(5, 7)) - 1] ?? "";
  return `${name.charAt(0).toUpperCase()}${name.slice(1)} ${mois.slice(0, 4)}`;
};
