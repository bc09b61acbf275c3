import { Card, CardContent } from "@/components/ui/card";
import { formatDate, formatMoney } from "@/lib/format";
import { cn } from "@/lib/utils";
import { insecables } from "@worker/domain/francais/typographie";
import { EspaceProprietairePage, Vide } from "./espace-proprietaire-page";
import { SoldesRepris } from "./soldes-repris";

// « Mon compte »: the balance the agency owes the owner and what of it can be paid out, then the account's entries,
// newest first, as a list that reads on a phone (no table to scroll sideways). The figures are staff's.
export function ComptePage() {
  return (
    <EspaceProprietairePage>
      {({ compte, soldesRepris }) => (
        <>
          <div className="grid grid-cols-2 gap-3">
            <Chiffre libelle="Solde" montant={compte.solde} />
            <Chiffre libelle="Disponible au prochain reversement" montant={compte.disponible} />
          </div>
          <SoldesRepris soldes={soldesRepris} />
          <h2 className="text-base font-semibold">Mouvements</h2>
          {compte.ecritures.length ? (
            <ul className="divide-y rounded-lg border bg-card" aria-label="Mouvements du compte">
              {[...compte.ecritures].reverse().map((e) => {
                const montant = e.credit - e.debit;
                return (
                  <li key={e.id} className="flex items-start justify-between gap-3 px-4 py-3">
                    <div className="min-w-0">
                      <p className="font-medium break-words">{insecables(e.libelle)}</p>
                      <p className="text-sm text-muted-foreground">{formatDate(e.date)}</p>
                    </div>
                    <div className="shrink-0 text-right">
                      <p
                        className={cn(
                          "font-medium tabular-nums",
                          montant < 0 ? "text-foreground" : "text-[oklch(0.42_0.12_152)]",
                        )}
                      >
                        {montant > 0 ? "+" : ""}
                        {formatMoney(montant)}
                      </p>
                      <p className="text-xs text-muted-foreground tabular-nums">
                        Solde {formatMoney(e.solde)}
                      </p>
                    </div>
                  </li>
                );
              })}
            </ul>
          ) : (
            <Vide>Aucun mouvement sur votre compte pour le moment.</Vide>
          )}
        </>
      )}
    </EspaceProprietairePage>
  );
}

function Chiffre({ libelle, montant }: { libelle: string; montant: number }) {
  return (
    <Card className="gap-1 py-4">
      <CardContent className="px-4">
        <p className="text-sm text-muted-foreground">{libelle}</p>
        <p className="text-xl font-semibold tabular-nums">{formatMoney(montant)}</p>
      </CardContent>
    </Card>
  );
}
