import * as React from "react";
import { useQuery } from "@tanstack/react-query";
import { PlusIcon, TriangleAlertIcon } from "lucide-react";
import { reglementationQuery, type TableReglementationApi } from "@/api/reglementation";
import { col } from "@/components/data-table/columns";
import { DataTable } from "@/components/data-table/data-table";
import { ErrorState } from "@/components/error-state";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { LigneDialog } from "./ligne-dialog";

// Paramètres > Réglementation (issue 73 item 4): each regulatory table the product reads, its rows with their first
// and last day and their source, a warning when every row has ended; an admin adds a row without a new release.

type Ligne = TableReglementationApi["data"][number] & { id: string };

const COLONNES = [
  col.date<Ligne>("debut", "Début"),
  col.text<Ligne>("fin", "Fin", (r) =>
    r.fin ? r.fin.split("-").reverse().join("/") : "Sans fin connue",
  ),
  col.text<Ligne>("resume", "Contenu"),
  col.text<Ligne>("source", "Source"),
  {
    id: "saisie",
    header: "Origine",
    accessorFn: (r: Ligne) => r.saisie,
    cell: ({ row }: { row: { original: Ligne } }) =>
      row.original.saisie ? (
        <Badge variant="warning">Ajoutée</Badge>
      ) : (
        <Badge variant="secondary">Livrée</Badge>
      ),
    meta: { text: (r: Ligne) => (r.saisie ? "Ajoutée" : "Livrée") },
  },
];

/** A table's warning, where the table is used too: every row has ended, the rule no longer applies. */
export function AvertissementTable({
  table,
}: {
  table: Pick<TableReglementationApi, "avertissement">;
}) {
  if (!table.avertissement) return null;
  return (
    <p
      role="status"
      className="flex gap-2 rounded-md border border-amber-300 bg-amber-50 p-2 text-amber-900 text-sm"
    >
      <TriangleAlertIcon className="mt-0.5 size-4 shrink-0" aria-hidden />
      {table.avertissement}
    </p>
  );
}

function TableSection({
  table,
  onAjouter,
}: {
  table: TableReglementationApi;
  onAjouter?: () => void;
}) {
  const rows = React.useMemo(
    () => table.data.map((l, i) => ({ ...l, id: `${table.table}-${i}` })).reverse(),
    [table],
  );
  return (
    <section className="flex flex-col gap-2" aria-labelledby={`regl-${table.table}`}>
      <h2 id={`regl-${table.table}`} className="font-semibold">
        {table.libelle}
      </h2>
      <p className="text-muted-foreground text-sm">{table.usage}</p>
      <AvertissementTable table={table} />
      <DataTable
        columns={COLONNES}
        data={rows}
        actions={{ view: false, edit: false, delete: false }}
        exportName={`reglementation-${table.table}`}
        emptyText="Aucune ligne."
        toolbar={
          table.ajout && onAjouter ? (
            <Button onClick={onAjouter}>
              <PlusIcon /> Ajouter une ligne
            </Button>
          ) : undefined
        }
      />
    </section>
  );
}

/** Paramètres is the admins' (spec: /parametres/ admin only): the add buttons are theirs. */
export function ReglementationTab() {
  const { data, isLoading, isError, error } = useQuery(reglementationQuery);
  const [ajout, setAjout] = React.useState<TableReglementationApi | null>(null);
  if (isError) return <ErrorState error={error} />;
  if (isLoading || !data) return <p className="text-sm">Chargement…</p>;
  return (
    <div className="flex flex-col gap-6">
      {data.map((t) => (
        <TableSection key={t.table} table={t} onAjouter={() => setAjout(t)} />
      ))}
      <LigneDialog table={ajout} onOpenChange={(open) => !open && setAjout(null)} />
    </div>
  );
}
