import * as React from "react";
import { Loader2Icon } from "lucide-react";
import type { ResultatLot } from "@/api/lots";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { tellError } from "@/features/quitances/quitance-actions";

/** What an action on a selection did: its sentence, and each row left out or failed, named. */
export interface Bilan {
  resume: string;
  details: { nom: string; message: string }[];
}

/** The rows not done, named for the summary ("Jean Dupont : déjà payée"). */
export function detailsDe(resultats: ResultatLot[], fait: string, nom: (id: number) => string) {
  return resultats
    .filter((r) => r.statut !== fait)
    .map((r) => ({ nom: nom(r.id), message: r.message }));
}

/**
 * A button of the selection bar: it asks first when told (`confirm`), runs the one call on the selection, shows
 * what was done in a dialog that stays until closed, then clears the selection.
 */
export function BulkButton({
  label,
  icon,
  confirm,
  run,
  onDone,
}: {
  label: string;
  icon: React.ReactNode;
  confirm?: { title: string; description: string; confirmLabel: string };
  run: () => Promise<Bilan | null>;
  onDone: () => void;
}) {
  const [asking, setAsking] = React.useState(false);
  const [busy, setBusy] = React.useState(false);
  const [bilan, setBilan] = React.useState<Bilan | null>(null);
  async function go() {
    setBusy(true);
    try {
      const b = await run();
      // The selection is cleared once its summary is closed: the bar, and this dialog with it, stay until then.
      if (b) setBilan(b);
      else onDone();
    } catch (e) {
      tellError(e);
    } finally {
      setBusy(false);
    }
  }
  const close = () => {
    setBilan(null);
    onDone();
  };
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        disabled={busy}
        aria-busy={busy || undefined}
        onClick={() => (confirm ? setAsking(true) : void go())}
      >
        {busy ? <Loader2Icon className="animate-spin" /> : icon} {label}
      </Button>
      {confirm ? (
        <ConfirmDialog
          open={asking}
          onOpenChange={setAsking}
          onConfirm={go}
          title={confirm.title}
          description={confirm.description}
          confirmLabel={confirm.confirmLabel}
          destructive={false}
        />
      ) : null}
      <Dialog open={!!bilan} onOpenChange={(open) => !open && close()}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{label} : bilan</DialogTitle>
            <DialogDescription>{bilan?.resume}</DialogDescription>
          </DialogHeader>
          {bilan?.details.length ? (
            <ul className="list-disc pl-5 text-sm">
              {bilan.details.map((d) => (
                <li key={`${d.nom}-${d.message}`}>
                  {d.nom} : {d.message}
                </li>
              ))}
            </ul>
          ) : null}
          <DialogFooter>
            <Button onClick={close}>OK</Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}
