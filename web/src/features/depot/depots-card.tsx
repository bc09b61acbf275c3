import * as React from "react";
import { useLocation } from "wouter";
import type { DepotARestituer } from "@/api/types";
import { col } from "@/components/data-table/columns";
import { DataTable } from "@/components/data-table/data-table";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { apartmentLabel } from "@/lib/status";
import { accord } from "@worker/domain/francais/pluriel";

/** A row keyed by its dossier, as the table keys its rows by `id`. */
type Row = DepotARestituer & { id: number };

const columns = [
  col.text<Row>("locataire", "Locataire"),
  col.text<Row>("appartement", "Appartement", apartmentLabel),
  col.badge<Row>("echeance", "État", (d) =>
    d.echeance === "en retard"
      ? { label: "En retard", variant: "destructive" }
      : { label: "À échéance", variant: "warning" },
  ),
  // The late penalty's count of months, apart from the badge: a short badge fits beside a name on a phone's card.
  col.text<Row>("retard", "Retard", (d) =>
    d.moisRetard ? `${d.moisRetard} mois ${accord(d.moisRetard, "commencé")}` : null,
  ),
  col.date<Row>("dateLimite", "Date limite"),
  col.money<Row>("depot", "Dépôt"),
];

/**
 * The dashboard's "Dépôts de garantie à restituer": the deposits whose legal deadline falls within 15 days or has
 * passed (loi n° 89-462 art. 22), each opening its dossier's "Dépôt de garantie" tab.
 */
export function DepotsCard({ data, isLoading }: { data?: DepotARestituer[]; isLoading: boolean }) {
  const [, navigate] = useLocation();
  // Built once per answer: a new array each render would reset the table's page.
  const rows = React.useMemo(() => data?.map((d) => ({ ...d, id: d.DossierId })), [data]);
  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle>Dépôts de garantie à restituer</CardTitle>
        <CardDescription>Délai légal dans les 15 jours ou dépassé.</CardDescription>
      </CardHeader>
      <CardContent>
        <DataTable
          columns={columns}
          data={rows}
          isLoading={isLoading}
          pageSize={5}
          onOpen={(d) => navigate(`/dossiers/${d.DossierId}?tab=depot`)}
          actions={{ edit: false, delete: false }}
          exportName="depots-a-restituer"
          emptyText="Aucun dépôt de garantie à restituer."
        />
      </CardContent>
    </Card>
  );
}
