import * as React from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { DownloadIcon, Loader2Icon, SendIcon } from "lucide-react";
import { LIBELLES_ETAPES } from "@worker/domain/schemas/relances";
import { ApiError, getFile } from "@/api/client";
import { outboxQuery } from "@/api/quitances";
import { ErrorState } from "@/components/error-state";
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
import { RadioGroup, RadioGroupItem } from "@/components/ui/radio-group";
import { Skeleton } from "@/components/ui/skeleton";
import { saveBlob } from "@/lib/download";
import { notify } from "@/lib/notify";
import { refreshAccount } from "@/features/compte/compte-api";
import { Apercu } from "./relance-apercu";
import { apercuRelanceQuery, relancer, type Envoi, type Etape } from "./relances-api";
import { accord } from "@worker/domain/francais/pluriel";

const ETAPES = [1, 2, 3] as const;
const AIDE: Record<Etape, string> = {
  1: "Au locataire seul.",
  2: "Au locataire et à ses cautions.",
  3: "Au locataire et à ses cautions, la mise en demeure jointe.",
};

/**
 * "Relancer maintenant" on a dossier with arrears: the stage chosen, its letters previewed as they will leave, then
 * sent by e-mail (through the outbox) or downloaded as a letter to post. Either way the stage is recorded on the
 * unpaid terms, so the daily job does not send it again.
 */
export function RelancerDialog({
  dossierId,
  qui,
  open,
  onOpenChange,
}: {
  dossierId: number;
  qui: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const qc = useQueryClient();
  const [etape, setEtape] = React.useState<Etape>(1);
  const [busy, setBusy] = React.useState<Envoi | null>(null);
  const apercu = useQuery({ ...apercuRelanceQuery(dossierId, etape), enabled: open });
  const a = apercu.data;

  async function envoyer(envoi: Envoi) {
    setBusy(envoi);
    try {
      const r = await relancer(dossierId, etape, envoi);
      if (r.generated)
        saveBlob(await getFile(r.generated), `${LIBELLES_ETAPES[etape - 1]} - ${qui}.pdf`);
      notify.success(
        envoi === "email"
          ? `Relance envoyée par e-mail (${r.envois} ${accord(r.envois ?? 0, "destinataire")}).`
          : "Lettre de relance téléchargée ; l'étape est enregistrée.",
      );
      await Promise.all([
        refreshAccount(qc, dossierId),
        qc.invalidateQueries({ queryKey: ["Relance", dossierId] }),
        qc.invalidateQueries({ queryKey: outboxQuery.queryKey }),
      ]);
      onOpenChange(false);
    } catch (e) {
      if (!(e instanceof ApiError && (e.status === 401 || e.status === 403)))
        notify.danger(e instanceof ApiError ? e.message : "La relance n'a pas pu être faite.");
    } finally {
      setBusy(null);
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Relancer maintenant</DialogTitle>
          <DialogDescription>
            Choisissez l'étape, relisez la lettre, puis envoyez-la par e-mail ou téléchargez-la.
          </DialogDescription>
        </DialogHeader>
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 text-sm font-medium">Étape de la relance</legend>
          <RadioGroup
            value={String(etape)}
            onValueChange={(v) => setEtape(Number(v) as Etape)}
            className="grid gap-2 sm:grid-cols-3"
          >
            {ETAPES.map((e) => (
              <Label
                key={e}
                htmlFor={`etape-${e}`}
                className="flex cursor-pointer items-start gap-2 rounded-md border p-3 font-normal has-[[data-state=checked]]:border-primary"
              >
                <RadioGroupItem id={`etape-${e}`} value={String(e)} className="mt-0.5" />
                <span className="flex flex-col gap-0.5">
                  <span className="font-medium">{LIBELLES_ETAPES[e - 1]}</span>
                  <span className="text-xs text-muted-foreground">{AIDE[e]}</span>
                </span>
              </Label>
            ))}
          </RadioGroup>
        </fieldset>
        <section aria-label="Aperçu de la lettre" aria-busy={apercu.isFetching || undefined}>
          {apercu.isError ? (
            <ErrorState error={apercu.error} />
          ) : !a ? (
            <Skeleton className="h-48 w-full" />
          ) : (
            <Apercu apercu={a} />
          )}
        </section>
        {/* Kept in sight while the letters scroll (a phone shows one at a time). */}
        <DialogFooter className="sticky -bottom-4 -mx-4 -mb-4 border-t bg-card px-4 py-3 sm:-bottom-6 sm:-mx-6 sm:-mb-6 sm:px-6">
          <Button
            variant="outline"
            disabled={!a || busy !== null}
            onClick={() => envoyer("telechargement")}
          >
            {busy === "telechargement" ? (
              <Loader2Icon className="animate-spin" />
            ) : (
              <DownloadIcon />
            )}
            Télécharger
          </Button>
          <Button disabled={!a?.envoiParMail || busy !== null} onClick={() => envoyer("email")}>
            {busy === "email" ? <Loader2Icon className="animate-spin" /> : <SendIcon />}
            Envoyer par e-mail
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
