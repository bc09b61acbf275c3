import type { ApiRecord } from "@/api/types";
import { col } from "@/components/data-table/columns";
import { DataTable } from "@/components/data-table/data-table";
import { receiptStatus } from "@/lib/status";

const columns = [
  col.text<ApiRecord>("numero", "Numéro"),
  col.date<ApiRecord>("date", "Du"),
  col.date<ApiRecord>("dateFin", "Au"),
  col.money<ApiRecord>("prixHC", "Loyer HC"),
  col.money<ApiRecord>("charge", "Charges"),
  col.badge<ApiRecord>("statut", "Statut", receiptStatus),
];

/** Receipts of the client's apartments (the paid / unpaid toggle comes with the receipts work). */
export function ClientQuittancesTab({ record }: { record: ApiRecord }) {
  const rows = ((record.Quitances as ApiRecord[] | undefined) ?? []).slice().sort((a, b) => String(b.date).localeCompare(String(a.date)));
  return <DataTable columns={columns} data={rows} actions={{ edit: false, view: false, delete: false }} exportName={`client-${record.id}-quittances`} emptyText="Aucune quittance." />;
}
