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
  /** Cents of the line paid to an insurer that indemnified the owners (ADR 153): a receipt with no payment. */
  assureur: number;
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
  // A line counts as matched only while its payment stands in the ledger for this month, or when its money went
  // whole to the insurer (its recovery, never undone).
  const nonRapprochees = lignes.filter(
    (l) =>
      l.statut === "à rapprocher" ||
      (l.statut === "rapprochée" &&
        (l.PaiementId == null ? !l.assureur : !payes.has(l.PaiementId))),
  );
  const ecartees = lignes.filter((l) => l.statut === "ignorée");
  const mouvements = somme(lignes);
  // The insurer's part of a matched line is money received, beside the ledger's payments.
  const recuperees = lignes
    .filter((l) => l.statut === "rapprochée")
    .reduce((s, l) => s + l.assureur, 0);
  const encaissements = somme(duCompte) + somme(sansLigne) + recuperees;
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
