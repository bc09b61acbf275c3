// What explains the trust account's difference (issue 60 item 5), so that it can be checked from the page. The bank
// balance is what the agency owes (owners in credit, deposits it holds, tenants in credit), less what it advanced
// to owners from the account (owners in debit: their money is gone, no other owner's may cover it), plus its own
// money still on it (fees earned on the owners' accounts not yet transferred to the agency). Pure, cents.

/** An owner in debit on the day: what the agency advanced them from the trust account (positive cents). */
export interface AvanceMandant {
  ClientId: number;
  nom: string;
  avance: number;
}
/** An owner's fees earned up to the day (management and letting fees, mission instalments), net of annulations. */
export interface HonorairesMandant {
  ClientId: number;
  nom: string;
  montant: number;
}

export interface Explication {
  avances: AvanceMandant[];
  avancesMandants: number;
  honoraires: HonorairesMandant[];
  honorairesAcquis: number;
  /** The fees transferred out of the trust account up to its statement (its debits labelled "honoraires"). */
  honorairesPreleves: number;
  honorairesNonPreleves: number;
  /** honorairesNonPreleves - avancesMandants: the difference these explain. */
  ecartExplique: number;
  /** ecart - ecartExplique: what is left to find; null when the bank balance is not known. */
  ecartInexplique: number | null;
}

const somme = <T>(rows: T[], f: (r: T) => number) => rows.reduce((s, r) => s + f(r), 0);

export function explication(
  soldes: readonly { ClientId: number; nom: string; solde: number }[],
  honoraires: readonly HonorairesMandant[],
  honorairesPreleves: number,
  ecart: number | null,
): Explication {
  const avances = soldes
    .filter((m) => m.solde < 0)
    .map((m) => ({ ClientId: m.ClientId, nom: m.nom, avance: -m.solde }));
  const acquis = honoraires.filter((h) => h.montant !== 0);
  const avancesMandants = somme(avances, (a) => a.avance);
  const honorairesAcquis = somme(acquis, (h) => h.montant);
  const honorairesNonPreleves = honorairesAcquis - honorairesPreleves;
  const ecartExplique = honorairesNonPreleves - avancesMandants;
  return {
    avances,
    avancesMandants,
    honoraires: acquis,
    honorairesAcquis,
    honorairesPreleves,
    honorairesNonPreleves,
    ecartExplique,
    ecartInexplique: ecart === null ? null : ecart - ecartExplique,
  };
}
