import type { EncadrementApplicable } from "./encadrement";

// Whether a lease is marked « soumis à l'encadrement des loyers » (issue 63 item 3): the server decides from the
// lot's commune and the signature day (encadrement.ts) unless staff say; staff may untick it against the rule with
// a reason, and tick it where the rule does not apply.

export const MSG_MOTIF_HORS_ENCADREMENT = (territoire: string) =>
  `Ce bail relève de l'encadrement des loyers (${territoire}) : indiquez pourquoi il n'y est pas soumis.`;

export interface SaisieEncadrement {
  soumisEncadrement?: boolean | null;
  motifHorsEncadrement?: string | null;
}

/** The stored lease an update starts from, and whether its lot or signature day changed. */
export interface AvantEncadrement {
  soumisEncadrement: boolean;
  lotOuDateChange: boolean;
}

export type DecisionEncadrement =
  | { soumisEncadrement: boolean; motifHorsEncadrement: string | null }
  | { faute: string };

/**
 * The value to store. An update merges the body over the stored lease, so the stored value comes back unchanged
 * when the body does not give it: that unchanged value is decided again when the lot or the signature day changed
 * (unless it is a reasoned untick), and a stored « non » against the rule without a reason (a lease saved before
 * the rule, or before its territory was listed) is never staff's untick, so it follows the rule too.
 */
export function decisionEncadrement(
  saisie: SaisieEncadrement,
  applicable: EncadrementApplicable | null,
  avant?: AvantEncadrement,
): DecisionEncadrement {
  const regle = applicable != null;
  const motif = saisie.motifHorsEncadrement?.trim() || null;
  const v = saisie.soumisEncadrement;
  const inchange = avant != null && v === avant.soumisEncadrement;
  const pasDit =
    v == null ||
    (inchange && avant.lotOuDateChange && !(v === false && motif)) ||
    (inchange && v === false && regle && !motif);
  const soumis = pasDit ? regle : v;
  if (!soumis && applicable && !motif)
    return { faute: MSG_MOTIF_HORS_ENCADREMENT(applicable.territoire) };
  // The reason belongs to an untick.
  return { soumisEncadrement: soumis, motifHorsEncadrement: soumis ? null : motif };
}
