// The month's reconciliation of a bank account with the tenants' ledger (état de rapprochement): what the bank
// moved in the month against the payments the ledger recorded, the difference explained line by line, to the cent.
//   bank movements of the month - ledger receipts = lines not matched + lines set aside - payments without a line
// A matched line and its payment carry the same amount and day, so they cancel out; what is left is listed.

export interface LigneDuMois {
  id: number;
  date: string;
  montant: number;
  libelle: string;
  statut: "à rapprocher" | "rapprochée" | "ignorée";
  motif: string | null;
  PaiementId: number | null;
}

export interface PaiementDuMois {
  id: number;
  date: string;
  montant: number;
  mode: string;
  reference: string | null;
  dossier: string;
  /** The payment is the match of a line of this account (false: of no line at all). */
  surCeCompte: boolean;
}

export interface Rapprochement {
  mouvements: number;
  encaissements: number;
  ecart: number;
  nonRapprochees: LigneDuMois[];
  ecartees: LigneDuMois[];
  sansLigne: PaiementDuMois[];
  /** What the listed items leave unexplained: 0 when the books agree. */
  residuel: number;
}

const somme = (xs: readonly { montant: number }[]) => xs.reduce((s, x) => s + x.montant, 0);

export function rapprocher(
  lignes: readonly LigneDuMois[],
  paiements: readonly PaiementDuMois[],
): Rapprochement {
  const duCompte = paiements.filter((p) => p.surCeCompte);
  const payes = new Set(duCompte.map((p) => p.id));
  const sansLigne = paiements.filter((p) => !p.surCeCompte);
  // A line counts as matched only while its payment stands in the ledger for this month.
  const nonRapprochees = lignes.filter(
    (l) =>
      l.statut === "à rapprocher" ||
      (l.statut === "rapprochée" && (l.PaiementId == null || !payes.has(l.PaiementId))),
  );
  const ecartees = lignes.filter((l) => l.statut === "ignorée");
  const mouvements = somme(lignes);
  const encaissements = somme(duCompte) + somme(sansLigne);
  const ecart = mouvements - encaissements;
  return {
    mouvements,
    encaissements,
    ecart,
    nonRapprochees,
    ecartees,
    sansLigne,
    residuel: ecart - (somme(nonRapprochees) + somme(ecartees) - somme(sansLigne)),
  };
}
