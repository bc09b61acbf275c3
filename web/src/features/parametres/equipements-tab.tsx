import * as React from "react";
import { useQuery } from "@tanstack/react-query";
import { PlusIcon } from "lucide-react";
import { listQuery } from "@/api/resources";
import type { ListRow } from "@/api/types";
import { col } from "@/components/data-table/columns";
import { DataTable } from "@/components/data-table/data-table";
import { ErrorState } from "@/components/error-state";
import { RecordDialog } from "@/components/record-dialog";
import type { FieldDef } from "@/components/record-fields";
import { Button } from "@/components/ui/button";

type Row = ListRow<"Equipement">;

const fields: FieldDef<Row>[] = [
  { name: "nom", label: "Nom", required: true, wide: true },
  { name: "collectif", label: "Équipement collectif", type: "bool" },
];
const columns = [col.text<Row>("nom", "Nom"), col.bool<Row>("collectif", "Collectif")];

export function EquipementsTab() {
  const { data, isLoading, isError, error } = useQuery(listQuery("Equipement"));
  const [editing, setEditing] = React.useState<Row | null | undefined>(undefined);
  if (isError) return <ErrorState error={error} />;
  return (
    <>
      <DataTable
        columns={columns}
        data={data}
        isLoading={isLoading}
        resource="Equipement"
        onEdit={setEditing}
        actions={{ view: false }}
        exportName="equipements"
        toolbar={
          <Button onClick={() => setEditing(null)}>
            <PlusIcon /> Nouvel équipement
          </Button>
        }
      />
      <RecordDialog
        open={editing !== undefined}
        onOpenChange={(open) => !open && setEditing(undefined)}
        resource="Equipement"
        fields={fields}
        record={editing ?? null}
        title={editing ? "Modifier l'équipement" : "Nouvel équipement"}
        createdMessage="L'équipement a bien été ajouté."
      />
    </>
  );
}
