import * as React from "react";
import { useQueryClient } from "@tanstack/react-query";
import { LogOutIcon } from "lucide-react";
import { ApiError } from "@/api/client";
import { useSession } from "@/api/session-store";
import { removeTenant } from "@/api/tenancy";
import { canDelete, type DossierRead } from "@/api/types";
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
import { MESSAGES, notify } from "@/lib/notify";
import { parisToday } from "@/lib/paris-date";
import { RenouvelerBail } from "./renouveler-bail";

/** The lease's actions: its renewal for every staff role, its closing for the roles that may delete. */
export function DossierActions({ record }: { record: DossierRead }) {
  return (
    <>
      <RenouvelerBail record={record} />
      <CloreBail record={record} />
    </>
  );
}

/**
 * "Clore le bail" on a running dossier: the lease ends on the day given, today by default (tenant/remove?date=); the
 * last month's term runs to that day and none after it. The apartment's history says so and turns Vacant when nobody
 * else lives there. tenant/remove is for the roles that may delete (spec 6); the others end a lease by its end date
 * in the form.
 */
function CloreBail({ record }: { record: DossierRead }) {
  const role = useSession().user?.role;
  const qc = useQueryClient();
  const [open, setOpen] = React.useState(false);
  const [date, setDate] = React.useState(parisToday);
  const [erreur, setErreur] = React.useState<string | undefined>();
  const [pending, setPending] = React.useState(false);
  if (record.clos || !canDelete(role)) return null;

  function ouvrir() {
    setDate(parisToday());
    setErreur(undefined);
    setOpen(true);
  }
  async function clore(e: React.FormEvent) {
    e.preventDefault();
    setPending(true);
    setErreur(undefined);
    try {
      await removeTenant(record.AppartementId, record.LocataireId, date);
      notify.info(MESSAGES.saved);
      setOpen(false);
      await qc.invalidateQueries();
    } catch (err) {
      if (err instanceof ApiError && err.fields?.date) setErreur(err.fields.date);
      else if (err instanceof ApiError) notify.danger(err.message);
      else throw err;
    } finally {
      setPending(false);
    }
  }
  return (
    <>
      <Button variant="outline" onClick={ouvrir} disabled={pending}>
        <LogOutIcon /> Clore le bail
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <form onSubmit={clore} noValidate className="flex flex-col gap-4">
            <DialogHeader>
              <DialogTitle>Clore le bail ?</DialogTitle>
              <DialogDescription>
                Le bail se termine à la date choisie : le dernier terme court jusqu'à ce jour, au
                prorata des jours occupés, et aucun terme n'est émis après. L'historique de
                l'appartement le mentionne.
              </DialogDescription>
            </DialogHeader>
            <Field data-invalid={!!erreur}>
              <FieldLabel htmlFor="clore-bail-date">Date de fin du bail</FieldLabel>
              <DateInput
                id="clore-bail-date"
                value={date}
                onChange={setDate}
                aria-invalid={!!erreur}
              />
              <FieldError>{erreur}</FieldError>
            </Field>
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => setOpen(false)}>
                Annuler
              </Button>
              <Button type="submit" variant="destructive" disabled={pending}>
                Clore le bail
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
    </>
  );
}
