// The move-in charges (issue 39 item 8): at the lease's start the tenant's account is charged the deposit and the
// tenant's share of the letting fees, each on its own line. Pure; amounts in integer cents.
import type { Lettrage, NatureEmmenagement } from "./lettrage";
import {
  LIBELLE_DEPOT,
  LIBELLE_HONORAIRES_LOCATION,
  libelleCorrectionEmmenagement,
} from "./libelles";

export interface ChargeEmmenagement {
  type: NatureEmmenagement;
  libelle: string;
  /** Cents, always > 0: a charge of nothing is no line. */
  montant: number;
}

/** The lease's amounts that the move-in charges read (cents). */
export interface BailEmmenagement {
  depotGarantie: number;
  fraisDossierTTC: number;
}

/** Each move-in charge: its line's type and label, and the lease's field it reads (deposit first). */
const CHARGES = [
  { type: "depot", libelle: LIBELLE_DEPOT, champ: "depotGarantie" },
  { type: "honorairesLocation", libelle: LIBELLE_HONORAIRES_LOCATION, champ: "fraisDossierTTC" },
] as const;

/** The lines the account gets when the lease is created: the deposit first, then the fees; none at 0 €. */
export function chargesEmmenagement(bail: BailEmmenagement): ChargeEmmenagement[] {
  return CHARGES.map((c) => ({ type: c.type, libelle: c.libelle, montant: bail[c.champ] })).filter(
    (l) => l.montant > 0,
  );
}

/** The lines of a change of the lease's amounts: the difference of each (positive: more is due), none when equal. */
export function correctionsEmmenagement(avant: BailEmmenagement, apres: BailEmmenagement) {
  return CHARGES.flatMap((c) => {
    const montant = apres[c.champ] - avant[c.champ];
    return montant === 0
      ? []
      : [{ type: c.type, libelle: libelleCorrectionEmmenagement(c.libelle), montant }];
  });
}

/**
 * The deposit held for the tenant and the account's balance the deposit's return deducts. A lease whose account
 * carries its deposit holds what was paid of it, and the part never paid is no debt the deposit answers for; an
 * older lease (no such line: its deposit was collected outside the account) holds the lease's amount.
 */
export function depotDetenu(lettrage: Lettrage, solde: number, depotGarantie: number) {
  const c = lettrage.emmenagement.get("depot");
  if (!c) return { depot: depotGarantie, soldeCompte: solde };
  return { depot: c.regle, soldeCompte: solde - (c.du - c.regle) };
}

/** What is still due of the move-in charges (cents): no term and no regularisation, so no formal notice claims it. */
export const resteEmmenagement = (lettrage: Lettrage) =>
  [...lettrage.emmenagement.values()].reduce((s, c) => s + c.du - c.regle, 0);

/**
 * The charge a ledger line is, if any (the replay's and the FEC lettering's one reading of it): a move-in charge; the
 * deposit an import found held, its debit line (its credit line is the money that paid it); an opening balance the
 * tenant owed (a credit one is money, like a remise).
 */
export function chargeDeLigne(l: { type: string; debit: number }): NatureEmmenagement | null {
  if (l.type === "depot" || l.type === "honorairesLocation") return l.type;
  if (l.type === "depotDetenu" && l.debit > 0) return "depot";
  if (l.type === "reprise" && l.debit > 0) return "reprise";
  return null;
}
