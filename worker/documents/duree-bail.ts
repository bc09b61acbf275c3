// A lease's term, from its dates: how long (in whole months and in French words), and until when. The lease and
// the guarantor's deed both print it, so that the deed's duration and maximum always follow the lease.
import { nombreEnLettres } from "../domain/en-lettres";
import { accord } from "../domain/francais/pluriel";

/**
 * Loi n° 89-462 du 6 juillet 1989, art. 10: an unfurnished lease lasts at least three years when the lessor is a
 * natural person (the agency's owners); it is the term used when the lease states no end date.
 */
export const DUREE_LEGALE_MOIS = 36;

export interface DureeBail {
  /** Months covered, a started month counted as a whole one (never less than 1). */
  mois: number;
  /** The last day covered, YYYY-MM-DD: the lease's end date, or the legal term's last day. */
  fin: string;
  /** The term in words when it is a whole number of months ("un an", "un an et six mois", "trois ans"), else "". */
  libelle: string;
  /** True when no end date was given and the legal term applies. */
  legale: boolean;
}

const ymd = (day: string) => {
  const [y, m, d] = day.slice(0, 10).split("-").map(Number);
  return { y: y ?? 0, m: m ?? 1, d: d ?? 1 };
};

/** The day after `day` (YYYY-MM-DD), or `months` months after it, in UTC. */
function shift(day: string, o: { days?: number; months?: number }): string {
  const { y, m, d } = ymd(day);
  const date = new Date(Date.UTC(y, m - 1 + (o.months ?? 0), d + (o.days ?? 0)));
  return date.toISOString().slice(0, 10);
}

/** "un an", "trois ans", "dix-huit mois" -> "un an et six mois", "onze mois". */
export function moisEnLettres(mois: number): string {
  const [ans, reste] = [Math.floor(mois / 12), mois % 12];
  const parts = [];
  if (ans) parts.push(`${nombreEnLettres(ans)} ${accord(ans, "an")}`);
  if (reste) parts.push(`${nombreEnLettres(reste)} mois`);
  return parts.join(" et ");
}

/**
 * The lease's term from dateDebutBail to dateFinBail (both included): 2026-12-01 to 2027-11-30 is twelve months,
 * "un an". Without an end date, the legal term of art. 10 (three years). A started month counts as a whole one, so
 * that a maximum computed from it covers the whole term.
 */
export function dureeBail(
  debut: string,
  fin: string | null | undefined,
  // The legal term of the lease's kind (worker/domain/bail/types-bail.ts: one year furnished, nine months student).
  legaleMois: number = DUREE_LEGALE_MOIS,
): DureeBail {
  if (!fin) {
    const last = shift(shift(debut, { months: legaleMois }), { days: -1 });
    return {
      mois: legaleMois,
      fin: last,
      libelle: moisEnLettres(legaleMois),
      legale: true,
    };
  }
  const a = ymd(debut);
  const b = ymd(shift(fin, { days: 1 }));
  const whole = (b.y - a.y) * 12 + (b.m - a.m);
  const exact = b.d === a.d;
  const mois = Math.max(1, whole + (b.d > a.d ? 1 : 0));
  return { mois, fin, libelle: exact && whole >= 1 ? moisEnLettres(whole) : "", legale: false };
}
