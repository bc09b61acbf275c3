import type { Answer } from "@/api/answers";
import { Badge } from "@/components/ui/badge";
import { formatMoney } from "@/lib/format";

// The tenant's validated direct debits not yet paid (issue 60, item 8): "Prélèvement programmé le ..." above the
// account's lines until the daily job records the payment on its date. Not ledger lines: no balance beside them.

type Programme = Answer<"GET /Dossier/:id/compte">["prelevementsProgrammes"][number];

export function ProgrammesCard({ programmes }: { programmes: readonly Programme[] | undefined }) {
  if (!programmes?.length) return null;
  return (
    <section
      aria-label="Prélèvements programmés"
      className="flex flex-col gap-2 rounded-lg border border-dashed bg-card px-4 py-3"
    >
      <h3 className="font-medium text-sm">Prélèvements programmés</h3>
      <ul className="flex flex-col gap-1.5">
        {programmes.map((p) => (
          <li
            key={p.LignePrelevementId}
            className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 text-sm"
          >
            <span className="flex flex-wrap items-center gap-2">
              <span>{p.libelle}</span>
              <Badge variant="secondary">En attente</Badge>
            </span>
            <span className="tabular-nums">{formatMoney(p.montant)}</span>
          </li>
        ))}
      </ul>
      <p className="text-muted-foreground text-xs">
        Inscrit au compte à sa date, quand le paiement est reçu ; pas encore compté dans le solde.
      </p>
    </section>
  );
}
