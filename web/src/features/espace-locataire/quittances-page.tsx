import * as React from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { CheckIcon, XIcon } from "lucide-react";
import { ApiError } from "@/api/client";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { formatMoney } from "@/lib/format";
import { notify } from "@/lib/notify";
import { DocumentEspaceButton } from "./document-espace-button";
import {
  appelsDocuments,
  declarer,
  espaceLocataireQuery,
  type Terme,
} from "./espace-locataire-api";
import { PageLocataire } from "./page-locataire";
import { de } from "@worker/domain/francais/elision";

// « Quittances »: each term, newest first, with its state and the document it allows (a quittance once paid, a
// receipt of a partial payment, the rent call otherwise); for a term with nothing received, the tenant tells the
// agency whether they paid (as the e-mailed link asks); then the yearly quittances.

const ETAT: Record<
  Terme["typeDocument"],
  { libelle: string; variant: "success" | "warning" | "info" }
> = {
  quittance: { libelle: "Payée", variant: "success" },
  recu: { libelle: "Paiement partiel", variant: "warning" },
  avis: { libelle: "À payer", variant: "info" },
};
const DOCUMENT: Record<Terme["typeDocument"], string> = {
  quittance: "Quittance",
  recu: "Reçu",
  avis: "Avis d'échéance",
};

export function QuittancesPage() {
  return (
    <PageLocataire>
      {(data) => (
        <>
          {data.quittances.length === 0 ? (
            <p className="text-sm text-muted-foreground">Aucune échéance pour le moment.</p>
          ) : (
            <ul className="flex flex-col gap-3" aria-label="Échéances">
              {[...data.quittances].reverse().map((q) => (
                <TermeCarte key={q.id} terme={q} />
              ))}
            </ul>
          )}
          <h2 className="mt-2 text-lg font-semibold">Quittances annuelles</h2>
          {data.annees.length === 0 ? (
            <p className="text-sm text-muted-foreground">
              Une quittance annuelle est disponible dès qu'une échéance de l'année est payée.
            </p>
          ) : (
            <div className="flex flex-wrap gap-2">
              {data.annees.map((a) => (
                <DocumentEspaceButton
                  key={a}
                  call={appelsDocuments.annuelle(a)}
                  label={`Quittance annuelle ${a}`}
                  nom={`quittance-annuelle-${a}`}
                />
              ))}
            </div>
          )}
        </>
      )}
    </PageLocataire>
  );
}

function TermeCarte({ terme: q }: { terme: Terme }) {
  const etat = ETAT[q.typeDocument];
  const titre = `titre-terme-${q.id}`;
  return (
    <li className="flex flex-col gap-3 rounded-lg border bg-card p-4" aria-labelledby={titre}>
      <div className="flex items-start justify-between gap-3">
        <div>
          <h3 id={titre} className="font-medium first-letter:uppercase">
            {q.periode}
          </h3>
          <p className="text-sm tabular-nums">{formatMoney(q.montant)}</p>
          {q.resteDu > 0 && q.resteDu < q.montant ? (
            <p className="text-xs text-muted-foreground">Reste dû {formatMoney(q.resteDu)}</p>
          ) : null}
        </div>
        <Badge variant={etat.variant}>{etat.libelle}</Badge>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <DocumentEspaceButton
          call={appelsDocuments.terme(q.id)}
          label={
            <>
              {DOCUMENT[q.typeDocument]}
              <span className="sr-only"> {de(q.periode)}</span>
            </>
          }
          nom={`${DOCUMENT[q.typeDocument]} ${q.periode}`}
          size="sm"
        />
        {q.typeDocument === "avis" ? <Declaration terme={q} /> : null}
      </div>
    </li>
  );
}

/**
 * « J'ai payé » / « Je n'ai pas payé » while the term waits for an answer, each confirmed first (the answer is final,
 * as the e-mailed link's page asks « Confirmez-vous … ? »); the answer given otherwise.
 */
function Declaration({ terme: q }: { terme: Terme }) {
  const queryClient = useQueryClient();
  const [envoye, setEnvoye] = React.useState<boolean | null>(null);
  const [choix, setChoix] = React.useState<boolean | null>(null);
  const m = useMutation({
    mutationFn: (paye: boolean) => declarer(q.id, paye),
    onSuccess: (_, paye) => {
      setEnvoye(paye);
      notify.success("Merci, votre réponse a été transmise à l'agence.");
    },
    onError: (e) => {
      if (!(e instanceof ApiError && e.status === 401))
        notify.danger(e instanceof Error ? e.message : "Votre réponse n'a pas pu être envoyée.");
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: espaceLocataireQuery.queryKey }),
  });
  const reponse = envoye ?? q.declaration;
  if (reponse !== null)
    return (
      <p className="text-sm text-muted-foreground" role="status">
        {reponse ? "Vous avez indiqué avoir payé" : "Vous avez indiqué ne pas avoir payé"} :
        l'agence vérifie.
      </p>
    );
  return (
    <fieldset className="flex flex-wrap gap-2" disabled={m.isPending}>
      <legend className="sr-only">Avez-vous payé {q.periode} ?</legend>
      <Button type="button" size="sm" onClick={() => setChoix(true)}>
        <CheckIcon aria-hidden />
        J'ai payé
      </Button>
      <Button type="button" size="sm" variant="outline" onClick={() => setChoix(false)}>
        <XIcon aria-hidden />
        Je n'ai pas payé
      </Button>
      <ConfirmDialog
        open={choix !== null}
        onOpenChange={(o) => (o ? null : setChoix(null))}
        onConfirm={() => (choix !== null ? m.mutateAsync(choix).catch(() => undefined) : undefined)}
        title={choix ? "J'ai payé ce loyer ?" : "Je n'ai pas payé ce loyer ?"}
        description={`Loyer ${de(q.periode)}, ${formatMoney(q.montant)}. Votre réponse est transmise à l'agence, qui vérifie ; elle ne peut plus être modifiée ensuite.`}
        confirmLabel={choix ? "J'ai payé" : "Je n'ai pas payé"}
        destructive={false}
      />
    </fieldset>
  );
}
