import { Badge } from "@/components/ui/badge";
import { formatDate, formatMoney } from "@/lib/format";
import { EspaceProprietairePage, Vide } from "./espace-proprietaire-page";

// « Reversements »: the transfers the agency made (or has scheduled) to the owner, newest first.
export function ReversementsPage() {
  return (
    <EspaceProprietairePage>
      {({ reversements }) =>
        reversements.length ? (
          <ul className="divide-y rounded-lg border bg-card" aria-label="Reversements">
            {reversements.map((r) => (
              <li key={r.id} className="flex items-center justify-between gap-3 px-4 py-3">
                <div>
                  <p className="font-medium">Virement du {formatDate(r.date)}</p>
                  <Badge variant={r.statut === "Effectué" ? "success" : "info"}>{r.statut}</Badge>
                </div>
                <p className="font-semibold tabular-nums">{formatMoney(r.montant)}</p>
              </li>
            ))}
          </ul>
        ) : (
          <Vide>Aucun reversement pour le moment.</Vide>
        )
      }
    </EspaceProprietairePage>
  );
}
