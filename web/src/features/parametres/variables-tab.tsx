import * as React from "react";
import { useQuery } from "@tanstack/react-query";
import { listQuery } from "@/api/resources";
import type { ListRow } from "@/api/types";
import { col } from "@/components/data-table/columns";
import { DataTable } from "@/components/data-table/data-table";
import { ErrorState } from "@/components/error-state";
import { RecordDialog } from "@/components/record-dialog";
import type { FieldDef } from "@/components/record-fields";

type Row = ListRow<"Variable">;

const LABELS: Record<string, string> = {
  tva: "Taux de TVA (%)",
  // Set in the Relances tab, which checks them (a setting that does not hold falls back to 5 / 15 / 30).
  relanceJours1: "Relance amiable : jours après l'échéance (onglet Relances)",
  relanceJours2: "Deuxième relance : jours après l'échéance (onglet Relances)",
  relanceJours3: "Mise en demeure : jours après l'échéance (onglet Relances)",
};
const fields: FieldDef<Row>[] = [
  { name: "valeur", label: "Valeur", type: "number", required: true, wide: true },
];

export function VariablesTab() {
  const { data, isLoading, isError, error } = useQuery(listQuery("Variable"));
  const [editing, setEditing] = React.useState<Row | null>(null);
  const columns = React.useMemo(
    () => [
      col.text<Row>("nom", "Nom"),
      col.text<Row>("description", "Description", (v) => LABELS[v.nom] ?? ""),
      col.number<Row>("valeur", "Valeur"),
    ],
    [],
  );
  if (isError) return <ErrorState error={error} />;
  return (
    <>
      <DataTable
        columns={columns}
        data={data}
        isLoading={isLoading}
        onEdit={setEditing}
        actions={{ view: false, delete: false }}
        exportName="variables"
      />
      <RecordDialog
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        resource="Variable"
        fields={fields}
        record={editing}
        title={`Modifier la variable « ${editing?.nom ?? ""} »`}
      />
    </>
  );
}
