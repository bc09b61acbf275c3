import { plusMois, regleImpayeAu, REGLES_IMPAYE_CAF, type RegleImpayeCaf } from "./regles-impaye";

// The day an unpaid rent is constituted, from the tenant's own account: each term net of the aid expected, and what
// the tenant paid (a payment reversed counts against it). The CAF's own payments are not the tenant's: they are left
// out by the caller. Checked on each day the debt can change (a term, a payment) and on each term's third month
// after it (the 2027 rule), each day by the rule in force on it.

export interface TermeNet {
  date: string;
  /** The tenant's share of the term: its rent and charges net of the aid (cents, never negative). */
  net: number;
}
export interface ReglementLocataire {
  date: string;
  /** Cents: positive paid by the tenant, negative a debit (a payment reversed). */
  montant: number;
}
export interface ImpayeConstitue {
  dateConstitution: string;
  dateLimiteDeclaration: string;
  /** The tenant's own debt that day (cents). */
  dette: number;
  regle: RegleImpayeCaf;
}

const somme = <T>(xs: readonly T[], f: (x: T) => number) => xs.reduce((s, x) => s + f(x), 0);

/** The first term not made good on `jour`: the tenant's payments settle the oldest terms first. */
function premierTermeImpaye(termes: readonly TermeNet[], paye: number): TermeNet | undefined {
  let reste = paye;
  for (const t of termes) {
    if (t.net <= 0) continue;
    if (reste >= t.net) reste -= t.net;
    else return t;
  }
  return undefined;
}

function constitueLe(
  jour: string,
  termes: readonly TermeNet[],
  reglements: readonly ReglementLocataire[],
  regles: readonly RegleImpayeCaf[],
): { constitue: boolean; dette: number; regle?: RegleImpayeCaf } {
  const dus = termes.filter((t) => t.date <= jour);
  const paye = somme(
    reglements.filter((r) => r.date <= jour),
    (r) => r.montant,
  );
  const dette = somme(dus, (t) => t.net) - paye;
  const regle = regleImpayeAu(jour, regles);
  if (!regle || dette <= 0) return { constitue: false, dette, regle };
  if (regle.multipleMensualite !== null) {
    const mensualite = dus.at(-1)?.net ?? 0;
    if (mensualite > 0 && dette >= regle.multipleMensualite * mensualite)
      return { constitue: true, dette, regle };
  }
  if (regle.seuilCents !== null && dette > regle.seuilCents)
    return { constitue: true, dette, regle };
  if (regle.moisApresPremierImpaye !== null) {
    const premier = premierTermeImpaye(dus, paye);
    if (premier && plusMois(premier.date, regle.moisApresPremierImpaye) <= jour)
      return { constitue: true, dette, regle };
  }
  return { constitue: false, dette, regle };
}

/**
 * The unpaid rent in progress on `jour`: the first day it was constituted since the tenant's debt was last cleared,
 * and the last day to declare it; null when there is none.
 */
export function impayeConstitue(
  termes: readonly TermeNet[],
  reglements: readonly ReglementLocataire[],
  jour: string,
  regles: readonly RegleImpayeCaf[] = REGLES_IMPAYE_CAF,
): ImpayeConstitue | null {
  const tries = [...termes].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  const troisMois = regles.flatMap((r) =>
    r.moisApresPremierImpaye === null
      ? []
      : tries.map((t) => plusMois(t.date, r.moisApresPremierImpaye ?? 0)),
  );
  const jours = [
    ...new Set([...tries.map((t) => t.date), ...reglements.map((r) => r.date), ...troisMois]),
  ]
    .filter((d) => d <= jour)
    .sort();
  let courant: ImpayeConstitue | null = null;
  for (const d of jours) {
    const c = constitueLe(d, tries, reglements, regles);
    if (c.dette <= 0) courant = null;
    else if (c.constitue && c.regle && !courant)
      courant = {
        dateConstitution: d,
        dateLimiteDeclaration: plusMois(d, c.regle.delaiDeclarationMois),
        dette: c.dette,
        regle: c.regle,
      };
  }
  return courant;
}
