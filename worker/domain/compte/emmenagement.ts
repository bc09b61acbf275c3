// The move-in charges (issue 39 item 8): at the lease's start the tenant's account is charged the deposit and the
// tenant's share of the letting fees, each on its own line. Pure; amounts in integer cents.
import type { NatureEmmenagement } from "./lettrage";
import { LIBELLE_DEPOT, LIBELLE_HONORAIRES_LOCATION } from "./libelles";

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

/** The lines the account gets when the lease is created: the deposit first, then the fees; none at 0 €. */
export function chargesEmmenagement(bail: BailEmmenagement): ChargeEmmenagement[] {
  const lignes: ChargeEmmenagement[] = [
    { type: "depot", libelle: LIBELLE_DEPOT, montant: bail.depotGarantie },
    { type: "honorairesLocation", libelle: LIBELLE_HONORAIRES_LOCATION, montant: bail.fraisDossierTTC },
  ];
  return lignes.filter((l) => l.montant > 0);
}
