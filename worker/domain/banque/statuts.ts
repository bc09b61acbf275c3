/** A bank line's state: waiting, matched to a dossier (a payment), or set aside with a reason. */
export const STATUTS_LIGNE_BANCAIRE = ["à rapprocher", "rapprochée", "ignorée"] as const;
