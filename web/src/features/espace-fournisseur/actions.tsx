import * as React from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { CheckIcon, XIcon } from "lucide-react";
import { route } from "@/api/routes";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { espaceApi } from "@/features/espace/espace-api";
import { notify } from "@/lib/notify";
import { type Intervention, interventionsQuery } from "./api";

// The supplier's answers (issue 76 item 6): accept, or decline with a reason (confirmed: the order leaves its list),
// and « Travaux réalisés » (confirmed: the agency then expects the invoice).

function useAction(i: Intervention, chemin: "reponse" | "realisee", message: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: unknown) =>
      espaceApi<Intervention>(
        route(`POST /espace/fournisseur/interventions/:id/${chemin}`, { id: i.id }),
        { body },
      ),
    onSuccess: async () => {
      notify.success(message);
      await qc.invalidateQueries({ queryKey: interventionsQuery.queryKey });
    },
  });
}

export function Reponse({ i }: { i: Intervention }) {
  const accepter = useAction(i, "reponse", "Intervention acceptée : l'agence est prévenue.");
  const refuser = useAction(
    i,
    "reponse",
    "Intervention refusée : l'agence la confiera à un autre.",
  );
  const [motif, setMotif] = React.useState("");
  const [confirmer, setConfirmer] = React.useState(false);
  const [faute, setFaute] = React.useState("");
  const id = `motif-${i.id}`;
  const erreur = accepter.error ?? refuser.error;
  return (
    <div className="flex flex-col gap-2 rounded-md border bg-muted/40 p-3">
      <p className="font-medium">L'agence vous confie cette intervention.</p>
      <Label htmlFor={id} className="text-muted-foreground">
        Motif si vous refusez
      </Label>
      <Textarea
        id={id}
        value={motif}
        rows={2}
        onChange={(e) => setMotif(e.target.value)}
        aria-invalid={!!faute}
      />
      {faute || erreur ? (
        <p role="alert" className="text-destructive">
          {faute || erreur?.message}
        </p>
      ) : null}
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button
          className="w-full sm:w-auto"
          disabled={accepter.isPending}
          onClick={() => accepter.mutate({ decision: "accepte" })}
        >
          <CheckIcon aria-hidden /> Accepter
        </Button>
        <Button
          variant="outline"
          className="w-full sm:w-auto"
          onClick={() => {
            if (!motif.trim()) return setFaute("Dites à l'agence pourquoi vous refusez.");
            setFaute("");
            setConfirmer(true);
          }}
        >
          <XIcon aria-hidden /> Refuser
        </Button>
      </div>
      <ConfirmDialog
        open={confirmer}
        onOpenChange={setConfirmer}
        onConfirm={() => refuser.mutateAsync({ decision: "refuse", motif })}
        title="Refuser cette intervention ?"
        description="Elle quittera votre liste et l'agence la confiera à une autre entreprise."
        confirmLabel="Refuser"
        destructive
      />
    </div>
  );
}

export function Realisee({ i }: { i: Intervention }) {
  const faite = useAction(i, "realisee", "Travaux marqués réalisés : envoyez votre facture.");
  const [confirmer, setConfirmer] = React.useState(false);
  return (
    <div className="flex flex-col gap-2">
      {faite.error ? (
        <p role="alert" className="text-destructive">
          {faite.error.message}
        </p>
      ) : null}
      <Button className="w-full sm:w-auto" onClick={() => setConfirmer(true)}>
        <CheckIcon aria-hidden /> Travaux réalisés
      </Button>
      <ConfirmDialog
        open={confirmer}
        onOpenChange={setConfirmer}
        onConfirm={() => faite.mutateAsync({})}
        title="Marquer les travaux réalisés ?"
        description="L'agence en est prévenue ; vous pourrez ensuite envoyer votre facture."
        confirmLabel="Confirmer"
      />
    </div>
  );
}
