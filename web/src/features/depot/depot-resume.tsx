import { Badge } from "@/components/ui/badge";
import { formatDate, formatMoney } from "@/lib/format";
import type { RestitutionDepotApi } from "./depot-api";
import type { apercu } from "./deductions";
import { accord } from "@worker/domain/francais/pluriel";
import {
  avertissementVersement,
  phraseVersement,
  type Versement,
} from "@worker/domain/depot/versement";

type Apercu = NonNullable<ReturnType<typeof apercu>>;

const FORMATS = { montant: formatMoney, date: formatDate };
const versementDe = (r: RestitutionDepotApi): Versement => ({
  prevu: r.depotPrevu,
  appele: r.depotAppele,
  encaisse: r.depot,
});

/** What the lease provides, what was called and received: the letter starts from what was received. */
export function DepotVersement({ r }: { r: RestitutionDepotApi }) {
  const alerte = avertissementVersement(versementDe(r), FORMATS);
  return (
    <>
      <p className="text-sm" data-testid="depot-versement">
        {phraseVersement(versementDe(r), FORMATS)}
      </p>
      {alerte && (
        <p
          role="alert"
          className="rounded-md border border-warning/40 bg-warning/10 px-3 py-2 text-sm"
          data-testid="depot-versement-alerte"
        >
          {alerte}
        </p>
      )}
    </>
  );
}

function Ligne({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div className="flex items-baseline justify-between gap-3 border-b py-1.5 last:border-b-0">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="text-right text-sm font-medium tabular-nums" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

/** Why two months: what the inventories entered say, never a difference they do not show. */
const RAISON: Record<RestitutionDepotApi["constat"], string> = {
  conforme: "état des lieux de sortie conforme",
  "non conforme": "état des lieux de sortie non conforme",
  "sans entrée": "aucun état des lieux d'entrée saisi",
  "sans sortie": "aucun état des lieux de sortie saisi",
  aucun: "aucun état des lieux saisi",
};

/** The deadline and its rule (art. 22): one month when the exit inventory matches the entry, two otherwise. */
export function DepotDelai({ r, c }: { r: RestitutionDepotApi; c: Apercu }) {
  return (
    <dl className="rounded-md border bg-card px-3 py-1">
      <Ligne label="Dépôt de garantie encaissé" value={formatMoney(r.depot)} />
      <Ligne label="Restitution des clés" value={formatDate(r.dateRestitutionCles)} />
      <Ligne
        label="Délai légal"
        value={
          c.moisConstat === 1
            ? "1 mois (état des lieux de sortie conforme)"
            : `2 mois (${RAISON[r.constat]})`
        }
      />
      <div className="flex items-baseline justify-between gap-3 border-b py-1.5">
        <dt className="text-sm text-muted-foreground">Date limite de restitution</dt>
        <dd className="flex items-center gap-2 text-sm font-medium" data-testid="date-limite">
          {formatDate(c.dateLimite)}
          {c.echeance === "en retard" && <Badge variant="destructive">En retard</Badge>}
          {c.echeance === "à échéance" && <Badge variant="warning">À échéance</Badge>}
        </dd>
      </div>
      {c.penalite > 0 && (
        <Ligne
          label={`Pénalité de retard (10 % du loyer HC × ${c.moisRetard} mois ${accord(c.moisRetard, "commencé")})`}
          value={formatMoney(c.penalite)}
          testId="penalite"
        />
      )}
    </dl>
  );
}

/** The totals: deductions, the account's balance, the hold-back, what goes back or is still owed. */
export function DepotTotaux({ r, c }: { r: RestitutionDepotApi; c: Apercu }) {
  return (
    <dl className="rounded-md border bg-card px-3 py-1">
      <Ligne
        label="Total des retenues"
        value={formatMoney(c.totalDeductions)}
        testId="total-retenues"
      />
      <Ligne
        label={
          r.soldeCompte < 0 ? "Crédit au compte du locataire" : "Solde dû au compte du locataire"
        }
        value={formatMoney(Math.abs(r.soldeCompte))}
        testId="solde-compte-depot"
      />
      <Ligne label="Retenue copropriété" value={formatMoney(c.retenue)} />
      {c.resteDu > 0 ? (
        <Ligne label="Reste dû par le locataire" value={formatMoney(c.resteDu)} testId="reste-du" />
      ) : (
        <Ligne label="Montant à restituer" value={formatMoney(c.aRestituer)} testId="a-restituer" />
      )}
    </dl>
  );
}
