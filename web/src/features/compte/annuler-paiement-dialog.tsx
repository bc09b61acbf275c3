import { useQueryClient } from "@tanstack/react-query";
import { ApiError } from "@/api/client";
import type { EcritureCompte } from "@/api/types";
import { MotifDialog } from "@/components/motif-dialog";
import { formatDate, formatMoney } from "@/lib/format";
import { notify } from "@/lib/notify";
import { annulerPaiement, refreshAccount } from "./compte-api";

export const MSG_PAIEMENT_ANNULE = "Le paiement a bien été annulé.";

/**
 * Reverses a payment of the account after confirmation, with its reason (required): a rejected transfer, a bounced
 * cheque. The payment stays on the account, its reversal written beside it; what it settled is due again, and the
 * bank line it came from waits to be matched again (ADR 164), which refreshAccount reads again.
 */
export function AnnulerPaiementDialog({
  ligne,
  dossierId,
  onOpenChange,
}: {
  ligne: EcritureCompte | null;
  dossierId: number;
  onOpenChange: (open: boolean) => void;
}) {
  const qc = useQueryClient();
  return (
    <MotifDialog
      open={!!ligne}
      id="motif-annulation"
      recordId={ligne?.PaiementId ?? undefined}
      title="Annuler ce paiement ?"
      description={
        <>
          {ligne ? `Paiement du ${formatDate(ligne.date)} de ${formatMoney(ligne.credit)}. ` : ""}
          Il reste inscrit au compte avec son annulation ; les échéances qu'il réglait redeviennent
          dues. S'il venait d'une ligne de relevé bancaire, celle-ci redevient « à rapprocher ».
        </>
      }
      placeholder="Virement rejeté, chèque impayé…"
      submitLabel="Annuler le paiement"
      pendingLabel="Annulation…"
      destructive
      onSubmit={async (motif) => {
        await annulerPaiement(ligne!.PaiementId!, motif);
        await refreshAccount(qc, dossierId);
        notify.info(MSG_PAIEMENT_ANNULE);
      }}
      onClose={() => onOpenChange(false)}
      onFailed={async (e) => {
        // Already reversed elsewhere (409): the account read again shows it.
        if (e instanceof ApiError && e.status === 409) {
          await refreshAccount(qc, dossierId);
          onOpenChange(false);
        }
      }}
    />
  );
}
