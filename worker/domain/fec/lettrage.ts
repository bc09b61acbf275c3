// The FEC's lettering (EcritureLet, DateLet; issue 60 item 7): on a tenant's 411, the lines that settle each other
// carry the same letter code. Read from the account's own replay (domain/compte/lettrage.ts), never stored: the terms
// and move-in charges, the payments and remises allocated to them, joined when an allocation links them, form groups;
// a group whose every term and charge is paid and whose every payment is wholly allocated balances to 0 and is
// lettered ("AA", "AB"... per tenant, in the order the groups were completed); a payment reversed is lettered with its
// reversal. The rest (a term partly paid, a tenant's credit) stays open, its letter empty. Pure.
import { chargeDeLigne } from "../compte/emmenagement";
import { lettrer, type Evenement } from "../compte/lettrage";

/** A line of a tenant's ledger as the replay reads it (services/compte/ledger.ts LigneRejouee). */
export interface LigneCompte {
  id: number;
  type: string;
  date: string;
  debit: number;
  credit: number;
  QuitanceId: number | null;
  PaiementId: number | null;
}

export interface Lettre {
  code: string;
  /** AAAA-MM-JJ: the day the group balanced (its last line's date), never after the export. */
  date: string;
}

/** The n-th code (from 0): AA, AB, ..., ZZ, then AAA... (two letters at least, as accounting software writes them). */
export function codeLettre(n: number): string {
  let lettres = 2;
  let reste = n;
  while (reste >= 26 ** lettres) reste -= 26 ** lettres++;
  let code = "";
  for (let i = 0; i < lettres; i++) {
    code = String.fromCharCode(65 + (reste % 26)) + code;
    reste = Math.floor(reste / 26);
  }
  return code;
}

/** A tiny union-find over string keys: the groups of lines that allocations join. */
function groupes() {
  const parent = new Map<string, string>();
  const racine = (k: string): string => {
    let r = k;
    for (let p = parent.get(r); p !== undefined && p !== r; p = parent.get(r)) r = p;
    parent.set(k, r);
    return r;
  };
  return {
    racine,
    unir(a: string, b: string) {
      const ra = racine(a);
      const rb = racine(b);
      if (ra !== rb) parent.set(ra, rb);
    },
  };
}

/**
 * The letters of one tenant's lines (in the order they were written), by line id. `jour`: the export's day, which
 * no DateLet passes. `evenements` turns the lines into the replay's entries (services/compte/ledger.ts).
 */
export function lettresDuCompte<L extends LigneCompte>(
  lignes: readonly L[],
  evenements: (l: readonly L[]) => Evenement[],
  jour: string,
): Map<number, Lettre> {
  const lettrage = lettrer(evenements(lignes));
  const g = groupes();
  // Each line's key: a term's lines share one, a move-in charge's too; money is its own line.
  const cle = (l: LigneCompte) =>
    l.type === "echeance" && l.QuitanceId != null
      ? `T${l.QuitanceId}`
      : chargeDeLigne(l)
        ? `E${chargeDeLigne(l)}`
        : l.type === "annulation" && l.PaiementId != null
          ? `P${l.PaiementId}`
          : `S${l.id}`;
  const soldes = new Set<string>();
  for (const t of lettrage.termes.values()) {
    if (t.regle === t.du) soldes.add(`T${t.QuitanceId}`);
    for (const a of t.affectations) g.unir(`S${a.source}`, `T${t.QuitanceId}`);
  }
  for (const c of lettrage.emmenagement.values()) {
    if (c.regle === c.du) soldes.add(`E${c.nature}`);
    for (const a of c.affectations) g.unir(`S${a.source}`, `E${c.nature}`);
  }
  for (const s of lettrage.sources.values()) {
    // A reversed payment and its reversal cancel out: one group, lettered together.
    if (s.annule && s.PaiementId != null) {
      g.unir(`S${s.source}`, `P${s.PaiementId}`);
      soldes.add(`S${s.source}`).add(`P${s.PaiementId}`);
    } else if (s.restant === 0) soldes.add(`S${s.source}`);
  }
  // The groups: their lines, whether every member is settled, their balance and their last line.
  const parGroupe = new Map<
    string,
    { lignes: LigneCompte[]; ouvert: boolean; solde: number; dernier: number; date: string }
  >();
  for (const l of lignes) {
    const k = cle(l);
    const r = g.racine(k);
    const grp = parGroupe.get(r) ?? { lignes: [], ouvert: false, solde: 0, dernier: 0, date: "" };
    grp.lignes.push(l);
    grp.ouvert ||= !soldes.has(k);
    grp.solde += l.debit - l.credit;
    grp.dernier = Math.max(grp.dernier, l.id);
    if (l.date > grp.date) grp.date = l.date;
    parGroupe.set(r, grp);
  }
  const lettres = new Map<number, Lettre>();
  const complets = [...parGroupe.values()]
    .filter((x) => !x.ouvert && x.solde === 0 && x.lignes.some((l) => l.debit || l.credit))
    .sort((a, b) => a.dernier - b.dernier);
  complets.forEach((x, i) => {
    const lettre = { code: codeLettre(i), date: x.date < jour ? x.date : jour };
    for (const l of x.lignes) lettres.set(l.id, lettre);
  });
  return lettres;
}
