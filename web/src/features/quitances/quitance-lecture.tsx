import * as React from "react";
import { useQuery } from "@tanstack/react-query";
import { monthQuitancesQuery } from "@/api/quitances";
import type { QuitanceLigne } from "@/api/types";
import { col } from "@/components/data-table/columns";
import { DataTable } from "@/components/data-table/data-table";
import { ErrorState } from "@/components/error-state";
import { Segmented } from "@/components/segmented";
import { formatDate } from "@/lib/format";
import { apartmentLabel } from "@/lib/status";
import { useQueryParam } from "@/lib/use-query-param";
import { MonthZipButton } from "./month-zip-button";
import { PdfButton, RemindButton, StatusMenu, locataireLabel } from "./quitance-actions";
import { EncaisserButton, cibleDuTerme } from "@/features/compte/encaisser-dialog";
import { resteDuTerme } from "@/features/compte/compte-api";
import { TermeStatut, texteEtat } from "@/features/compte/terme-statut";
import { QuitanceBulkActions } from "@/features/lots/quitance-bulk";

type Row = QuitanceLigne;

/** A receipt a reminder can be sent for: known to be unpaid or partly paid (as 'Relancer' of its row). */
const aRelancer = (q: Row) => !q.regle && !q.statusInconu && resteDuTerme(q) > 0;

const relanceText = (q: Row) => (q.nbRelances > 1 ? `Relancée ${q.nbRelances} fois` : "Relancée");

const columns = [
  col.text<Row>("locataire", "Locataire", locataireLabel),
  col.text<Row>("appartement", "Appartement", (q) => apartmentLabel(q.Appartement)),
  {
    // Two short lines on a desktop (the row's selection box and actions need the width), one line in a card.
    ...col.text<Row>(
      "periode",
      "Période",
      (q) => `${formatDate(q.date)} au ${formatDate(q.dateFin ?? q.date)}`,
    ),
    cell: ({ row }: { row: { original: Row } }) => (
      <span>
        {formatDate(row.original.date)}
        <br className="max-sm:hidden" /> au {formatDate(row.original.dateFin ?? row.original.date)}
      </span>
    ),
  },
  col.money<Row>("prixHC", "Loyer HC"),
  col.money<Row>("charge", "Charges"),
  col.money<Row>("total", "Total", (q) => (q.prixHC ?? 0) + (q.charge ?? 0)),
  {
    // The status from the account (paid, partial with what came in and what is left, unpaid, unknown), the tenant's
    // declaration, and the reminders sent (spec: 'Relancer' shows in the monthly list).
    ...col.text<Row>("statut", "Statut", texteEtat),
    cell: ({ row }: { row: { original: Row } }) => (
      <TermeStatut q={row.original}>
        {row.original.nbRelances ? (
          <span className="text-xs text-muted-foreground">{relanceText(row.original)}</span>
        ) : null}
      </TermeStatut>
    ),
  },
];

/**
 * Lecture: the month's receipts, each with its status switch, its PDF, 'Relancer' and 'Encaisser'; the month's zip;
 * selected receipts cashed, reminded or zipped at once.
 */
export function QuitanceLecture({ mois }: { mois: string }) {
  const receipts = useQuery(monthQuitancesQuery(mois));
  // "À relancer": the month's reminders list, the receipts still owed (issue 42).
  const [vue, setVue] = useQueryParam("vue", ["toutes", "relances"], "toutes");
  const data = vue === "relances" ? receipts.data?.filter(aRelancer) : receipts.data;
  const rowActions = React.useCallback(
    (q: Row) => (
      <>
        <PdfButton q={q} />
        <RemindButton q={q} />
        <EncaisserButton icon cible={cibleDuTerme(q, locataireLabel(q))} />
        <StatusMenu q={q} />
      </>
    ),
    [],
  );
  const bulkActions = React.useCallback(
    (selected: Row[], clear: () => void) => (
      <QuitanceBulkActions selected={selected} clear={clear} mois={mois} />
    ),
    [mois],
  );
  if (receipts.isError) return <ErrorState error={receipts.error} />;
  return (
    <DataTable
      columns={columns}
      data={data}
      isLoading={receipts.isLoading}
      resource="Quitance"
      actions={{ edit: false, view: false }}
      rowActions={rowActions}
      bulkActions={bulkActions}
      selectionName={(q) => `la quittance de ${locataireLabel(q)}`}
      exportName={vue === "relances" ? `relances-${mois}` : `quittances-${mois}`}
      emptyText={
        vue === "relances"
          ? "Aucune quittance à relancer ce mois-ci."
          : "Aucune quittance pour ce mois."
      }
      toolbar={
        <>
          <Segmented
            label="Quittances"
            value={vue}
            onChange={setVue}
            options={[
              { value: "toutes", label: "Toutes" },
              { value: "relances", label: "À relancer" },
            ]}
          />
          <MonthZipButton mois={mois} count={receipts.data?.length ?? 0} />
        </>
      }
    />
  );
}
