import * as React from "react";
import { useQueryClient } from "@tanstack/react-query";
import { ApiError } from "@/api/client";
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
  const [motif, setMotif] = React.useState("");
  const [error, setError] = React.useState<string | null>(null);
  const [busy, setBusy] = React.useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new line opened starts afresh
  React.useEffect(() => {
    setMotif("");
    setError(null);
  }, [ligne]);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!motif.trim()) return setError(MSG.requis);
    setBusy(true);
    try {
      await ignorer(ligne!.id, motif.trim());
      notify.info(MSG_IGNOREE);
      onClose();
    } catch (e) {
      if (e instanceof ApiError && e.fields?.motif) setError(e.fields.motif);
      else tellError(e);
    } finally {
      setBusy(false);
      await refreshBanque(qc);
    }
  }

  return (
    <Dialog open={!!ligne} onOpenChange={(open) => !open && !busy && onClose()}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>Ignorer la ligne</DialogTitle>
          <DialogDescription>
            {ligne
              ? `${formatDate(ligne.date)} · ${ligne.libelle} · ${formatMoney(ligne.montant)}`
              : ""}
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit} className="flex flex-col gap-4">
          <Field data-invalid={!!error}>
            <FieldLabel htmlFor="motif-ignorer" required>
              Motif
            </FieldLabel>
            <Textarea
              id="motif-ignorer"
              value={motif}
              aria-invalid={!!error || undefined}
              placeholder="Frais bancaires, virement du propriétaire…"
              onChange={(e) => {
                setMotif(e.target.value);
                setError(null);
              }}
            />
            <FieldError>{error}</FieldError>
          </Field>
          <DialogFooter>
            <Button type="button" variant="outline" disabled={busy} onClick={onClose}>
              Retour
            </Button>
            <Button type="submit" disabled={busy}>
              {busy ? "Enregistrement…" : "Ignorer la ligne"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
