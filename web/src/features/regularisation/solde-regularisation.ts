import { formatMoney } from "@/lib/format";

/** "74,10 € dû par le locataire", "145,55 € remboursés", "0,00 €": a regularisation's balance in words. */
export function texteSoldeRegularisation(solde: number): string {
  if (solde > 0) return `${formatMoney(solde)} dû par le locataire`;
  if (solde < 0) return `${formatMoney(-solde)} remboursés`;
  return formatMoney(0);
}
