import * as React from "react";
import { useQuery } from "@tanstack/react-query";
import { CheckCheckIcon, CheckIcon } from "lucide-react";
import { DataTable } from "@/components/data-table/data-table";
import { DateInput } from "@/components/date-input";
import { ErrorState } from "@/components/error-state";
import { ListHeader } from "@/components/page-actions";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { parisToday } from "@/lib/paris-date";
import { AppliedRevisions } from "./applied-revisions";
import { useAppliquerRevisions } from "./appliquer-revisions";
import { revisionColumns } from "./revision-columns";
import { revisionsQuery } from "./revisions-api";

/**
 * Révisions (ADR 024): the yearly IRL revisions due or late on a day, with their computation; staff apply them one
 * by one or the ticked ones together (one request per dossier), each after a confirmation, then download each letter.
 */
export function RevisionsPage() {
  const [au, setAu] = React.useState(parisToday);
  const jour = /^\d{4}-\d{2}-\d{2}$/.test(au) ? au : parisToday();
  const list = useQuery(revisionsQuery(jour));
  const [choisis, setChoisis] = React.useState<Set<number>>(new Set());
  const {
    demander: setAConfirmer,
    dialogue,
    appliquees,
  } = useAppliquerRevisions(() => setChoisis(new Set()));
  const basculer = React.useCallback((id: number, oui: boolean) => {
    setChoisis((s) => {
      const next = new Set(s);
      if (oui) next.add(id);
      else next.delete(id);
      return next;
    });
  }, []);
  const columns = React.useMemo(() => revisionColumns(choisis, basculer), [choisis, basculer]);
  const selection = (list.data ?? []).filter((r) => choisis.has(r.id) && !r.bloque);

  return (
    <div className="flex flex-col gap-4">
      <ListHeader description="Les révisions annuelles des loyers sur l'IRL (article 17-1 de la loi du 6 juillet 1989), dues ou en retard.">
        <div className="flex items-center gap-2">
          <Label htmlFor="revisions-au">Au</Label>
          <DateInput id="revisions-au" className="w-36" value={au} onChange={setAu} />
        </div>
        <Button disabled={!selection.length} onClick={() => setAConfirmer(selection)}>
          <CheckCheckIcon aria-hidden /> Appliquer la sélection ({selection.length})
        </Button>
      </ListHeader>
      <AppliedRevisions revisions={appliquees} />
      {list.isError ? (
        <ErrorState error={list.error} />
      ) : (
        <DataTable
          columns={columns}
          data={list.data}
          isLoading={list.isLoading}
          actions={{ edit: false, view: false, delete: false }}
          rowActions={(r) => (
            <Button
              size="sm"
              variant="outline"
              disabled={!!r.bloque}
              title={r.bloque ?? undefined}
              onClick={(e) => {
                e.stopPropagation();
                setAConfirmer([r]);
              }}
            >
              <CheckIcon aria-hidden /> Appliquer
            </Button>
          )}
          exportName="revisions"
          emptyText="Aucune révision de loyer due à cette date."
        />
      )}
      {dialogue}
    </div>
  );
}
