// The « Attestation de paiement des loyers » (issue 73, item 7): what a lender or a new landlord asks of a tenant, the
// rent and charges called over the last twelve months, what was paid of each and when, and the balance on the day.
// Pure: every figure is the ledger's replay (domain/compte/lettrage.ts) read back, never computed another way, so the
// attestation agrees to the cent with the account staff and the tenant's space show.
import { MOIS_FR, addMonths } from "../dates";
import type { Lettrage } from "../compte/lettrage";
import { reglementsDuTerme, type ReglementRecu } from "../compte/reglements";

/** How many months the attestation covers, ending with the month of its day. */
export const MOIS_ATTESTES = 12;

/** A term of the lease as stored (Quitance): its month and the split of what it calls. Cents. */
export interface TermeAppele {
  QuitanceId: number;
  /** YYYY-MM. */
  mois: string;
  prixHC: number;
  charge: number;
}

/** One month of the attestation. Cents; a month without a term calls and receives nothing. */
export interface MoisAttestation {
  mois: string;
  /** « novembre 2026 ». */
  libelle: string;
  loyer: number;
  charges: number;
  /** What the ledger calls for the term (its echeance entries): rent and charges, after any change. */
  appele: number;
  /** What payments and remises settle of it. */
  paye: number;
  /** Each payment with its own day, oldest first (a term paid in two goes has two). */
  reglements: ReglementRecu[];
  /** No term was called that month (before the lease, or not generated). */
  sansAppel: boolean;
}

export interface AttestationPaiement {
  du: string;
  au: string;
  mois: MoisAttestation[];
  totalAppele: number;
  totalPaye: number;
}

/** « novembre 2026 » of "2026-11". */
export const libelleMois = (mois: string) =>
  `${MOIS_FR[Number(mois.slice(5, 7)) - 1] ?? ""} ${mois.slice(0, 4)}`;

/** The months the attestation covers on `jour`, oldest first: the month of `jour` and the eleven before it. */
export function moisAttestes(jour: string, n = MOIS_ATTESTES): string[] {
  const premier = `${jour.slice(0, 7)}-01`;
  return Array.from({ length: n }, (_, i) => addMonths(premier, i - n + 1).slice(0, 7));
}

/** The attestation's months from the lease's terms and the account's replay, on `jour`. */
export function attestationPaiement(
  termes: readonly TermeAppele[],
  lettrage: Lettrage,
  jour: string,
  /** The insurer's payments (entry id -> « Indemnité <organisme> »): shown as such, never as the tenant's (ADR 122). */
  indemnites?: ReadonlyMap<number, string>,
): AttestationPaiement {
  const parMois = new Map(termes.map((t) => [t.mois, t]));
  const mois = moisAttestes(jour).map((m): MoisAttestation => {
    const t = parMois.get(m);
    const etat = t && lettrage.termes.get(t.QuitanceId);
    const reglements = t ? reglementsDuTerme(lettrage, t.QuitanceId, indemnites) : [];
    const parAssureur = reglements.reduce((s, r) => s + (r.par ? r.montant : 0), 0);
    return {
      mois: m,
      libelle: libelleMois(m),
      loyer: t?.prixHC ?? 0,
      charges: t?.charge ?? 0,
      appele: etat?.du ?? 0,
      // What the tenant paid: an insurer's indemnity settles the term for the owner, not for the tenant.
      paye: (etat?.regle ?? 0) - parAssureur,
      reglements,
      sansAppel: !etat,
    };
  });
  return {
    du: `${mois[0]?.mois ?? jour.slice(0, 7)}-01`,
    au: jour,
    mois,
    totalAppele: mois.reduce((s, m) => s + m.appele, 0),
    totalPaye: mois.reduce((s, m) => s + m.paye, 0),
  };
}
