import { formatMoney } from "@/lib/format";

/**
 * Which way a regularisation's balance goes: « dû par le locataire », « à rembourser au locataire » (a credit is
 * owed to the tenant: « remboursés » read as already paid back), « soldé » at 0.
 */
export function sensSoldeRegularisation(solde: number): string {
  if (solde > 0) return "dû par le locataire";
  if (solde < 0) return "à rembourser au locataire";
  return "soldé";
}

/** "74,10 € dû par le locataire", "145,55 € à rembourser au locataire", "0,00 €": the balance in words. */
export function texteSoldeRegularisation(solde: number): string {
  if (solde === 0) return formatMoney(0);
  return `${formatMoney(Math.abs(solde))} ${sensSoldeRegularisation(solde)}`;
}
