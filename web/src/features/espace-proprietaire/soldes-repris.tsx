import * as React from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { FlagIcon } from "lucide-react";
import { route } from "@/api/routes";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { Button } from "@/components/ui/button";
import { Textarea } from "@/components/ui/textarea";
import { espaceApi } from "@/features/espace/espace-api";
import { formatDate, formatDateTime, formatMoney } from "@/lib/format";
import { type EspaceProprietaire, espaceProprietaireQuery } from "./espace-proprietaire-api";

// The owner's opening balance taken over by the agency (issue 74 item 7, ADR 132): what it is, until when it can be
// contested, and the contest itself (a reason, then a confirmation: it is final and stops the delay).

type SoldeRepris = EspaceProprietaire["soldesRepris"][number];

export function SoldesRepris({ soldes }: { soldes: readonly SoldeRepris[] }) {
  if (!soldes.length) return null;
  return (
    <section aria-label="Soldes repris" className="flex flex-col gap-2">
      <h2 className="text-base font-semibold">Solde repris par l'agence</h2>
      {soldes.map((s) => (
        <SoldeRepris key={s.importId} s={s} />
      ))}
    </section>
  );
}

function etat(s: SoldeRepris) {
  if (s.contesteAt)
    return `Contesté le ${formatDateTime(s.contesteAt)} : l'agence le fait vérifier.`;
  if (s.statut === "confirme") return "Retenu.";
  if (s.comptentApres)
    return `Retenu le ${formatDateTime(s.comptentApres)} sauf contestation de votre part.`;
  return "En cours de vérification par l'agence.";
}

function SoldeRepris({ s }: { s: SoldeRepris }) {
  const qc = useQueryClient();
  const [motif, setMotif] = React.useState("");
  const [ouvert, setOuvert] = React.useState(false);
  const envoi = useMutation({
    mutationFn: () =>
      espaceApi<{ ok: true }>(
        route("POST /espace/proprietaire/soldesRepris/:id/contester", { id: s.importId }),
        { body: { motif } },
      ),
    onSuccess: () => qc.invalidateQueries({ queryKey: espaceProprietaireQuery.queryKey }),
  });
  const id = `motif-solde-${s.importId}`;
  return (
    <div className="flex flex-col gap-2 rounded-lg border bg-card p-4">
      <p>
        Votre solde au {formatDate(s.dateReprise)} :{" "}
        <span className="font-semibold tabular-nums">{formatMoney(s.montant)}</span>
        {s.montant >= 0 ? " en votre faveur" : " à votre charge"}
      </p>
      <p className="text-sm text-muted-foreground">{etat(s)}</p>
      {s.contestable && (
        <>
          <label htmlFor={id} className="text-sm text-muted-foreground">
            Ce montant n'est pas le bon ? Dites-nous pourquoi
          </label>
          <Textarea id={id} value={motif} onChange={(e) => setMotif(e.target.value)} rows={2} />
          {envoi.error ? (
            <p role="alert" className="text-destructive">
              {envoi.error.message}
            </p>
          ) : null}
          <Button
            variant="outline"
            className="w-full sm:w-auto sm:self-start"
            onClick={() => setOuvert(true)}
          >
            <FlagIcon aria-hidden /> Contester ce solde
          </Button>
          <ConfirmDialog
            open={ouvert}
            onOpenChange={setOuvert}
            onConfirm={() => envoi.mutateAsync().catch(() => undefined)}
            title="Contester ce solde ?"
            description="L'agence ne le retiendra qu'après sa vérification par une deuxième personne. Votre contestation est définitive."
            confirmLabel="Contester"
            cancelLabel="Ne pas contester"
            destructive={false}
          />
        </>
      )}
    </div>
  );
}
