import * as React from "react";
import { useQuery } from "@tanstack/react-query";
import { Undo2Icon } from "lucide-react";
import type { DossierRead, EcritureCompte } from "@/api/types";
import { col } from "@/components/data-table/columns";
import { DataTable } from "@/components/data-table/data-table";
import { ErrorState } from "@/components/error-state";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { fullName } from "@/lib/format";
import { cn } from "@/lib/utils";
import { AnnulerPaiementDialog } from "./annuler-paiement-dialog";
import { CompteDocuments } from "./compte-documents";
import { compteQuery, termesDuDossierQuery } from "./compte-api";
import { EncaisserButton, cibleDuTerme } from "./encaisser-dialog";
import { texteSolde } from "./solde";
import { PartAide } from "../aides-logement/part-aide";
import { ProgrammesCard } from "@/features/prelevements/programmes-card";
import { AideLogementCard } from "@/features/aides-logement/aide-logement-card";

type Row = EcritureCompte;

const libelle = (e: Row) =>
  e.type === "paiement" && e.annule ? `${e.libelle} (annulé)` : e.libelle;

const columns = [
  col.date<Row>("date", "Date"),
  {
    ...col.text<Row>("libelle", "Libellé", libelle),
    cell: ({ row }: { row: { original: Row } }) => {
      const e = row.original;
      return (
        <span className="flex min-w-48 flex-col items-start gap-1 whitespace-normal">
          <span
            className={cn(
              e.type === "paiement" && e.annule && "text-muted-foreground line-through",
            )}
          >
            {e.libelle}
          </span>
          {e.type === "paiement" && e.annule ? <Badge variant="secondary">Annulé</Badge> : null}
        </span>
      );
    },
  },
  col.money<Row>("debit", "Débit", (e) => e.debit || null),
  col.money<Row>("credit", "Crédit", (e) => e.credit || null),
  col.money<Row>("solde", "Solde"),
];

/**
 * The dossier's Compte tab: the tenant's account line by line (date, label, debit, credit, running balance), the
 * balance above it, "Encaisser" for a payment on the account or on a term still due, and "Annuler" on a payment
 * (after confirmation, with its reason).
 */
export function CompteTab({ record }: { record: DossierRead }) {
  const compte = useQuery(compteQuery(record.id));
  const termes = useQuery(termesDuDossierQuery(record.id));
  const [annulant, setAnnulant] = React.useState<Row | null>(null);
  const qui = fullName(record.Locataire);

  // "Encaisser" on the first line of each term that still owes something (a revision adds a line of the same term).
  const aEncaisser = React.useMemo(() => {
    const byId = new Map((termes.data ?? []).map((q) => [q.id, q]));
    const seen = new Set<number>();
    const lines = new Map<number, ReturnType<typeof cibleDuTerme>>();
    for (const e of compte.data?.ecritures ?? []) {
      if (e.type !== "echeance" || e.QuitanceId == null || seen.has(e.QuitanceId)) continue;
      seen.add(e.QuitanceId);
      const q = byId.get(e.QuitanceId);
      if (q) lines.set(e.id, cibleDuTerme(q, qui));
    }
    return lines;
  }, [compte.data, termes.data, qui]);

  const rowActions = React.useCallback(
    (e: Row) => {
      if (e.type === "paiement" && e.PaiementId != null && !e.annule)
        return (
          <Button variant="outline" size="sm" onClick={() => setAnnulant(e)}>
            <Undo2Icon /> Annuler
          </Button>
        );
      const cible = aEncaisser.get(e.id);
      return cible ? <EncaisserButton cible={cible} /> : null;
    },
    [aEncaisser],
  );

  if (compte.isError) return <ErrorState error={compte.error} />;
  const solde = compte.data?.solde ?? 0;
  const cibleCompte = {
    dossierId: record.id,
    montant: solde > 0 ? solde : null,
    description: `Paiement sur le compte du dossier n° ${record.id}${qui ? ` — ${qui}` : ""} ; il règle les échéances dues, de la plus ancienne à la plus récente.`,
  };
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border bg-card px-4 py-3">
        {compte.isPending ? (
          <Skeleton className="h-7 w-48" />
        ) : (
          <p
            data-testid="solde-compte"
            className={cn(
              "text-lg font-semibold tabular-nums",
              solde > 0 ? "text-destructive" : solde < 0 ? "text-info" : "text-foreground",
            )}
          >
            {texteSolde(solde)}
          </p>
        )}
        {compte.data && <PartAide {...compte.data} />}
        {/* Disabled until the balance that prefills the amount is read: opened sooner, the form had no amount. */}
        <EncaisserButton
          cible={cibleCompte}
          variant="default"
          size="default"
          disabled={compte.isPending}
        />
      </div>
      <CompteDocuments dossierId={record.id} solde={solde} qui={qui} />
      <AideLogementCard dossierId={record.id} />
      <ProgrammesCard programmes={compte.data?.prelevementsProgrammes} />
      <DataTable
        columns={columns}
        data={compte.data?.ecritures}
        isLoading={compte.isPending}
        actions={{ edit: false, view: false, delete: false }}
        rowActions={rowActions}
        pageSize={100}
        exportName={`dossier-${record.id}-compte`}
        emptyText="Aucune écriture sur ce compte."
      />
      <AnnulerPaiementDialog
        ligne={annulant}
        dossierId={record.id}
        onOpenChange={(open) => !open && setAnnulant(null)}
      />
    </div>
  );
}
