import * as React from "react";
import { ApiError } from "@/api/client";
import { generateDocument } from "@/api/documents";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Field, FieldError } from "@/components/ui/field";
import { saveBlob } from "@/lib/download";
import { parisToday } from "@/lib/paris-date";
import { tellError } from "@/features/quitances/quitance-actions";
import { rapprochementCall, type CompteBancaire } from "./banque-api";
import { MoisSelect } from "./mois-select";

/** The month before today's (Paris), AAAA-MM: the last closed month, the one usually reconciled. */
export function previousMonth(today = parisToday()): string {
  const [y, m] = today.split("-").map(Number);
  return m === 1 ? `${y! - 1}-12` : `${y}-${String(m! - 1).padStart(2, "0")}`;
}

/** Asks the month, then has the server make the account's reconciliation statement and downloads it. */
export function RapprochementDialog({
  compte,
  onOpenChange,
}: {
  compte: CompteBancaire | null;
  onOpenChange: (open: boolean) => void;
}) {
  const [mois, setMois] = React.useState(previousMonth);
  const [error, setError] = React.useState<string | null>(null);
  const [busy, setBusy] = React.useState(false);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      const blob = await generateDocument(rapprochementCall(compte!.id, mois));
      saveBlob(blob, `rapprochement-${compte!.numero ?? compte!.id}-${mois}.pdf`);
      onOpenChange(false);
    } catch (e) {
      if (e instanceof ApiError && e.status === 400) setError(e.message);
      else tellError(e);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open={!!compte} onOpenChange={(open) => !busy && onOpenChange(open)}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>État de rapprochement</DialogTitle>
          <DialogDescription>
            {compte?.libelle} : le relevé de la banque comparé aux encaissements du mois.
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit} className="flex flex-col gap-4">
          <Field data-invalid={!!error}>
            <MoisSelect
              id="mois-rapprochement"
              value={mois}
              anneeCourante={Number(parisToday().slice(0, 4))}
              onChange={(m) => {
                setMois(m);
                setError(null);
              }}
            />
            <FieldError>{error}</FieldError>
          </Field>
          <DialogFooter>
            <Button
              type="button"
              variant="outline"
              disabled={busy}
              onClick={() => onOpenChange(false)}
            >
              Annuler
            </Button>
            <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
              {busy ? "Génération…" : "Télécharger le PDF"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
