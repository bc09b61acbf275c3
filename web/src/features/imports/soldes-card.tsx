import type { Verification } from "@/api/imports";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { formatMoney } from "@/lib/format";

// Issue 74 item 4 (ADR 113): what the sheet Soldes declares, by kind, before anything is written; the import then
// waits « À vérifier » until another admin or comptable confirms the balances.

const SORTES = [
  ["proprietaire", "Soldes des propriétaires"],
  ["locataire", "Soldes des locataires"],
  ["depot", "Dépôts de garantie détenus"],
] as const;

export function SoldesCard({ verification }: { verification: Verification }) {
  const t = verification.totaux;
  if (!t || SORTES.every(([k]) => t[k].nombre === 0)) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Soldes déclarés</CardTitle>
        <CardDescription>
          Ils ne compteront (représentation des fonds, reversements) qu'après la confirmation d'un
          autre administrateur ou comptable.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <dl aria-label="Totaux des soldes" className="grid gap-3 sm:grid-cols-3">
          {SORTES.map(([k, libelle]) => (
            <div key={k} className="rounded-md border p-3">
              <dt className="text-sm text-muted-foreground">{libelle}</dt>
              <dd className="text-lg font-semibold tabular-nums">{formatMoney(t[k].total)}</dd>
              <dd className="text-xs text-muted-foreground">
                {t[k].nombre} ligne{t[k].nombre > 1 ? "s" : ""}
              </dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
