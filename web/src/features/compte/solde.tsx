import { useQuery } from "@tanstack/react-query";
import { Badge } from "@/components/ui/badge";
import { Skeleton } from "@/components/ui/skeleton";
import { formatMoney } from "@/lib/format";
import type { BadgeVariant } from "@/lib/status";
import { compteQuery } from "./compte-api";

/** "Solde : 120,00 € dû" (the tenant owes), "Crédit : 50,00 €" (paid ahead), "Solde : 0,00 €". */
export function texteSolde(solde: number): string {
  if (solde > 0) return `Solde : ${formatMoney(solde)} dû`;
  if (solde < 0) return `Crédit : ${formatMoney(-solde)}`;
  return `Solde : ${formatMoney(0)}`;
}

export const varianteSolde = (solde: number): BadgeVariant =>
  solde > 0 ? "destructive" : solde < 0 ? "info" : "success";

/** A dossier's balance as a badge, read from its account (tenant screen: one account per dossier, few dossiers). */
export function SoldeDossier({ dossierId }: { dossierId: number }) {
  const compte = useQuery(compteQuery(dossierId));
  if (compte.isPending) return <Skeleton className="h-5 w-28" />;
  if (compte.isError)
    return <span className="text-xs text-muted-foreground">Solde indisponible</span>;
  return (
    <Badge variant={varianteSolde(compte.data.solde)} className="whitespace-nowrap">
      {texteSolde(compte.data.solde)}
    </Badge>
  );
}
