import * as React from "react";
import { useQueryClient } from "@tanstack/react-query";
import { RefreshCwIcon } from "lucide-react";
import { ApiError } from "@/api/client";
import { renouvelerBail } from "@/api/renouvellement";
import type { DossierRead } from "@/api/types";
import { DateInput } from "@/components/date-input";
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
import { formatDate } from "@/lib/format";
import { notify } from "@/lib/notify";
import { addDays } from "@worker/domain/dates";
import { finApres } from "@worker/domain/bail/duree";
import { REGLES_BAIL, typeBail } from "@worker/domain/bail/types-bail";

/**
 * « Renouveler le bail » (issue 63): a running lease of a renewable kind gets a new term from the day after its end,
 * the kind's legal term by default (the same rule as the server's). The dialog shows the new end before anything is
 * written; the server's refusal (a dwelling no longer decent, a lease changed meanwhile) is shown in it, in French.
 */
export function RenouvelerBail({ record }: { record: DossierRead }) {
  const qc = useQueryClient();
  const type = typeBail(record.typeBail);
  const fin = record.dateFinBail;
  const renouvelable = !record.clos && !!fin && type !== "mobilité" && type !== "étudiant";
  const debut = fin ? addDays(fin, 1) : "";
  const legale = debut ? finApres(debut, REGLES_BAIL[type].dureeMois) : "";
  const [open, setOpen] = React.useState(false);
  const [date, setDate] = React.useState(legale);
  const [refus, setRefus] = React.useState<string | undefined>();
  const [erreur, setErreur] = React.useState<string | undefined>();
  const [pending, setPending] = React.useState(false);
  if (!renouvelable) return null;

  function ouvrir() {
    setDate(legale);
    setRefus(undefined);
    setErreur(undefined);
    setOpen(true);
  }
  async function renouveler(e: React.FormEvent) {
    e.preventDefault();
    setPending(true);
    setRefus(undefined);
    setErreur(undefined);
    try {
      await renouvelerBail(record.id, date && date !== legale ? date : undefined);
      notify.success(`Bail renouvelé jusqu'au ${formatDate(date || legale)}.`);
      setOpen(false);
      await qc.invalidateQueries();
    } catch (err) {
      if (err instanceof ApiError && err.fields?.dateFinBail) setErreur(err.fields.dateFinBail);
      else if (err instanceof ApiError && err.status === 409) setRefus(err.message);
      else if (err instanceof ApiError) notify.danger(err.message);
      else throw err;
    } finally {
      setPending(false);
    }
  }
  return (
    <>
      <Button variant="outline" onClick={ouvrir} disabled={pending}>
        <RefreshCwIcon /> Renouveler le bail
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <form onSubmit={renouveler} noValidate className="flex flex-col gap-4">
            <DialogHeader>
              <DialogTitle>Renouveler le bail ?</DialogTitle>
              <DialogDescription>
                Le bail est renouvelé à partir du {formatDate(debut)}, pour{" "}
                {REGLES_BAIL[type].duree} : il prendra fin le{" "}
                <strong data-nouvelle-fin>{formatDate(date || legale)}</strong>. L'historique de
                l'appartement le mentionne.
              </DialogDescription>
            </DialogHeader>
            <Field data-invalid={!!erreur}>
              <FieldLabel htmlFor="renouveler-bail-date">Nouvelle date de fin</FieldLabel>
              <DateInput
                id="renouveler-bail-date"
                value={date}
                onChange={setDate}
                aria-invalid={!!erreur}
              />
              <FieldError>{erreur}</FieldError>
            </Field>
            {refus ? (
              <p
                role="alert"
                className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm text-destructive"
              >
                {refus}
              </p>
            ) : null}
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => setOpen(false)}>
                Annuler
              </Button>
              <Button type="submit" disabled={pending}>
                Renouveler le bail
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
    </>
  );
}
