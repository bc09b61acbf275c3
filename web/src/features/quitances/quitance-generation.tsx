import * as React from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { FileTextIcon, PencilLineIcon } from "lucide-react";
import { generateTerm, monthQuitancesQuery } from "@/api/quitances";
import { keys, listQuery } from "@/api/resources";
import type { ListRow } from "@/api/types";
import { col } from "@/components/data-table/columns";
import { DataTable } from "@/components/data-table/data-table";
import { IconAction } from "@/components/data-table/row-actions";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { countLabel, formatCount, fullName } from "@/lib/format";
import { notify } from "@/lib/notify";
import { apartmentLabel, byId } from "@/lib/status";
import { bornesDuMois } from "@worker/domain/quitance";
import { ManualQuitanceDialog } from "./manual-quitance-dialog";
import { tellError } from "./quitance-actions";

type Row = ListRow<"Dossier">;
/** Where a selected row's generation stands. */
type Progress = "attente" | "en cours" | "générée" | { erreur: string };

const progressText = (p: Progress | undefined, done: boolean) =>
  done
    ? "Générée"
    : p === undefined
      ? "À générer"
      : typeof p === "object"
        ? `Erreur : ${p.erreur}`
        : p === "attente"
          ? "En attente"
          : p === "en cours"
            ? "Génération…"
            : "Générée";

/**
 * Génération: the month's running dossiers; green when the month's receipt exists, blue when selected, orange
 * otherwise (spec 4). The selected ones are generated one after the other, each row telling its progress; one
 * dossier's receipt can also be made by hand (any period and amounts).
 */
export function QuitanceGeneration({ mois }: { mois: string }) {
  const qc = useQueryClient();
  const dossiers = useQuery(listQuery("Dossier"));
  const apartments = useQuery(listQuery("Appartement"));
  const tenants = useQuery(listQuery("Locataire"));
  const receipts = useQuery(monthQuitancesQuery(mois));
  const { debut, fin } = bornesDuMois(mois);
  const [selected, setSelected] = React.useState<Set<number>>(new Set());
  const [progress, setProgress] = React.useState<Map<number, Progress>>(new Map());
  const [running, setRunning] = React.useState(false);
  const [manual, setManual] = React.useState<Row | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the selection and progress start afresh with each month
  React.useEffect(() => {
    setSelected(new Set());
    setProgress(new Map());
  }, [mois]);
  const done = React.useMemo(
    () => new Set((receipts.data ?? []).map((q) => q.DossierId)),
    [receipts.data],
  );
  const rows = React.useMemo(
    () =>
      (dossiers.data ?? []).filter(
        (d) => d.dateEntree <= fin && (!d.dateFinBail || d.dateFinBail >= debut),
      ),
    [dossiers.data, debut, fin],
  );
  const aById = React.useMemo(() => byId(apartments.data), [apartments.data]);
  const lById = React.useMemo(() => byId(tenants.data), [tenants.data]);
  const label = React.useCallback(
    (d: Row) =>
      `${fullName(lById.get(String(d.LocataireId)))} — ${apartmentLabel(aById.get(String(d.AppartementId)))}`,
    [aById, lById],
  );

  const isDone = React.useCallback(
    (d: Row) => done.has(d.id) || progress.get(d.id) === "générée",
    [done, progress],
  );
  const todo = rows.filter((d) => !isDone(d));
  const toggle = (id: number) =>
    setSelected((s) => {
      const next = new Set(s);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  // biome-ignore lint/correctness/useExhaustiveDependencies: built again only when the rows or the selection change
  const columns = React.useMemo(
    () => [
      {
        id: "select",
        header: () => (
          <Checkbox
            aria-label="Tout sélectionner"
            disabled={running || !todo.length}
            checked={todo.length > 0 && todo.every((d) => selected.has(d.id))}
            onCheckedChange={(on) => setSelected(on ? new Set(todo.map((d) => d.id)) : new Set())}
          />
        ),
        enableSorting: false,
        cell: ({ row }: { row: { original: Row } }) =>
          isDone(row.original) ? null : (
            <Checkbox
              aria-label={`Sélectionner ${label(row.original)}`}
              disabled={running}
              checked={selected.has(row.original.id)}
              onCheckedChange={() => toggle(row.original.id)}
              onClick={(e) => e.stopPropagation()}
            />
          ),
        meta: { className: "w-8", text: () => "", card: "status" as const },
      },
      col.text<Row>("appartement", "Appartement", (d) =>
        apartmentLabel(aById.get(String(d.AppartementId))),
      ),
      col.text<Row>("locataire", "Locataire", (d) => fullName(lById.get(String(d.LocataireId)))),
      col.money<Row>("loyerTTC", "Loyer charges comprises"),
      col.text<Row>("quittance", "Quittance", (d) =>
        progressText(progress.get(d.id), done.has(d.id)),
      ),
    ],
    [aById, lById, done, progress, selected, running, todo, isDone, label],
  );

  async function generate() {
    const ids = rows.filter((d) => selected.has(d.id) && !isDone(d)).map((d) => d.id);
    setRunning(true);
    setProgress((p) => new Map([...p, ...ids.map((id) => [id, "attente"] as const)]));
    let ok = 0;
    for (const id of ids) {
      setProgress((p) => new Map(p).set(id, "en cours"));
      try {
        await generateTerm(id, debut);
        ok++;
        setProgress((p) => new Map(p).set(id, "générée"));
      } catch (e) {
        tellError(e);
        setProgress((p) =>
          new Map(p).set(id, { erreur: e instanceof Error ? e.message : "échec" }),
        );
      }
    }
    setRunning(false);
    setSelected(new Set());
    await qc.invalidateQueries({ queryKey: keys.all("Quitance") });
    if (ok) notify.info(`${countLabel(ok, "quittance générée", "quittances générées")}.`);
  }

  const rowClass = (d: Row) => {
    if (isDone(d)) return "bg-success/10 hover:bg-success/15";
    if (selected.has(d.id)) return "bg-info/20 hover:bg-info/25";
    return "bg-warning/10 hover:bg-warning/15";
  };
  const rowActions = (d: Row) =>
    isDone(d) ? null : (
      <IconAction label="Quittance manuelle">
        <Button
          variant="ghost"
          size="icon-sm"
          aria-label={`Quittance manuelle : ${label(d)}`}
          disabled={running}
          onClick={() => setManual(d)}
        >
          <PencilLineIcon />
        </Button>
      </IconAction>
    );
  const count = rows.filter((d) => selected.has(d.id)).length;

  return (
    <>
      <DataTable
        columns={columns}
        data={rows}
        isLoading={dossiers.isLoading || receipts.isLoading}
        rowClassName={rowClass}
        rowActions={rowActions}
        actions={{ edit: false, view: false, delete: false }}
        exportName={`generation-${mois}`}
        emptyText="Aucun dossier en cours pour ce mois."
        toolbar={
          <Button onClick={generate} disabled={!count || running} aria-busy={running || undefined}>
            <FileTextIcon /> {running ? "Génération en cours…" : `Générer (${formatCount(count)})`}
          </Button>
        }
      />
      <ManualQuitanceDialog
        dossier={manual}
        first={debut}
        last={fin}
        label={manual ? label(manual) : ""}
        onOpenChange={(open) => !open && setManual(null)}
      />
    </>
  );
}
