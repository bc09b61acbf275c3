import * as React from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { AlertTriangleIcon, ShieldCheckIcon, XIcon } from "lucide-react";
import { ApiError } from "@/api/client";
import { useSession } from "@/api/session-store";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { Button } from "@/components/ui/button";
import { formatDateTime } from "@/lib/format";
import { notify } from "@/lib/notify";
import { MSG_AUTEUR_QP, peutAnnuler } from "@worker/domain/quotes-parts/regles";
import { canMoveMoney } from "@worker/domain/roles";
import {
  type AttenteQuotesParts,
  annulerQuotesParts,
  confirmerQuotesParts,
  quotesPartsQuery,
} from "./quotes-parts-api";
import { pourcentFr } from "@worker/domain/francais/nombres";

// The apartment's owners block (issue 59, item 4; ADR 073): a change of the owners or shares waiting for a second
// person, the whole proposed list with who proposed it and when, « Confirmer » for another admin or comptable and
// « Annuler » for its author or them. The shares in force stay those of the table below until then.

/** The proposed list: each owner and the share that would apply (equal shares said so). */
function ListeProposee({ attente }: { attente: AttenteQuotesParts }) {
  if (!attente.parts.length)
    return <p className="text-sm">Plus aucun propriétaire pour cet appartement.</p>;
  return (
    <ul className="flex flex-col gap-0.5 text-sm" aria-label="Quotes-parts proposées">
      {attente.parts.map((p) => (
        <li key={p.ClientId} className="flex flex-wrap justify-between gap-x-4">
          <span>{p.nom}</span>
          <span className="tabular-nums">
            {pourcentFr(p.part)}
            {p.quotePart == null ? " (parts égales)" : ""}
          </span>
        </li>
      ))}
    </ul>
  );
}

export function AttenteQuotesPartsBlock({ appartementId }: { appartementId: number }) {
  const user = useSession().user;
  const qc = useQueryClient();
  const q = useQuery(quotesPartsQuery(appartementId));
  const [confirmant, setConfirmant] = React.useState(false);
  const [annulant, setAnnulant] = React.useState(false);
  const attente = q.data?.attente;
  if (!attente) return null;
  const finance = canMoveMoney(user?.role);
  const soi = attente.auteur.toLowerCase() === user?.email.toLowerCase();

  async function agir(run: () => Promise<unknown>, fait: string) {
    try {
      await run();
      notify.success(fait);
    } catch (e) {
      if (!(e instanceof ApiError && e.status === 401))
        notify.danger(e instanceof ApiError ? e.message : "L'action a échoué.");
    }
    await qc.invalidateQueries({ queryKey: ["Appartement"] });
  }

  return (
    <section
      aria-label="Modification des quotes-parts en attente"
      data-testid="quotes-parts-attente"
      className="flex flex-col gap-3 rounded-md border border-warning/40 bg-warning/10 px-4 py-3"
    >
      <div className="flex items-start gap-2">
        <AlertTriangleIcon className="mt-0.5 size-4 shrink-0 text-warning" aria-hidden />
        <div className="flex min-w-0 flex-col gap-1">
          <p className="font-medium">Modification des quotes-parts en attente de vérification</p>
          <p className="text-sm text-muted-foreground">
            Proposée par {attente.auteur} le {formatDateTime(attente.createdAt)}. Les loyers et les
            reversements suivent les quotes-parts en vigueur jusqu'à sa confirmation par un autre
            administrateur ou comptable.
          </p>
        </div>
      </div>
      <ListeProposee attente={attente} />
      <div className="flex flex-wrap items-center gap-2">
        {finance ? (
          <Button disabled={soi} onClick={() => setConfirmant(true)}>
            <ShieldCheckIcon aria-hidden /> Confirmer
          </Button>
        ) : null}
        {peutAnnuler(attente.auteur, user?.email ?? "", finance) ? (
          <Button variant="outline" onClick={() => setAnnulant(true)}>
            <XIcon aria-hidden /> Annuler
          </Button>
        ) : null}
        {finance && soi ? <p className="text-xs text-muted-foreground">{MSG_AUTEUR_QP}</p> : null}
      </div>
      <ConfirmDialog
        open={confirmant}
        onOpenChange={setConfirmant}
        onConfirm={() =>
          agir(
            () => confirmerQuotesParts(appartementId, attente.id),
            "Les nouvelles quotes-parts sont en vigueur.",
          )
        }
        title="Confirmer les quotes-parts ?"
        description="Vérifiez ce changement avec les propriétaires par un moyen sûr (un numéro de téléphone déjà connu). Les loyers encaissés ensuite seront répartis selon ces quotes-parts."
        confirmLabel="Confirmer"
        destructive={false}
      />
      <ConfirmDialog
        open={annulant}
        onOpenChange={setAnnulant}
        onConfirm={() =>
          agir(
            () => annulerQuotesParts(appartementId),
            "La modification des quotes-parts est annulée.",
          )
        }
        title="Annuler cette modification ?"
        description="Les quotes-parts en vigueur restent inchangées."
        confirmLabel="Annuler la modification"
      />
    </section>
  );
}
