import { CalendarClockIcon } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent } from "@/components/ui/card";
import { formatDate, formatMoney } from "@/lib/format";
import type { EspaceLocataire } from "./espace-locataire-api";
import { PageLocataire } from "./page-locataire";
import { mouvementsDuLocataire } from "@worker/domain/espace/depot-detenu";

// « Mon compte »: the balance in big (the figure of staff's account), whether it is up to date, what is due next and
// when, then the entries, newest first, each with the balance after it.

export function ComptePage() {
  return <PageLocataire>{(data) => <Compte data={data} />}</PageLocataire>;
}

function Compte({ data }: { data: EspaceLocataire }) {
  const { compte, bail } = data;
  const du = compte.solde > 0;
  // The deposit held is shown apart, never as a movement whose « Reste dû » would read as a debt (ADR 113).
  const ecritures = mouvementsDuLocataire(compte.ecritures).reverse();
  return (
    <>
      <Card className="py-5">
        <CardContent className="flex flex-col gap-3">
          <p className="text-sm text-muted-foreground">{bail.adresse}</p>
          <div className="flex flex-wrap items-end justify-between gap-3">
            <div>
              <p className="text-sm font-medium">Solde du compte</p>
              <p className="text-4xl font-semibold tabular-nums" data-testid="solde">
                {formatMoney(Math.abs(compte.solde))}
              </p>
            </div>
            <Badge variant={du ? "destructive" : "success"} className="text-sm">
              {du ? "Reste dû" : compte.solde < 0 ? "En votre faveur" : "À jour"}
            </Badge>
          </div>
          {compte.prochaineEcheance ? (
            <p className="flex items-center gap-2 text-sm">
              <CalendarClockIcon className="size-4 text-muted-foreground" aria-hidden />
              <span>
                Prochaine échéance :{" "}
                <strong>{formatMoney(compte.prochaineEcheance.montant)}</strong> le{" "}
                <strong>{formatDate(compte.prochaineEcheance.date)}</strong>
              </span>
            </p>
          ) : null}
          {compte.depotGarantieDetenu > 0 ? (
            <p className="text-sm" data-testid="depot-detenu">
              Dépôt de garantie détenu : <strong>{formatMoney(compte.depotGarantieDetenu)}</strong>
            </p>
          ) : null}
          <p className="text-xs text-muted-foreground">
            Loyer {formatMoney(bail.loyerHC)} + charges {formatMoney(bail.loyerCharge)}, payable le{" "}
            {bail.jourQuitance} de chaque mois.
          </p>
        </CardContent>
      </Card>
      <h2 className="text-lg font-semibold">Mouvements</h2>
      {ecritures.length === 0 ? (
        <p className="text-sm text-muted-foreground">Aucun mouvement pour le moment.</p>
      ) : (
        <ul className="divide-y rounded-lg border bg-card" aria-label="Mouvements du compte">
          {ecritures.map((e) => (
            <li key={e.id} className="flex items-start justify-between gap-3 px-4 py-3">
              <div className="min-w-0">
                <p className="text-sm font-medium break-words">
                  {e.libelle}
                  {e.annule ? <span className="text-muted-foreground"> (annulé)</span> : null}
                </p>
                <p className="text-xs text-muted-foreground">{formatDate(e.date)}</p>
              </div>
              <div className="shrink-0 text-right tabular-nums">
                <p
                  className={
                    e.credit > 0 ? "text-sm font-medium text-[oklch(0.42_0.12_152)]" : "text-sm"
                  }
                >
                  {e.credit > 0 ? `+ ${formatMoney(e.credit)}` : `− ${formatMoney(e.debit)}`}
                </p>
                <p className="text-xs text-muted-foreground">{soldeApres(e.solde)}</p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/** The balance after an entry, in the tenant's words. */
const soldeApres = (solde: number) =>
  solde > 0
    ? `Reste dû ${formatMoney(solde)}`
    : solde < 0
      ? `${formatMoney(-solde)} en votre faveur`
      : "À jour";
