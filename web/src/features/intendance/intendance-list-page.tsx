import * as React from "react";
import { useQuery } from "@tanstack/react-query";
import { PlusIcon } from "lucide-react";
import { listQuery } from "@/api/resources";
import type { ListRow } from "@/api/types";
import { col } from "@/components/data-table/columns";
import { ListPage } from "@/components/list-page";
import { RecordDialog } from "@/components/record-dialog";
import type { FieldDef } from "@/components/record-fields";
import { Segmented } from "@/components/segmented";
import { Button } from "@/components/ui/button";
import { parisToday } from "@/lib/paris-date";
import { apartmentLabel, byId, intendanceBadge, isIntendanceCurrent } from "@/lib/status";
import { useQueryParam } from "@/lib/use-query-param";

type Filter = "current" | "notRenewed" | "all";
type Row = ListRow<"Intendance">;

export const intendanceFields: FieldDef<Row>[] = [
  { name: "AppartementId", label: "Appartement", type: "ref", required: true, ref: { resource: "Appartement", label: apartmentLabel }, wide: true },
  { name: "dateDepart", label: "Début", type: "date", required: true, defaultValue: parisToday },
  { name: "dateFin", label: "Fin", type: "date", required: true },
  { name: "prix", label: "Prix TTC", type: "money", required: true },
  { name: "tva", label: "TVA (%)", type: "number", defaultValue: 20, required: true },
  { name: "regle", label: "Réglée", type: "bool" },
  { name: "renouvele", label: "Renouvelée", type: "bool" },
];

export function IntendanceListPage() {
  const intendances = useQuery(listQuery("Intendance"));
  const apartments = useQuery(listQuery("Appartement"));
  const [filter, setFilter] = useQueryParam<Filter>("filtre", ["current", "notRenewed", "all"], "current");
  const [editing, setEditing] = React.useState<Row | null | undefined>(undefined);

  const columns = React.useMemo(() => {
    const aById = byId(apartments.data);
    return [
      col.text<Row>("appartement", "Appartement", (i) => apartmentLabel(aById.get(String(i.AppartementId)))),
      col.date<Row>("dateDepart", "Début"),
      col.date<Row>("dateFin", "Fin"),
      col.money<Row>("prix", "Prix TTC"),
      col.money<Row>("prixHT", "Prix HT"),
      col.bool<Row>("regle", "Réglée"),
      col.bool<Row>("renouvele", "Renouvelée"),
      col.badge<Row>("etat", "État", intendanceBadge),
    ];
  }, [apartments.data]);

  // Expenses share the Intendance resource (nature "depense"); this screen lists caretaking missions.
  const missions = (intendances.data ?? []).filter((i) => (i.nature ?? "mission") === "mission");
  const rows = missions.filter((i) =>
    filter === "current" ? isIntendanceCurrent(i) : filter === "notRenewed" ? !i.renouvele : true,
  );

  return (
    <ListPage
      description="Les missions d'intendance des appartements et leur renouvellement."
      headerActions={
        <Button onClick={() => setEditing(null)}>
          <PlusIcon /> Nouvelle intendance
        </Button>
      }
      error={intendances.isError && intendances.error}
      columns={columns}
      data={rows}
      isLoading={intendances.isLoading}
      resource="Intendance"
      onEdit={(row) => setEditing(row)}
      actions={{ view: false }}
      exportName="intendances"
      toolbar={
        <Segmented
          label="Filtre"
          value={filter}
          onChange={setFilter}
          options={[
            { value: "current", label: "En cours" },
            { value: "notRenewed", label: "Non renouvelées" },
            { value: "all", label: "Toutes" },
          ]}
        />
      }
    >
      <RecordDialog
        open={editing !== undefined}
        onOpenChange={(open) => !open && setEditing(undefined)}
        resource="Intendance"
        fields={intendanceFields}
        record={editing ?? null}
        title={editing ? "Modifier l'intendance" : "Nouvelle intendance"}
        createdMessage="Votre intendance à été crée avec succes."
      />
    </ListPage>
  );
}
