// The hold-back until the co-ownership's yearly accounts are closed (loi n° 89-462 art. 22, al. 5): in a building
// under co-ownership the landlord may keep at most 20 % of the deposit until then. Cents.

/** 20 % of the deposit, rounded down to the cent so that the hold-back never exceeds it. */
export const retenueMax = (depot: number) => Math.floor(depot / 5);

export const MSG_RETENUE =
  "La retenue dans l'attente de l'arrêté des comptes de la copropriété ne peut dépasser 20 % du dépôt de garantie.";

/** The French message when `retenue` is above the cap, else null. */
export const regleRetenue = (depot: number, retenue: number) =>
  retenue > retenueMax(depot) ? MSG_RETENUE : null;
