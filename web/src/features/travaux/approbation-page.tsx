import * as React from "react";
import { useMutation, useQuery, useQueryClient, queryOptions } from "@tanstack/react-query";
import type { z } from "zod";
import { CheckIcon, XIcon } from "lucide-react";
import type { DEVIS_OPERATIONS } from "@worker/domain/contract/devis";
import { route } from "@/api/routes";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { ErrorState } from "@/components/error-state";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { Textarea } from "@/components/ui/textarea";
import { espaceApi } from "@/features/espace/espace-api";
import { Vide } from "@/features/espace-proprietaire/espace-proprietaire-page";
import { formatMoney } from "@/lib/format";

// « Travaux » in the owner's space (issue 76, item 3): the works of the owner's lots whose quote is chosen, and those
// above the mandate's ceiling waiting for the owner's decision, accepted or refused after a confirmation (a
// decision is final). Phone first: one column of cards. Amounts arrive in cents.

type Liste = z.output<
  (typeof DEVIS_OPERATIONS)["GET /espace/proprietaire/interventions"]["ok"][200]["json"]
>;
type Travaux = Liste["data"][number];

const travauxQuery = queryOptions({
  queryKey: ["espace", "proprietaire", "travaux"],
  queryFn: ({ signal }) =>
    espaceApi<Liste>(route("GET /espace/proprietaire/interventions"), { signal }),
});

const euros = (cents: number) => formatMoney(cents / 100);
const taux = (t: number) => `${String(t).replace(".", ",")} %`;

export function TravauxProprietairePage() {
  const q = useQuery(travauxQuery);
  if (q.error) return <ErrorState error={q.error} />;
  if (!q.data)
    return (
      <div className="flex flex-col gap-3" aria-busy="true">
        <p className="sr-only">Chargement…</p>
        <Skeleton className="h-32 w-full" />
      </div>
    );
  return (
    <div className="flex w-full flex-col gap-4">
      {q.data.data.length ? (
        <ul className="flex flex-col gap-3" aria-label="Travaux">
          {q.data.data.map((t) => (
            <li key={`${t.id}-${t.DevisId}`}>
              <CarteTravaux t={t} />
            </li>
          ))}
        </ul>
      ) : (
        <Vide>Aucun devis de travaux sur vos logements pour le moment.</Vide>
      )}
    </div>
  );
}

function CarteTravaux({ t }: { t: Travaux }) {
  return (
    <Card className="gap-3 py-4">
      <CardHeader className="px-4">
        <CardTitle className="flex flex-wrap items-center gap-2 text-base">
          <span className="break-words">{t.objet}</span>
          {t.urgence ? <Badge variant="destructive">Urgent</Badge> : null}
        </CardTitle>
        <p className="text-sm text-muted-foreground break-words">{t.lot}</p>
      </CardHeader>
      <CardContent className="flex flex-col gap-3 px-4 text-sm">
        {t.description ? <p className="break-words">{t.description}</p> : null}
        <dl className="grid grid-cols-2 gap-2">
          <div className="col-span-2">
            <dt className="text-muted-foreground">Entreprise</dt>
            <dd className="font-medium">{t.fournisseur}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">Montant HT</dt>
            <dd className="tabular-nums">{euros(t.montantHT)}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">Total TTC (TVA {taux(t.tauxTVA)})</dt>
            <dd className="font-medium tabular-nums">{euros(t.montantTTC)}</dd>
          </div>
        </dl>
        {t.mentionTVA ? (
          <p className="text-xs text-muted-foreground italic">{t.mentionTVA}</p>
        ) : null}
        {t.aDecider ? <Decision t={t} /> : <Etat t={t} />}
      </CardContent>
    </Card>
  );
}

function Etat({ t }: { t: Travaux }) {
  if (t.maDecision)
    return (
      <Badge variant={t.maDecision === "accepte" ? "success" : "secondary"} className="text-sm">
        {t.maDecision === "accepte" ? "Vous avez accepté ce devis" : "Vous avez refusé ce devis"}
        {t.decideLe ? ` le ${new Date(t.decideLe).toLocaleDateString("fr-FR")}` : ""}
      </Badge>
    );
  return (
    <Badge variant="secondary" className="text-sm">
      {t.etat === "attente_proprietaire"
        ? "En attente des autres propriétaires"
        : "Commandé par l'agence"}
    </Badge>
  );
}

function Decision({ t }: { t: Travaux }) {
  const qc = useQueryClient();
  const [commentaire, setCommentaire] = React.useState("");
  const [choix, setChoix] = React.useState<"accepte" | "refuse" | null>(null);
  const envoi = useMutation({
    mutationFn: (decision: "accepte" | "refuse") =>
      espaceApi<Travaux>(
        route("POST /espace/proprietaire/interventions/:id/decision", { id: t.id }),
        { body: { decision, commentaire } },
      ),
    onSuccess: () => qc.invalidateQueries({ queryKey: travauxQuery.queryKey }),
  });
  const id = `commentaire-${t.id}`;
  return (
    <div className="flex flex-col gap-2 rounded-md border bg-muted/40 p-3">
      <p className="font-medium">
        Ce devis dépasse le plafond de travaux de votre mandat : votre accord est demandé.
      </p>
      <label htmlFor={id} className="text-muted-foreground">
        Commentaire pour l'agence (facultatif)
      </label>
      <Textarea
        id={id}
        value={commentaire}
        onChange={(e) => setCommentaire(e.target.value)}
        rows={2}
      />
      {envoi.error ? (
        <p role="alert" className="text-destructive">
          {envoi.error.message}
        </p>
      ) : null}
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button onClick={() => setChoix("accepte")} className="w-full sm:w-auto">
          <CheckIcon aria-hidden /> Accepter le devis
        </Button>
        <Button variant="outline" onClick={() => setChoix("refuse")} className="w-full sm:w-auto">
          <XIcon aria-hidden /> Refuser
        </Button>
      </div>
      <ConfirmDialog
        open={choix !== null}
        onOpenChange={(o) => (o ? null : setChoix(null))}
        onConfirm={() => (choix ? envoi.mutateAsync(choix) : undefined)}
        title={choix === "accepte" ? "Accepter ce devis ?" : "Refuser ce devis ?"}
        description={`${t.fournisseur}, ${euros(t.montantTTC)} TTC. Votre décision est définitive.`}
        confirmLabel={choix === "accepte" ? "Accepter" : "Refuser"}
        destructive={choix === "refuse"}
      />
    </div>
  );
}
