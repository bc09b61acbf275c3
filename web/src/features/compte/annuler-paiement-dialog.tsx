import * as React from "react";
import { useQueryClient } from "@tanstack/react-query";
import { ApiError } from "@/api/client";
import type { EcritureCompte } from "@/api/types";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Field, FieldError, FieldLabel } from "@/components/ui/field";
import { Textarea } from "@/components/ui/textarea";
import { formatDate, formatMoney } from "@/lib/format";
import { notify } from "@/lib/notify";
import { tellError } from "@/features/quitances/quitance-actions";
import { MSG } from "@worker/domain/schemas/fields";
import { annulerPaiement, refreshAccount } from "./compte-api";

export const MSG_PAIEMENT_ANNULE = "Le paiement a bien été annulé.";

/**
 * Reverses a payment of the account after confirmation, with its reason (required): a rejected transfer, a bounced
 * cheque. The payment stays on the account, its reversal written beside it; what it settled is due again.
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
  const [motif, setMotif] = React.useState("");
  const [error, setError] = React.useState<string | null>(null);
  const [pending, setPending] = React.useState(false);
  React.useEffect(() => {
    if (ligne) {
      setMotif("");
      setError(null);
    }
  }, [ligne]);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!motif.trim()) return setError(MSG.requis);
    setPending(true);
    try {
      await annulerPaiement(ligne!.PaiementId!, motif.trim());
      await refreshAccount(qc, dossierId);
      notify.info(MSG_PAIEMENT_ANNULE);
      onOpenChange(false);
    } catch (e) {
      if (e instanceof ApiError && e.fields?.motif) setError(e.fields.motif);
      else {
        tellError(e);
        // Already reversed elsewhere (409): the account read again shows it.
        if (e instanceof ApiError && e.status === 409) {
          await refreshAccount(qc, dossierId);
          onOpenChange(false);
        }
      }
    } finally {
      setPending(false);
    }
  }

  return (
    <Dialog open={!!ligne} onOpenChange={(open) => !pending && onOpenChange(open)}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>Annuler ce paiement ?</DialogTitle>
          <DialogDescription>
            {ligne ? `Paiement du ${formatDate(ligne.date)} de ${formatMoney(ligne.credit)}. ` : ""}
            Il reste inscrit au compte avec son annulation ; les échéances qu'il réglait
            redeviennent dues.
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit} className="flex flex-col gap-4">
          <Field data-invalid={!!error}>
            <FieldLabel htmlFor="motif-annulation" required>
              Motif
            </FieldLabel>
            <Textarea
              id="motif-annulation"
              value={motif}
              aria-invalid={!!error || undefined}
              placeholder="Virement rejeté, chèque impayé…"
              onChange={(e) => {
                setMotif(e.target.value);
                if (error) setError(null);
              }}
            />
            <FieldError>{error}</FieldError>
          </Field>
          <DialogFooter>
            <Button
              type="button"
              variant="outline"
              disabled={pending}
              onClick={() => onOpenChange(false)}
            >
              Retour
            </Button>
            <Button type="submit" variant="destructive" disabled={pending}>
              {pending ? "Annulation…" : "Annuler le paiement"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
