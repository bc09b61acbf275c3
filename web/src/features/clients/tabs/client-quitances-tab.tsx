import * as React from "react";
import { useQueryClient } from "@tanstack/react-query";
import { setStatus } from "@/api/quitances";
import type { ClientRead, Quitance } from "@/api/types";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { col } from "@/components/data-table/columns";
import { DataTable } from "@/components/data-table/data-table";
import { Button } from "@/components/ui/button";
import { formatDate } from "@/lib/format";
import { MESSAGES, notify } from "@/lib/notify";
import { EncaisserButton, cibleDuTerme } from "@/features/compte/encaisser-dialog";
import { refreshAccount } from "@/features/compte/compte-api";
import { TermeStatut, texteEtat } from "@/features/compte/terme-statut";
import { tellError } from "@/features/quitances/quitance-actions";

/** Receipt rows of a client or a tenant. */
export const quitanceColumns = [
  col.text<Quitance>("numero", "Numéro"),
  col.date<Quitance>("date", "Du"),
  col.date<Quitance>("dateFin", "Au"),
  col.money<Quitance>("prixHC", "Loyer HC"),
  col.money<Quitance>("charge", "Charges"),
  {
    // Paid, partial (received, left), unpaid or unknown, and the tenant's declaration from the e-mailed link.
    ...col.text<Quitance>("statut", "Statut", texteEtat),
    cell: ({ row }: { row: { original: Quitance } }) => <TermeStatut q={row.original} />,
  },
];

/** Receipts of the client's apartments: "Encaisser" a payment; spec 4: paid or unpaid is toggled after confirmation. */
export function ClientQuitancesTab({ record }: { record: ClientRead }) {
  const qc = useQueryClient();
  const [toggling, setToggling] = React.useState<Quitance | null>(null);
  const rows = record.Quitances.slice().sort((a, b) => b.date.localeCompare(a.date));
  async function toggle() {
    const q = toggling!;
    try {
      await setStatus(q.id, q.regle ? "Impayée" : "Payée");
      await refreshAccount(qc, q.DossierId);
      notify.info(MESSAGES.saved);
    } catch (e) {
      tellError(e);
    }
  }
  const rowActions = (q: Quitance) => (
    <>
      <EncaisserButton cible={cibleDuTerme(q)} />
      <Button variant="outline" size="sm" onClick={() => setToggling(q)}>
        {q.regle ? "Marquer impayée" : "Marquer payée"}
      </Button>
    </>
  );
  return (
    <>
      <DataTable
        columns={quitanceColumns}
        data={rows}
        actions={{ edit: false, view: false, delete: false }}
        rowActions={rowActions}
        exportName={`client-${record.id}-quittances`}
        emptyText="Aucune quittance."
      />
      <ConfirmDialog
        open={!!toggling}
        onOpenChange={(open) => !open && setToggling(null)}
        onConfirm={toggle}
        destructive={false}
        title={
          toggling?.regle
            ? "Marquer la quittance comme impayée ?"
            : "Marquer la quittance comme payée ?"
        }
        description={
          toggling
            ? `Terme du ${formatDate(toggling.date)} au ${formatDate(toggling.dateFin ?? toggling.date)}.`
            : ""
        }
        confirmLabel={toggling?.regle ? "Marquer impayée" : "Marquer payée"}
      />
    </>
  );
}
