import { estParmi } from "../parmi";
import { aideEnVigueur, partageTerme, type AideRow } from "./aide";
import { aideHorsDette, type TermeAide } from "./aide-hors-dette";
import { soldeAuJour } from "../regularisation/exigibilite";
import type { ReglementLocataire, TermeNet } from "./impaye";

// A lease's account read in two parts (issue 77): what the organisme pays (its aid expected on each term, its
// payments) and what is the tenant's own (each term net of the aid, the tenant's payments and reversals). Only the
// rent and charges count (terms and regularisations): a deposit or letting fees are not rent.

export interface LigneCompte {
  type: string;
  date: string;
  debit: number;
  credit: number;
  /** The payment's mode, for a payment or its reversal. */
  mode: string | null;
}

export const MODES_AIDE = ["CAF", "MSA"] as const;
const deLaide = (mode: string | null) => mode !== null && estParmi(MODES_AIDE, mode);

export interface CompteAide {
  termes: TermeNet[];
  termesAide: TermeAide[];
  reglements: ReglementLocataire[];
  /** What the organisme paid, by day (cents; a reversal negative). */
  versements: { date: string; montant: number }[];
}

export function compteAide(lignes: readonly LigneCompte[], aides: readonly AideRow[]): CompteAide {
  const c: CompteAide = { termes: [], termesAide: [], reglements: [], versements: [] };
  for (const l of lignes) {
    if (l.type === "echeance" && l.debit > 0) {
      const { aideAttendue, partLocataire } = partageTerme(l.debit, aideEnVigueur(aides, l.date));
      c.termes.push({ date: l.date, net: partLocataire });
      c.termesAide.push({ date: l.date, aideAttendue });
    } else if (l.type === "echeance" && l.credit > 0)
      // A term removed is balanced by a credit on its line: the tenant's share of it goes too.
      c.reglements.push({ date: l.date, montant: l.credit });
    else if (l.type === "regularisation") c.termes.push({ date: l.date, net: l.debit - l.credit });
    else if ((l.type === "paiement" || l.type === "annulation") && deLaide(l.mode))
      c.versements.push({ date: l.date, montant: l.credit - l.debit });
    else if (l.type === "paiement" || l.type === "annulation" || l.type === "ajustement")
      c.reglements.push({ date: l.date, montant: l.credit - l.debit });
  }
  return c;
}

/** What the organisme paid up to `jour` (cents). */
export const aideRecueAu = (c: CompteAide, jour: string) =>
  c.versements.filter((v) => v.date <= jour).reduce((s, v) => s + v.montant, 0);

/**
 * The account's balance due on `jour` split between the tenant's own and the aid missing (`aideHorsDette`): what the
 * aid's card and the account (GET /Dossier/{id}/compte) both show. The organisme is the one of the aid in force.
 */
export function horsDetteDuCompte(
  lignes: readonly LigneCompte[],
  aides: readonly AideRow[],
  jour: string,
) {
  const compte = compteAide(lignes, aides);
  const organisme = (aideEnVigueur(aides, jour) ?? aides.at(-1))?.organisme ?? "CAF";
  return {
    compte,
    solde: soldeAuJour(lignes, jour),
    ...aideHorsDette(
      soldeAuJour(lignes, jour),
      compte.termesAide,
      aideRecueAu(compte, jour),
      organisme,
      jour,
    ),
  };
}
