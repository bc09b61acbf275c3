// When a regularisation's balance counts (loi n° 89-462 art. 23): from the day it can be claimed, one month after
// the letter, the date its ledger entry bears. Before that day the account lists it but owes nothing of it: the
// balance shown, the rent call's "Solde antérieur", the formal notice and the statement leave it out.

interface Ligne {
  type: string;
  date: string;
  libelle: string;
  debit: number;
  credit: number;
}

/** The entry counts on `jour`: every entry as written, except a regularisation not claimable yet. */
export const compteAuJour = (e: Pick<Ligne, "type" | "date">, jour: string) =>
  e.type !== "regularisation" || e.date <= jour;

/** The balance on `jour` (cents, positive: the tenant owes), the regularisations not claimable yet left out. */
export const soldeAuJour = (
  rows: readonly Pick<Ligne, "type" | "date" | "debit" | "credit">[],
  jour: string,
) => rows.filter((e) => compteAuJour(e, jour)).reduce((s, e) => s + e.debit - e.credit, 0);

export interface RegularisationDue {
  date: string;
  libelle: string;
  montant: number;
  recu: number;
  reste: number;
}

/**
 * The claimable regularisation balances still unpaid on `jour`, oldest first: what the account owes beyond the open
 * terms (`resteTermes`), taken from the latest regularisation back (money received settled the oldest debts first).
 */
export function regularisationsDues(
  rows: readonly Ligne[],
  jour: string,
  resteTermes: number,
): RegularisationDue[] {
  let surplus = soldeAuJour(rows, jour) - resteTermes;
  const dues: RegularisationDue[] = [];
  const regs = rows
    .filter((e) => e.type === "regularisation" && e.debit > 0 && e.date <= jour)
    .sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
  for (const r of regs) {
    if (surplus <= 0) break;
    const reste = Math.min(r.debit, surplus);
    surplus -= reste;
    dues.unshift({
      date: r.date,
      libelle: r.libelle,
      montant: r.debit,
      recu: r.debit - reste,
      reste,
    });
  }
  return dues;
}
