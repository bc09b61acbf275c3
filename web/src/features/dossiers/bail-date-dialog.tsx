import * as React from "react";
import { useQueryClient } from "@tanstack/react-query";
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
import { notify } from "@/lib/notify";
import { lireErreurBail } from "./bail-date-erreur";

/**
 * A lease's action that takes one date (« Clore le bail », « Renouveler le bail »): a button opening a confirmation
 * with the date to choose, written only on « confirmer ». The server's 400 on the date shows under the field; a 409
 * (a refusal with its reason, e.g. a dwelling no longer decent) shows in the dialog; other errors as a notice.
 */
export function BailDateDialog(props: {
  /** The button's and the confirmation's label. */
  action: string;
  icone: React.ReactNode;
  titre: string;
  /** What confirming does, given the date chosen. */
  description: (date: string) => React.ReactNode;
  champ: { id: string; label: string; erreur: string };
  dateInitiale: () => string;
  destructive?: boolean;
  /**
   * More fields before the date (« Donner congé »: the reason, the beneficiary), given the server's messages for
   * those named in `champsAutres`, to show under them; another field's 400 shows in the dialog.
   */
  children?: (erreurs: Record<string, string>) => React.ReactNode;
  champsAutres?: readonly string[];
  /** Writes; throws the server's ApiError. */
  executer: (date: string) => Promise<void>;
}) {
  const qc = useQueryClient();
  const [open, setOpen] = React.useState(false);
  const [date, setDate] = React.useState(props.dateInitiale);
  const [refus, setRefus] = React.useState<string | undefined>();
  const [erreur, setErreur] = React.useState<string | undefined>();
  const [erreursAutres, setErreursAutres] = React.useState<Record<string, string>>({});
  const [pending, setPending] = React.useState(false);

  function ouvrir() {
    setDate(props.dateInitiale());
    setRefus(undefined);
    setErreur(undefined);
    setErreursAutres({});
    setOpen(true);
  }
  async function confirmer(e: React.FormEvent) {
    e.preventDefault();
    setPending(true);
    setRefus(undefined);
    setErreur(undefined);
    setErreursAutres({});
    try {
      await props.executer(date);
      setOpen(false);
      await qc.invalidateQueries();
    } catch (err) {
      const lue = lireErreurBail(err, props.champ.erreur, props.champsAutres);
      if (!lue) throw err;
      if (lue.ou === "champs") {
        setErreur(lue.date);
        setErreursAutres(lue.autres);
      } else if (lue.ou === "dialogue") setRefus(lue.message);
      else notify.danger(lue.message);
    } finally {
      setPending(false);
    }
  }
  return (
    <>
      <Button variant="outline" onClick={ouvrir} disabled={pending}>
        {props.icone} {props.action}
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <form onSubmit={confirmer} noValidate className="flex flex-col gap-4">
            <DialogHeader>
              <DialogTitle>{props.titre}</DialogTitle>
              <DialogDescription>{props.description(date)}</DialogDescription>
            </DialogHeader>
            {props.children?.(erreursAutres)}
            <Field data-invalid={!!erreur}>
              <FieldLabel htmlFor={props.champ.id}>{props.champ.label}</FieldLabel>
              <DateInput
                id={props.champ.id}
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
              <Button
                type="submit"
                variant={props.destructive ? "destructive" : "default"}
                disabled={pending}
              >
                {props.action}
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
    </>
  );
}
