import * as React from "react";
import { useQuery } from "@tanstack/react-query";
import { PlusIcon } from "lucide-react";
import type { DossierRead } from "@/api/types";
import { col } from "@/components/data-table/columns";
import { DataTable } from "@/components/data-table/data-table";
import { ErrorState } from "@/components/error-state";
import { GenerateDocumentButton } from "@/components/generate-document-button";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { formatDate, fullName } from "@/lib/format";
import { lettreCall, regularisationsQuery, type Regularisation } from "./regularisation-api";
import { RegularisationDialog } from "./regularisation-dialog";
import { sensSoldeRegularisation } from "./solde-regularisation";

type Row = Regularisation;

const columns = [
  {
    ...col.text<Row>("periode", "Période", (r) => `du ${formatDate(r.du)} au ${formatDate(r.au)}`),
    meta: {
      text: (r: Row) => `du ${formatDate(r.du)} au ${formatDate(r.au)}`,
      card: "title" as const,
    },
  },
  col.money<Row>("provisions", "Provisions"),
  col.money<Row>("reel", "Charges réelles"),
  // The amount a number (the CSV's column of figures, as the others), its direction a column of its own.
  col.money<Row>("solde", "Solde", (r) => Math.abs(r.solde)),
  {
    ...col.text<Row>("sens", "Sens", (r) => sensSoldeRegularisation(r.solde)),
    cell: ({ row }: { row: { original: Row } }) => (
      <span className="flex flex-wrap items-center gap-1">
        {sensSoldeRegularisation(row.original.solde)}
        {row.original.enRetard ? <Badge variant="secondary">12 mensualités offertes</Badge> : null}
      </span>
    ),
  },
  col.money<Row>("nouvelleProvision", "Provision suggérée"),
  col.date<Row>("date", "Faite le"),
];

/**
 * The dossier's Régularisations tab: the past charges regularisations (period, provisions, actual charges, balance,
 * suggested provision) with their letter, and "Nouvelle régularisation".
 */
export function RegularisationsTab({ record }: { record: DossierRead }) {
  const list = useQuery(regularisationsQuery(record.id));
  const [open, setOpen] = React.useState(false);
  const qui = fullName(record.Locataire);
  const rowActions = React.useCallback(
    (r: Row) => (
      <GenerateDocumentButton
        call={lettreCall(r.id)}
        label="Lettre"
        aria-label={`Lettre de régularisation du ${formatDate(r.du)} au ${formatDate(r.au)}`}
        fileName={`Régularisation des charges ${r.au.slice(0, 4)}${qui ? ` - ${qui}` : ""}`}
      />
    ),
    [qui],
  );
  if (list.isError) return <ErrorState error={list.error} />;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border bg-card px-4 py-3">
        <p className="text-sm text-muted-foreground">
          Le solde est porté au compte du locataire ; la lettre est à envoyer un mois avant de le
          réclamer.
        </p>
        <Button onClick={() => setOpen(true)}>
          <PlusIcon /> Nouvelle régularisation
        </Button>
      </div>
      <DataTable
        columns={columns}
        data={list.data}
        isLoading={list.isPending}
        actions={{ edit: false, view: false, delete: false }}
        rowActions={rowActions}
        exportName={`dossier-${record.id}-regularisations`}
        emptyText="Aucune régularisation des charges pour ce dossier."
      />
      <RegularisationDialog dossierId={record.id} open={open} onOpenChange={setOpen} />
    </div>
  );
}
