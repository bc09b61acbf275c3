import * as React from "react";
import { useQuery } from "@tanstack/react-query";
import { endOfMonth, format } from "date-fns";
import { listQuery } from "@/api/resources";
import type { Appartement, ListRow, Quitance } from "@/api/types";
import { col } from "@/components/data-table/columns";
import { DataTable } from "@/components/data-table/data-table";
import { fullName } from "@/lib/format";
import { apartmentLabel, byId } from "@/lib/status";

interface Props {
  month: Date;
  receipts: Quitance[];
  apartments: Map<string, Appartement>;
}

type Row = ListRow<"Dossier">;

/**
 * Génération: the dossiers running this month; green = its receipt exists, orange = still to generate.
 * The server cannot generate receipts yet: the receipts issue brings back the row selection and the "Générer"
 * button (POST /api/Quitance/generate/{id}), with the route itself.
 */
export function QuitanceGeneration({ month, receipts, apartments }: Props) {
  const dossiers = useQuery(listQuery("Dossier"));
  const tenants = useQuery(listQuery("Locataire"));
  const first = format(month, "yyyy-MM-dd");
  const last = format(endOfMonth(month), "yyyy-MM-dd");

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
    return [
      col.text<Row>("appartement", "Appartement", (d) => apartmentLabel(apartments.get(String(d.AppartementId)))),
      col.text<Row>("locataire", "Locataire", (d) => fullName(lById.get(String(d.LocataireId)))),
      col.money<Row>("loyerTTC", "Loyer TTC"),
      col.text<Row>("quittance", "Quittance", (d) => (done.has(String(d.id)) ? "Générée" : "À générer")),
    ];
  }, [tenants.data, apartments, done]);

  const rowClass = (d: Row) => (done.has(String(d.id)) ? "bg-success/10 hover:bg-success/15" : "bg-warning/10 hover:bg-warning/15");

  return (
    <DataTable
      columns={columns}
      data={rows}
      isLoading={dossiers.isLoading}
      rowClassName={rowClass}
      exportName={`generation-${first.slice(0, 7)}`}
      emptyText="Aucun dossier en cours pour ce mois."
    />
  );
}
