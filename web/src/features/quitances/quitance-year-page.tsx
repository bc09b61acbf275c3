import * as React from "react";
import { useQuery } from "@tanstack/react-query";
import { listQuery } from "@/api/resources";
import type { ListRow } from "@/api/types";
import { col } from "@/components/data-table/columns";
import { DataTable } from "@/components/data-table/data-table";
import { ErrorState } from "@/components/error-state";
import { ListHeader } from "@/components/page-actions";
import { parisYear } from "@/lib/paris-date";
import { apartmentLabel } from "@/lib/status";
import { PeriodNav } from "./month-nav";

type Row = ListRow<"Appartement"> & { total: number; paid: number };

export function QuitanceYearPage() {
  const [year, setYear] = React.useState(() => parisYear());
  const receipts = useQuery(listQuery("Quitance"));
  const apartments = useQuery(listQuery("Appartement"));

  const rows = React.useMemo<Row[]>(() => {
    const ofYear = (receipts.data ?? []).filter((q) => q.date.startsWith(String(year)));
    return (apartments.data ?? [])
      .map((a) => {
        const mine = ofYear.filter((q) => String(q.AppartementId) === String(a.id));
        return { ...a, total: mine.length, paid: mine.filter((q) => q.regle).length };
      })
      .filter((r) => r.total > 0);
  }, [receipts.data, apartments.data, year]);

  const columns = React.useMemo(
    () => [
      col.text<Row>("adresse", "Appartement", apartmentLabel),
      col.number<Row>("total", "Quittances"),
      col.number<Row>("paid", "Payées"),
      col.number<Row>("unpaid", "Impayées", (r) => r.total - r.paid),
      // The receipts issue brings back the "Quittance annuelle" download (GET /api/Quitance/{id}/generate/{year}),
      // with the route itself: the server cannot generate receipts yet.
    ],
    [],
  );

  if (receipts.isError) return <ErrorState error={receipts.error} />;
  return (
    <div className="flex flex-col gap-4">
      <ListHeader description="Récapitulatif annuel des quittances par appartement.">
        <PeriodNav label={String(year)} onPrevious={() => setYear((y) => y - 1)} onNext={() => setYear((y) => y + 1)} previousLabel="Année précédente" nextLabel="Année suivante" />
      </ListHeader>
      <DataTable columns={columns} data={rows} isLoading={receipts.isLoading || apartments.isLoading} basePath="/appartements" actions={{ edit: false, delete: false }} exportName={`quittances-${year}`} emptyText="Aucune quittance pour cette année." />
    </div>
  );
}
