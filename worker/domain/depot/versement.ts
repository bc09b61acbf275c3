// What became of the deposit the lease provides (issue 39 item 8): called on the tenant's account at the lease's
// start, then received in full, in part or not at all. The deposit tab and the settlement letter say it in the same
// words, so that a letter never states « versé : 0,00 € » without saying why. Pure; the caller's units and formats.

export interface Versement {
  /** The lease's deposit. */
  prevu: number;
  /** Called on the account (its day and amount); null when it was collected outside the account (older leases). */
  appele: { date: string; montant: number } | null;
  /** What was received of it (the deposit held). */
  encaisse: number;
}

export interface Formats {
  montant: (n: number) => string;
  date: (d: string) => string;
}

/** Nothing or less than called was received: the settlement starts from less than the lease provides. */
export const versementIncomplet = (v: Versement) =>
  v.appele !== null && v.encaisse < v.appele.montant;

/** « Dépôt prévu au bail 780,00 € — appelé le 01/09/2023, non encaissé » (or « encaissé », « encaissé 500,00 € »). */
export function phraseVersement(v: Versement, f: Formats): string {
  const prevu = `Dépôt prévu au bail ${f.montant(v.prevu)}`;
  if (!v.appele) return `${prevu} — encaissé hors du compte du locataire`;
  const appele = `appelé le ${f.date(v.appele.date)}`;
  const montant = v.appele.montant === v.prevu ? "" : ` (${f.montant(v.appele.montant)})`;
  const recu =
    v.encaisse <= 0
      ? "non encaissé"
      : v.encaisse < v.appele.montant
        ? `encaissé ${f.montant(v.encaisse)} seulement`
        : "encaissé";
  return `${prevu} — ${appele}${montant}, ${recu}`;
}

/** The warning before the letter: it will state only what was received. Null when all that was called was. */
export function avertissementVersement(v: Versement, f: Formats): string | null {
  if (!v.appele || !versementIncomplet(v)) return null;
  return v.encaisse <= 0
    ? `Le dépôt de garantie appelé le ${f.date(v.appele.date)} n'a jamais été encaissé : la lettre indiquera qu'aucun dépôt n'a été versé et ne restituera rien au titre du dépôt.`
    : `Seuls ${f.montant(v.encaisse)} du dépôt de garantie appelé le ${f.date(v.appele.date)} (${f.montant(v.appele.montant)}) ont été encaissés : la lettre part de cette somme.`;
}
