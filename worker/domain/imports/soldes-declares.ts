import { eurosDe } from "../francais/nombres";
import { toEuros } from "../money";
import type { Enregistrement } from "./lire-feuille";
import { motNu } from "./saisie";

// What an import's sheet Soldes declares (issue 74 item 4, ADR 113): the totals the dry run shows by kind, and the
// warnings above the limits of a dated table. A balance is money the agency says it owes or is owed; one admin
// typing « proprietaire 999 999 999,99 » must be seen before anything counts, and the import then waits for a
// second person (services/imports/confirmer.ts) whatever the warnings say.

/** The limits above which a declared balance is warned, dated: a new row from its day on, the old one before. */
export interface SeuilsSoldes {
  /** First cut-over day the row applies to (ISO). */
  depuis: string;
  /** An owner's balance (either sign) above this, in cents. */
  proprietaire: number;
  /** A tenant's balance above this many months of the lease's rent and charges. */
  moisDeLoyer: number;
  raison: string;
  source: string;
}

export const SEUILS_SOLDES: readonly SeuilsSoldes[] = [
  {
    depuis: "2000-01-01",
    proprietaire: 10_000_000,
    moisDeLoyer: 24,
    raison:
      "Au-delà, un solde repris est plus souvent une faute de saisie (centimes, zéros) qu'une dette réelle : un mandant se voit reverser ses loyers chaque mois, et l'action en paiement des loyers se prescrit par trois ans.",
    source:
      "Contrôle interne de l'agence (représentation des fonds, loi n° 70-9 du 2 janvier 1970, art. 5) ; loi n° 89-462, art. 7-1 (prescription triennale)",
  },
];

/** The row in force for a cut-over day. */
export function seuilsAu(jour: string): SeuilsSoldes {
  const enVigueur = SEUILS_SOLDES.filter((s) => s.depuis <= jour).at(-1) ?? SEUILS_SOLDES[0];
  if (!enVigueur) throw new Error("SEUILS_SOLDES est vide");
  return enVigueur;
}

export interface TotalSolde {
  nombre: number;
  /** Euros, signed as the sheet says. */
  total: number;
}

export interface TotauxSoldes {
  proprietaire: TotalSolde;
  locataire: TotalSolde;
  depot: TotalSolde;
}

const texte = (r: Enregistrement, champ: string) => {
  const v = r.champs[champ];
  return typeof v === "string" ? v : null;
};
const montant = (r: Enregistrement, champ: string) => {
  const v = r.champs[champ];
  return typeof v === "number" ? v : null;
};

/** The rows of Soldes of one kind, with their amounts in cents. */
function soldesDe(soldes: readonly Enregistrement[], type: keyof TotauxSoldes) {
  return soldes.flatMap((r) => {
    const ref = texte(r, "reference");
    const m = montant(r, "montant");
    return motNu(texte(r, "type") ?? "") === type && ref !== null && m !== null
      ? [{ ligne: r.ligne, reference: ref, montant: m }]
      : [];
  });
}

/** The dry run's totals by kind: how many balances and their sum. */
export function totauxSoldes(soldes: readonly Enregistrement[]): TotauxSoldes {
  const total = (type: keyof TotauxSoldes): TotalSolde => {
    const l = soldesDe(soldes, type);
    return { nombre: l.length, total: toEuros(l.reduce((s, x) => s + x.montant, 0)) };
  };
  return {
    proprietaire: total("proprietaire"),
    locataire: total("locataire"),
    depot: total("depot"),
  };
}

/**
 * The warnings of the declared balances: above the table's limits, and the leases of the file that state a deposit
 * none of the Soldes rows declares held (it counts for nothing: never money the agency did not receive).
 */
export function avertissementsSoldes(
  soldes: readonly Enregistrement[],
  baux: readonly Enregistrement[],
  dateReprise: string,
): string[] {
  const seuils = seuilsAu(dateReprise);
  const out: string[] = [];
  for (const s of soldesDe(soldes, "proprietaire"))
    if (Math.abs(s.montant) > seuils.proprietaire)
      out.push(
        `Feuille Soldes, ligne ${s.ligne} : le solde du propriétaire ${s.reference} (${eurosDe(toEuros(s.montant))}) dépasse ${eurosDe(toEuros(seuils.proprietaire))} ; vérifiez-le. Les soldes ne compteront qu'après la confirmation d'un second administrateur ou comptable.`,
      );
  const loyers = new Map(
    baux.map((b) => [
      texte(b, "reference"),
      (montant(b, "loyerHC") ?? 0) + (montant(b, "loyerCharge") ?? 0),
    ]),
  );
  for (const s of soldesDe(soldes, "locataire")) {
    const loyer = loyers.get(s.reference);
    const plafond = loyer ? loyer * seuils.moisDeLoyer : null;
    if (plafond !== null && Math.abs(s.montant) > plafond)
      out.push(
        `Feuille Soldes, ligne ${s.ligne} : le solde du locataire du bail ${s.reference} (${eurosDe(toEuros(s.montant))}) dépasse ${seuils.moisDeLoyer} mois de loyer et charges (${eurosDe(toEuros(plafond))}) ; vérifiez-le.`,
      );
  }
  const declares = new Set(soldesDe(soldes, "depot").map((s) => s.reference));
  for (const b of baux) {
    const ref = texte(b, "reference");
    const depot = montant(b, "depotGarantie") ?? 0;
    if (ref && depot > 0 && !declares.has(ref))
      out.push(
        `Feuille Baux, ligne ${b.ligne} : le bail ${ref} indique un dépôt de garantie de ${eurosDe(toEuros(depot))} mais aucun dépôt détenu n'est déclaré dans Soldes : il ne sera compté nulle part (représentation des fonds, restitution, export).`,
      );
  }
  return out;
}
