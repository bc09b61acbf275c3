import * as React from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { endOfMonth, format } from "date-fns";
import { FileTextIcon } from "lucide-react";
import { ApiError, http } from "@/api/client";
import { keys, listQuery } from "@/api/resources";
import type { Appartement, ListRow, Quitance } from "@/api/types";
import { col } from "@/components/data-table/columns";
import { DataTable } from "@/components/data-table/data-table";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { formatCount, fullName } from "@/lib/format";
import { notify } from "@/lib/notify";
import { apartmentLabel, byId } from "@/lib/status";

interface Props {
  month: Date;
  receipts: Quitance[];
  apartments: Map<string, Appartement>;
}

/** Génération: dossiers running this month; green = receipt exists, blue = selected, orange = missing. */
export function QuitanceGeneration({ month, receipts, apartments }: Props) {
  const qc = useQueryClient();
  const dossiers = useQuery(listQuery("Dossier"));
  const tenants = useQuery(listQuery("Locataire"));
  const [selected, setSelected] = React.useState<Set<string>>(new Set());
  const [progress, setProgress] = React.useState<string | null>(null);
  const first = format(month, "yyyy-MM-dd");
  const last = format(endOfMonth(month), "yyyy-MM-dd");

  React.useEffect(() => setSelected(new Set()), [first]);
  const done = React.useMemo(() => new Set(receipts.map((q) => String(q.DossierId))), [receipts]);
  const rows = React.useMemo(
    () =>
      (dossiers.data ?? []).filter((d) => {
        const end = d.dateFinBail ?? null;
        return d.dateEntree <= last && (end === null || end >= first);
      }),
    [dossiers.data, first, last],
  );

  const columns = React.useMemo(() => {
    const lById = byId(tenants.data);
    const toggle = (id: string) =>
      setSelected((s) => {
        const next = new Set(s);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return next;
      });
    return [
      {
        id: "select",
        header: "",
        enableSorting: false,
        cell: ({ row }: { row: { original: ListRow<"Dossier"> } }) => {
          const id = String(row.original.id);
          return done.has(id) ? null : <Checkbox aria-label="Sélectionner" checked={selected.has(id)} onCheckedChange={() => toggle(id)} />;
        },
        meta: { className: "w-8", text: () => "" },
      },
      col.text<ListRow<"Dossier">>("appartement", "Appartement", (d) => apartmentLabel(apartments.get(String(d.AppartementId)))),
      col.text<ListRow<"Dossier">>("locataire", "Locataire", (d) => fullName(lById.get(String(d.LocataireId)))),
      col.money<ListRow<"Dossier">>("loyerTTC", "Loyer TTC"),
      col.text<ListRow<"Dossier">>("quittance", "Quittance", (d) => (done.has(String(d.id)) ? "Générée" : "À générer")),
    ];
  }, [tenants.data, apartments, done, selected]);

  async function generate() {
    const ids = [...selected];
    let ok = 0;
    for (const [i, id] of ids.entries()) {
      setProgress(`Génération ${formatCount(i + 1)} / ${formatCount(ids.length)}...`);
      try {
        await http.post(`/Quitance/generate/${id}`, { date: first });
        ok++;
      } catch (err) {
        if (err instanceof ApiError && err.status !== 401 && err.status !== 403) notify.danger(err.message);
        if (!(err instanceof ApiError)) break;
      }
    }
    setProgress(null);
    setSelected(new Set());
    await qc.invalidateQueries({ queryKey: keys.all("Quitance") });
    if (ok) notify.info(`${formatCount(ok)} quittance${ok > 1 ? "s" : ""} générée${ok > 1 ? "s" : ""}.`);
  }

  const rowClass = (d: ListRow<"Dossier">) => {
    const id = String(d.id);
    if (done.has(id)) return "bg-success/10 hover:bg-success/15";
    if (selected.has(id)) return "bg-info/20 hover:bg-info/25";
    return "bg-warning/10 hover:bg-warning/15";
  };

  return (
    <DataTable
      columns={columns}
      data={rows}
      isLoading={dossiers.isLoading}
      rowClassName={rowClass}
      exportName={`generation-${first.slice(0, 7)}`}
      emptyText="Aucun dossier en cours pour ce mois."
      toolbar={
        <Button onClick={generate} disabled={!selected.size || progress !== null}>
          <FileTextIcon /> {progress ?? `Générer (${formatCount(selected.size)})`}
        </Button>
      }
    />
  );
}
