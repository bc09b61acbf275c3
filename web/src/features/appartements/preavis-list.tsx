import * as React from "react";
import { useQuery } from "@tanstack/react-query";
import { listQuery } from "@/api/resources";
import type { ListRow } from "@/api/types";
import { col } from "@/components/data-table/columns";
import { DataTable } from "@/components/data-table/data-table";
import { ErrorState } from "@/components/error-state";
import { apartmentLabel } from "@/lib/status";
import { statutBadge } from "./appartement-columns";

const columns = [
  col.text<ListRow<"Appartement">>("adresse", "Adresse", apartmentLabel),
  col.badge<ListRow<"Appartement">>("preavis", "État", (a) => statutBadge(a.preavis) ?? { label: "—", variant: "secondary" }),
  col.money<ListRow<"Appartement">>("loyerTCC", "Loyer CC"),
];

/** Reusable list "Appartements en préavis": rows the server flags 'En préavis' or 'Vacant' (spec 4). */
export function AppartementsPreavisList({ pageSize = 20 }: { pageSize?: number }) {
  const { data, isLoading, isError, error } = useQuery(listQuery("Appartement"));
  const rows = React.useMemo(() => (data ?? []).filter((a) => a.preavis === "En préavis" || a.preavis === "Vacant"), [data]);
  if (isError) return <ErrorState error={error} />;
  return (
    <DataTable
      columns={columns}
      data={rows}
      isLoading={isLoading}
      pageSize={pageSize}
      basePath="/appartements"
      actions={{ edit: false, delete: false }}
      exportName="appartements-en-preavis"
      emptyText="Aucun appartement vacant ou en préavis."
    />
  );
}
