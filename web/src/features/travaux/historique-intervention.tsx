import { useQuery } from "@tanstack/react-query";
import { ETAT_INTERVENTION_LABELS } from "@worker/domain/travaux/types";
import { formatDateTime } from "@/lib/format";
import { devisQuery, type Intervention } from "./interventions-api";

// The order's history (issue 76, item 2: each change journaled). A change made in an owner's space is stored as
// « proprietaire:<ClientId> »: it reads as the owner's name, taken from the decisions already on the quotes (the
// same query as the quotes' section, no extra request), never as that code.

const ESPACE_PROPRIETAIRE = /^proprietaire:(\d+)$/;

export function HistoriqueIntervention({ o }: { o: Intervention }) {
  const devis = useQuery(devisQuery(o.id));
  const noms = new Map(
    (devis.data?.data ?? []).flatMap((d) =>
      d.decisions.map((x) => [String(x.ClientId), x.proprietaire] as const),
    ),
  );
  const auteur = (par: string) => {
    const client = ESPACE_PROPRIETAIRE.exec(par)?.[1];
    if (!client) return par;
    return `${noms.get(client) ?? "le propriétaire"} (espace propriétaire)`;
  };
  return (
    <section aria-label="Historique" className="flex flex-col gap-2">
      <h3 className="font-medium">Historique</h3>
      <ol className="flex flex-col gap-1 text-sm">
        {o.historique.map((h) => (
          <li key={`${h.at}-${h.etat}`} className="flex flex-wrap gap-x-2">
            <span className="tabular-nums text-muted-foreground">{formatDateTime(h.at)}</span>
            <span className="font-medium">{ETAT_INTERVENTION_LABELS[h.etat]}</span>
            <span className="text-muted-foreground">par {auteur(h.par)}</span>
            {h.commentaire ? (
              <span className="basis-full whitespace-pre-line">{h.commentaire}</span>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
