import { useQueryClient } from "@tanstack/react-query";
import { MotifDialog } from "@/components/motif-dialog";
import { formatDate, formatMoney } from "@/lib/format";
import { notify } from "@/lib/notify";
import { ignorer, refreshBanque, type LigneBancaire } from "./banque-api";

export const MSG_IGNOREE = "La ligne a été écartée.";

/** "Ignorer…": a line set aside (bank fees, the owner's transfer) with its reason. */
export function IgnorerDialog({
  ligne,
  onClose,
}: {
  ligne: LigneBancaire | null;
  onClose: () => void;
}) {
  const qc = useQueryClient();
  return (
    <MotifDialog
      open={!!ligne}
      id="motif-ignorer"
      recordId={ligne?.id}
      title="Ignorer la ligne"
      description={
        ligne ? `${formatDate(ligne.date)} · ${ligne.libelle} · ${formatMoney(ligne.montant)}` : ""
      }
      placeholder="Frais bancaires, virement du propriétaire…"
      submitLabel="Ignorer la ligne"
      pendingLabel="Enregistrement…"
      onSubmit={async (motif) => {
        try {
          await ignorer(ligne!.id, motif);
          notify.info(MSG_IGNOREE);
        } finally {
          await refreshBanque(qc);
        }
      }}
      onClose={onClose}
    />
  );
}
