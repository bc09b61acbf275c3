import { useQuery } from "@tanstack/react-query";
import { CheckIcon } from "lucide-react";
import { ErrorState } from "@/components/error-state";
import { Button } from "@/components/ui/button";
import { formatDate, formatMoney, formatNumber } from "@/lib/format";
import { parisToday } from "@/lib/paris-date";
import { trimestreAffiche } from "@worker/domain/irl/trimestre";
import { AppliedRevisions } from "./applied-revisions";
import { useAppliquerRevisions } from "./appliquer-revisions";
import { revisionsQuery, type RevisionDue } from "./revisions-api";

const indice = (i: RevisionDue["indiceReference"] | null) =>
  i
    ? `${i.trimestre ? trimestreAffiche(i.trimestre) : "trimestre inconnu"} (${formatNumber(i.valeur)})`
    : "non publié";

/**
 * The dossier's revision due today or late, as the Révisions screen lists it (GET /revisions): its date, the two
 * indices, the new rent, and « Appliquer » with that screen's confirmation; a blocked one says why. Nothing when none
 * is due: the tab said « Aucune révision de loyer appliquée. » while one was due.
 */
export function RevisionDueCarte({ dossierId }: { dossierId: number }) {
  const q = useQuery(revisionsQuery(parisToday()));
  const { demander, dialogue, appliquees } = useAppliquerRevisions();
  if (q.isError) return <ErrorState error={q.error} />;
  const due = q.data?.find((r) => r.DossierId === dossierId);
  return (
    <>
      <AppliedRevisions revisions={appliquees} />
      {due && (
        <section
          aria-label="Révision due"
          className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-warning/40 bg-warning/10 p-3 text-sm"
          data-testid="revision-due"
        >
          <div className="flex flex-col gap-1">
            <p className="font-medium">Révision due le {formatDate(due.dateRevision)}</p>
            <p>
              IRL {indice(due.indiceReference)} → {indice(due.nouvelIndice)} : loyer HC{" "}
              {formatMoney(due.loyerActuel)}
              {due.nouveauLoyer !== null && <> → {formatMoney(due.nouveauLoyer)}</>}
            </p>
            {due.bloque && <p className="text-muted-foreground">{due.bloque}</p>}
          </div>
          <Button size="sm" disabled={!!due.bloque} onClick={() => demander([due])}>
            <CheckIcon aria-hidden /> Appliquer
          </Button>
        </section>
      )}
      {dialogue}
    </>
  );
}
