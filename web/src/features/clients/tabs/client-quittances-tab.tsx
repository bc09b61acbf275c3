import type { ClientRead, Quitance } from "@/api/types";
import { col } from "@/components/data-table/columns";
import { DataTable } from "@/components/data-table/data-table";
import { receiptStatus } from "@/lib/status";

/** Receipt rows of a client or a tenant. */
export const receiptColumns = [
  col.text<Quitance>("numero", "Numéro"),
  col.date<Quitance>("date", "Du"),
  col.date<Quitance>("dateFin", "Au"),
  col.money<Quitance>("prixHC", "Loyer HC"),
  col.money<Quitance>("charge", "Charges"),
  col.badge<Quitance>("statut", "Statut", receiptStatus),
];

/** Receipts of the client's apartments (the paid / unpaid toggle comes with the receipts work). */
export function ClientQuittancesTab({ record }: { record: ClientRead }) {
  const rows = record.Quitances.slice().sort((a, b) => b.date.localeCompare(a.date));
  return <DataTable columns={receiptColumns} data={rows} actions={{ edit: false, view: false, delete: false }} exportName={`client-${record.id}-quittances`} emptyText="Aucune quittance." />;
}
