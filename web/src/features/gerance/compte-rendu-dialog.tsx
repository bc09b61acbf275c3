import * as React from "react";
import { MailIcon } from "lucide-react";
import type { Answer } from "@/api/answers";
import { api } from "@/api/client";
import { documentCalls } from "@/api/documents";
import { route } from "@/api/routes";
import type { ClientRead } from "@/api/types";
import { GenerateDocumentButton } from "@/components/generate-document-button";
import { Segmented } from "@/components/segmented";
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
import { clientLabel, clientMail } from "@/features/clients/client-columns";
import { tellError } from "@/features/quitances/quitance-actions";
import { parisToday } from "@/lib/paris-date";
import { notify } from "@/lib/notify";
import { periodeCourante, periodesPrecedentes } from "@worker/domain/gerance/periode";

// The compte-rendu de gérance of a month or a quarter (issue 38 part 4, ADR 033): downloaded as a PDF, or e-mailed
// to the owner through the outbox (the server answers 409 in French when the owner has no address).

type Sorte = "mois" | "trimestre";
const SORTES = [
  { value: "mois", label: "Mois" },
  { value: "trimestre", label: "Trimestre" },
] as const;

export function CompteRenduDialog({
  record,
  open,
  onClose,
}: {
  record: ClientRead;
  open: boolean;
  onClose: () => void;
}) {
  const [sorte, setSorte] = React.useState<Sorte>("mois");
  // The current month or quarter first (issue 60: any period up to today), the previous one chosen by default.
  const periodes = React.useMemo(
    () => [
      periodeCourante(parisToday(), sorte),
      ...periodesPrecedentes(parisToday(), sorte, sorte === "mois" ? 24 : 8),
    ],
    [sorte],
  );
  const [choix, setChoix] = React.useState(1);
  const [envoi, setEnvoi] = React.useState(false);
  const p = periodes[choix] ?? periodes[1]!;
  const mail = clientMail(record);

  async function envoyer() {
    setEnvoi(true);
    try {
      const r = await api<Answer<"POST /Client/:id/compteRendu/envoyer">>(
        route("POST /Client/:id/compteRendu/envoyer", { id: record.id }),
        { body: { du: p.du, au: p.au } },
      );
      notify.info(
        r.statut === "envoyé"
          ? `Compte-rendu envoyé à ${r.to}.`
          : `Compte-rendu mis en file d'envoi pour ${r.to}.`,
      );
      onClose();
    } catch (e) {
      tellError(e);
    } finally {
      setEnvoi(false);
    }
  }

  return (
    <Dialog open={open} onOpenChange={(o) => !o && !envoi && onClose()}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>Compte-rendu de gérance</DialogTitle>
          <DialogDescription>
            Chaque échéance appelée, encaissée avec sa date de paiement, impayée ; dépôt de
            garantie, honoraires selon le mandat, dépenses, reversements et soldes du compte de{" "}
            {clientLabel(record)} sur la période, la période en cours comprise.
          </DialogDescription>
        </DialogHeader>
        <div className="flex flex-col gap-4">
          <Segmented
            label="Durée de la période"
            value={sorte}
            options={SORTES}
            onChange={(v) => {
              setSorte(v);
              setChoix(1);
            }}
          />
          <div className="flex flex-col gap-1">
            <Label htmlFor="compte-rendu-periode">Période</Label>
            <Select value={String(choix)} onValueChange={(v) => setChoix(Number(v))}>
              <SelectTrigger id="compte-rendu-periode" className="w-full">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {periodes.map((x, i) => (
                  <SelectItem key={x.du} value={String(i)}>
                    {x.libelle.charAt(0).toUpperCase() + x.libelle.slice(1)}
                    {i === 0 ? " (en cours)" : ""}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
          <p className="text-sm text-muted-foreground">
            {mail ? `E-mail : ${mail}` : "Ce propriétaire n'a pas d'adresse e-mail."}
          </p>
        </div>
        <DialogFooter className="gap-2">
          <Button
            type="button"
            variant="outline"
            disabled={envoi || !mail}
            aria-busy={envoi || undefined}
            onClick={envoyer}
          >
            <MailIcon aria-hidden />
            {envoi ? "Envoi…" : "Envoyer par e-mail"}
          </Button>
          <GenerateDocumentButton
            variant="default"
            size="default"
            call={documentCalls.compteRendu(record.id, p.du, p.au)}
            label="Télécharger le PDF"
            fileName={`Compte-rendu de gérance ${p.libelle} - ${clientLabel(record)}`}
          />
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
