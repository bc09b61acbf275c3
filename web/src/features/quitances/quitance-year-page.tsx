import * as React from "react";
import { useQuery } from "@tanstack/react-query";
import { annualQuittanceCall, yearQuitancesQuery } from "@/api/quitances";
import type { QuitanceLigne } from "@/api/types";
import { col } from "@/components/data-table/columns";
import { DataTable } from "@/components/data-table/data-table";
import { ErrorState } from "@/components/error-state";
import { GenerateDocumentButton } from "@/components/generate-document-button";
import { ListHeader } from "@/components/page-actions";
import { apartmentLabel } from "@/lib/status";
import { PeriodNav } from "./month-nav";
import { useAnneeParam } from "./period-params";
import { MOIS_FR_COURTS } from "@worker/domain/dates";

type Row = { id: number; appartement: string; mois: string[]; total: number; impayes: number };

/** One row per apartment with receipts in the year: its paid terms (months) and their total. */
function byApartment(receipts: QuitanceLigne[]): Row[] {
  const rows = new Map<number, Row>();
  for (const q of receipts) {
    if (!q.Appartement) continue;
    const r = rows.get(q.Appartement.id) ?? {
      id: q.Appartement.id,
      appartement: apartmentLabel(q.Appartement),
      mois: [],
      total: 0,
      impayes: 0,
    };
    if (q.regle) {
      r.mois.push(MOIS_FR_COURTS[Number(q.mois.slice(5, 7)) - 1]!);
      r.total += (q.prixHC ?? 0) + (q.charge ?? 0);
    } else r.impayes++;
    rows.set(r.id, r);
  }
  return [...rows.values()];
}

/** /quitances/year: the year's paid terms per apartment and the annual receipt (spec 7). */
export function QuitanceYearPage() {
  const [year, setYear] = useAnneeParam();
  const receipts = useQuery(yearQuitancesQuery(year));
  const rows = React.useMemo(() => byApartment(receipts.data ?? []), [receipts.data]);
  const columns = React.useMemo(
    () => [
      col.text<Row>("appartement", "Appartement"),
      col.text<Row>("mois", "Termes payés", (r) => r.mois.join(", ") || "Aucun"),
      col.number<Row>("nbPayes", "Payés", (r) => r.mois.length),
      col.number<Row>("impayes", "Non payés"),
      col.money<Row>("total", "Total payé"),
    ],
    [],
  );
  const rowActions = React.useCallback(
    (r: Row) => (
      <GenerateDocumentButton
        call={annualQuittanceCall(r.id, year)}
        label="Quittance annuelle"
        fileName={`quittance-annuelle-${year}-${r.appartement}`}
        disabled={!r.mois.length}
      />
    ),
    [year],
  );
  if (receipts.isError) return <ErrorState error={receipts.error} />;
  return (
    <div className="flex flex-col gap-4">
      <ListHeader description="Les termes payés de l'année par appartement, et leur quittance annuelle.">
        <PeriodNav
          label={String(year)}
          onPrevious={() => setYear(year - 1)}
          onNext={() => setYear(year + 1)}
          previousLabel="Année précédente"
          nextLabel="Année suivante"
        />
      </ListHeader>
      <DataTable
        columns={columns}
        data={rows}
        isLoading={receipts.isLoading}
        basePath="/appartements"
        actions={{ edit: false, delete: false }}
        rowActions={rowActions}
        exportName={`quittances-${year}`}
        emptyText="Aucune quittance pour cette année."
      />
    </div>
  );
}
