import { jourVersementAide } from "./aide";

// Issue 77 item 3, kept in one named function so the readers of arrears call it alike: the aid expected is never the
// tenant's debt. Until the organisme's payment day of the next month it is « en attente » (nothing is late); after
// it, what is still missing is « aide non reçue », shown apart from what the tenant owes.

export interface TermeAide {
  date: string;
  /** The aid expected on the term (cents). */
  aideAttendue: number;
}

export interface AideHorsDette {
  /** Aid expected and not yet due from the organisme (cents). */
  aideEnAttente: number;
  /** Aid past its payment day and not received (cents). */
  aideNonRecue: number;
  /** The account's balance due less all the aid missing: what the tenant owes (cents). */
  soldeLocataire: number;
}

export function aideHorsDette(
  solde: number,
  termes: readonly TermeAide[],
  /** What the organisme paid up to `jour` (cents). */
  aideRecue: number,
  organisme: string,
  jour: string,
): AideHorsDette {
  const echus = termes.filter((t) => t.date <= jour);
  const attendue = echus.reduce((s, t) => s + t.aideAttendue, 0);
  const manquante = Math.max(0, attendue - aideRecue);
  const pasEncoreDue = echus
    .filter((t) => jourVersementAide(t.date, organisme) >= jour)
    .reduce((s, t) => s + t.aideAttendue, 0);
  const aideEnAttente = Math.min(manquante, pasEncoreDue);
  return {
    aideEnAttente,
    aideNonRecue: manquante - aideEnAttente,
    soldeLocataire: solde - manquante,
  };
}
