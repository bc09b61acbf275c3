// How money collected for an apartment is split among its owners, and the agency's management fee on each share
// (issue 38, ADR 031). Pure, integer cents.

export interface Proprietaire {
  ClientId: number;
  /** Percent, two decimals; null: equal shares. */
  quotePart: number | null;
}

/**
 * The shares that apply: the quote-parts when every owner has one and they add up to 100, else equal shares (an
 * owner added after the shares were set makes them incomplete: nobody is then left out).
 */
export function partsEffectives(
  proprietaires: Proprietaire[],
): { ClientId: number; part: number }[] {
  const tries = [...proprietaires].sort((a, b) => a.ClientId - b.ClientId);
  const total = tries.reduce((s, p) => s + (p.quotePart ?? Number.NaN), 0);
  const completes = Math.abs(total - 100) < 0.005;
  return tries.map((p) => ({
    ClientId: p.ClientId,
    // Complete shares add up to a number: every owner has one.
    part: completes && p.quotePart !== null ? p.quotePart : 100 / tries.length,
  }));
}

/**
 * The shares as shown, in percent with two decimals: each rounded, the last owner (highest ClientId, as `repartir`'s
 * remainder) taking what is left, so that three equal shares read 33.33 / 33.33 / 33.34 and add up to 100.
 */
export function partsAffichees(proprietaires: Proprietaire[]) {
  const parts = partsEffectives(proprietaires);
  let reste = 10_000;
  return parts.map((p, i) => {
    const centiemes = i === parts.length - 1 ? reste : Math.round(p.part * 100);
    reste -= centiemes;
    return { ClientId: p.ClientId, part: centiemes / 100 };
  });
}

/**
 * `montant` split by the shares, rounded to the cent; the last owner (highest ClientId) takes the remainder so the
 * shares always add up to the amount exactly.
 */
export function repartir(montant: number, proprietaires: Proprietaire[]) {
  const parts = partsEffectives(proprietaires);
  let reste = montant;
  return parts.map((p, i) => {
    const m = i === parts.length - 1 ? reste : Math.round((montant * p.part) / 100);
    reste -= m;
    return { ClientId: p.ClientId, part: p.part, montant: m };
  });
}

/** The management fee TTC on an amount collected, and the VAT inside it at the mission's rate. */
export function honoraires(montant: number, tauxHonoraires: number, tauxTva: number) {
  const ttc = Math.round((montant * tauxHonoraires) / 100);
  const tva = Math.round((ttc * tauxTva) / (100 + tauxTva));
  return { ttc, tva, ht: ttc - tva };
}

/** The owner's available amount: the balance less the reserve kept back, never below 0. */
export const disponible = (solde: number, reserve: number) => Math.max(0, solde - reserve);
