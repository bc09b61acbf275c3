import * as React from "react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
import { formatMoney } from "@/lib/format";
import { CODES_REJET, motifRejet } from "@worker/domain/prelevements/rejets";

// The bank's reject of one debit (issue 41): its ISO reason, shown in French. The payment already recorded is
// reversed by the server; the term is due again. A debit whose money went to the insurer has that recovery reversed
// too (ADR 157): the answer's `assureur` says how much the tenant owes the insurer again.

/** The toast after a reject, from the server's answer. */
export function msgRejetEnregistre(r: { assureur: { montant: number } | null }) {
  return r.assureur
    ? `Rejet enregistré : le terme est de nouveau dû, et la part versée à l'assureur est annulée (le locataire lui doit de nouveau ${formatMoney(r.assureur.montant)}).`
    : "Rejet enregistré : le terme est de nouveau dû.";
}

export function RejetDialog({
  ligne,
  onClose,
  onConfirm,
}: {
  /** `motif`: the reason the bank gave on its return line, chosen at opening (AM04 when none). */
  ligne: { id: number; titulaire: string; montant: number; motif?: string | null } | null;
  onClose: () => void;
  onConfirm: (motif: string) => Promise<void>;
}) {
  const [motif, setMotif] = React.useState<string>("AM04");
  const ouverte = ligne?.id;
  const motifBanque = ligne?.motif;
  React.useEffect(() => {
    if (ouverte !== undefined) setMotif(motifBanque ?? "AM04");
  }, [ouverte, motifBanque]);
  const [pending, setPending] = React.useState(false);
  return (
    <Dialog open={ligne !== null} onOpenChange={(o) => !o && !pending && onClose()}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>Enregistrer un rejet</DialogTitle>
          <DialogDescription>
            {ligne
              ? `Prélèvement de ${formatMoney(ligne.montant)} sur le compte de ${ligne.titulaire} : le paiement enregistré (ou la part versée à l'assureur) est annulé et le terme redevient dû.`
              : null}
          </DialogDescription>
        </DialogHeader>
        <div className="flex flex-col gap-2">
          <Label htmlFor="rejet-motif">Motif du rejet</Label>
          <Select value={motif} onValueChange={setMotif}>
            <SelectTrigger id="rejet-motif" className="w-full">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {CODES_REJET.map((c) => (
                <SelectItem key={c} value={c}>
                  {motifRejet(c)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <DialogFooter className="gap-2">
          <Button variant="outline" disabled={pending} onClick={onClose}>
            Annuler
          </Button>
          <Button
            variant="destructive"
            disabled={pending}
            onClick={async () => {
              setPending(true);
              try {
                await onConfirm(motif);
              } finally {
                setPending(false);
              }
            }}
          >
            Enregistrer le rejet
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
