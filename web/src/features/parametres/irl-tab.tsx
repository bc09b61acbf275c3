import * as React from "react";
import { useQuery } from "@tanstack/react-query";
import { PlusIcon } from "lucide-react";
import { irlQuery, type IrlValeur } from "@/api/irl";
import { col } from "@/components/data-table/columns";
import type { Column } from "@/components/data-table/column-meta";
import { DataTable } from "@/components/data-table/data-table";
import { ErrorState } from "@/components/error-state";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { libelleTrimestre, trimestreDeCode } from "@worker/domain/irl/trimestre";
import { SOURCE_IRL } from "@worker/domain/irl/published";
import { IrlDialog } from "./irl-dialog";
import { indiceFr } from "./irl-format";

type Row = IrlValeur & { id: string };

const indice: Column<Row> = {
  id: "valeur",
  header: "Indice",
  accessorFn: (r) => r.valeur,
  cell: ({ row }) => indiceFr(row.original.valeur),
  meta: {
    text: (r: Row) => indiceFr(r.valeur),
    className: "text-right tabular-nums",
    csv: (r: Row) => String(r.valeur).replace(".", ","),
  },
};
const origine: Column<Row> = {
  id: "saisie",
  header: "Origine",
  accessorFn: (r) => r.saisie,
  cell: ({ row }) =>
    row.original.saisie ? (
      <Badge variant="warning">Saisi</Badge>
    ) : (
      <Badge variant="secondary">Insee</Badge>
    ),
  meta: { text: (r: Row) => (r.saisie ? "Saisi" : "Insee") },
};

/**
 * Settings, IRL (issue 23): the published quarters, newest first, and the admin's additions and corrections. A new
 * lease takes the last quarter published by its signature date from this table.
 */
export function IrlTab() {
  const { data, isLoading, isError, error } = useQuery(irlQuery);
  const [editing, setEditing] = React.useState<IrlValeur | "new" | null>(null);
  const rows = React.useMemo(() => data?.map((v) => ({ ...v, id: v.trimestre })).reverse(), [data]);
  const columns = React.useMemo(
    () => [
      col.text<Row>("trimestre", "Trimestre", (r) => {
        const t = trimestreDeCode(r.trimestre);
        return t ? libelleTrimestre(t) : r.trimestre;
      }),
      indice,
      col.date<Row>("publication", "Publication"),
      origine,
    ],
    [],
  );
  if (isError) return <ErrorState error={error} />;
  return (
    <div className="flex flex-col gap-2">
      <DataTable
        columns={columns}
        data={rows}
        isLoading={isLoading}
        onEdit={setEditing}
        actions={{ view: false, delete: false }}
        exportName="irl"
        emptyText="Aucun trimestre."
        toolbar={
          <Button onClick={() => setEditing("new")}>
            <PlusIcon /> Ajouter un trimestre
          </Button>
        }
      />
      <p className="text-muted-foreground text-sm">
        {SOURCE_IRL}. Publication : le jour de parution INSEE quand il est connu, sinon le 15 du
        mois qui suit le trimestre. Un nouveau bail prend le dernier trimestre publié à sa date de
        création.
      </p>
      <IrlDialog
        editing={editing}
        table={data ?? []}
        onOpenChange={(open) => !open && setEditing(null)}
      />
    </div>
  );
}
