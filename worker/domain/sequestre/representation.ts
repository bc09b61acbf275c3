// The trust-account check (représentation des fonds, loi Hoguet art. 3 and décret 72-678): on a day, what the agency
// holds for others (owners' positive balances, tenants' deposits, tenants' credits) against the trust account's
// balance. Pure: cents in, cents out; the reads are services/sequestre/lire.ts.

/** An owner's balance on the day (credit - debit of their ledger), cents. */
export interface SoldeMandant {
  ClientId: number;
  nom: string;
  solde: number;
}
/** A deposit held for a tenant (the dossier's deposit, not yet paid back on the day), cents. */
export interface DepotDetenu {
  DossierId: number;
  locataire: string;
  adresse: string;
  depot: number;
  /** Kept by the owner (Dossier.depotConserveParProprietaire): not on the trust account, not owed by the agency. */
  proprietaire?: boolean;
}
/** A tenant in credit on the day: what they paid beyond what they owe, cents (positive). */
export interface CreditLocataire {
  DossierId: number;
  locataire: string;
  credit: number;
}
/** The trust account's last statement up to the day: its closing balance in cents. */
export interface ReleveSequestre {
  CompteBancaireId: number;
  dateReleve: string | null;
  soldeFinal: number | null;
}

export interface Representation {
  mandants: SoldeMandant[];
  /** The deposits the agency holds. */
  depots: DepotDetenu[];
  /** The deposits owners keep (issue 60 item 5): listed apart, never counted as due. */
  depotsProprietaires: DepotDetenu[];
  depotsConserves: number;
  credits: CreditLocataire[];
  soldesMandants: number;
  depotsDetenus: number;
  creditsLocataires: number;
  /**
   * The GLI premiums debited on owners and owed to the insurer, not yet paid to it (ADR 122): a liability the
   * trust account holds until the supplier payout batch pays them.
   */
  primesAssureurs: number;
  /**
   * What tenants paid of a debt an insurer took over (subrogation), not yet transferred to it (ADR 130): the
   * insurer's money on the trust account, a liability like the premiums.
   */
  recuperationsAssureurs: number;
  totalDu: number;
  /** null: no trust account, or no statement with a balance up to the day. */
  soldeBanque: number | null;
  /** soldeBanque - totalDu (negative: funds missing); null when the bank balance is not known. */
  ecart: number | null;
  CompteBancaireId: number | null;
  dateReleve: string | null;
}

const somme = <T>(rows: T[], f: (r: T) => number) => rows.reduce((s, r) => s + f(r), 0);

/**
 * The check: only owners the agency owes (a negative balance is the owner's debt, which no other owner's money may
 * cover) and only tenants in credit count; the bank balance is the statement's, never guessed.
 */
export function representation(
  soldes: SoldeMandant[],
  depots: DepotDetenu[],
  comptesLocataires: { DossierId: number; locataire: string; solde: number }[],
  releve: ReleveSequestre | null,
  primesAssureurs = 0,
  recuperationsAssureurs = 0,
): Representation {
  const mandants = soldes.filter((m) => m.solde > 0);
  const detenus = depots.filter((d) => d.depot > 0 && !d.proprietaire);
  const conserves = depots.filter((d) => d.depot > 0 && d.proprietaire);
  const credits = comptesLocataires
    .filter((c) => c.solde < 0)
    .map((c) => ({ DossierId: c.DossierId, locataire: c.locataire, credit: -c.solde }));
  const soldesMandants = somme(mandants, (m) => m.solde);
  const depotsDetenus = somme(detenus, (d) => d.depot);
  const creditsLocataires = somme(credits, (c) => c.credit);
  const totalDu =
    soldesMandants + depotsDetenus + creditsLocataires + primesAssureurs + recuperationsAssureurs;
  const soldeBanque = releve?.soldeFinal ?? null;
  return {
    mandants,
    depots: detenus,
    depotsProprietaires: conserves,
    depotsConserves: somme(conserves, (d) => d.depot),
    credits,
    soldesMandants,
    depotsDetenus,
    creditsLocataires,
    primesAssureurs,
    recuperationsAssureurs,
    totalDu,
    soldeBanque,
    ecart: soldeBanque === null ? null : soldeBanque - totalDu,
    CompteBancaireId: releve?.CompteBancaireId ?? null,
    dateReleve: soldeBanque === null ? null : (releve?.dateReleve ?? null),
  };
}
