import * as React from "react";
import { useQueryClient } from "@tanstack/react-query";
import { RotateCcwIcon } from "lucide-react";
import { ApiError } from "@/api/client";
import { rouvrirBail } from "@/api/reconduction";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { Button } from "@/components/ui/button";
import { countLabel, formatDate } from "@/lib/format";
import { notify } from "@/lib/notify";

/**
 * « Rouvrir (reconduction tacite) » (issue 73): a lease the old rule closed at its end though nobody gave notice is,
 * in law, renewed. After a confirmation, the server reopens it, renews it and calls the months missed since (once:
 * a second try is a 409, said in French).
 */
export function RouvrirBail({ dossierId, fin }: { dossierId: number; fin?: string | null }) {
  const qc = useQueryClient();
  const [open, setOpen] = React.useState(false);
  async function rouvrir() {
    try {
      const r = await rouvrirBail(dossierId);
      notify.success(
        `Bail rouvert et reconduit jusqu'au ${formatDate(r.dateFinBail)} : ${countLabel(r.termesAppeles, "échéance appelée", "échéances appelées")}.`,
      );
      await qc.invalidateQueries();
    } catch (e) {
      if (e instanceof ApiError) notify.danger(e.message);
      throw e;
    }
  }
  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
        <RotateCcwIcon /> Rouvrir (reconduction tacite)
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        onConfirm={rouvrir}
        title="Rouvrir le bail (reconduction tacite) ?"
        description={`Sans congé ni préavis, le bail${fin ? ` arrivé à son terme le ${formatDate(fin)}` : ""} a été reconduit par la loi (loi n° 89-462, art. 10). Il est rouvert et reconduit, et les échéances des mois écoulés depuis sont appelées sur le compte du locataire.`}
        confirmLabel="Rouvrir le bail"
        destructive={false}
      />
    </>
  );
}
