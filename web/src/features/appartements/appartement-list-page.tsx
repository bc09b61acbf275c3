import * as React from "react";
import { ListPage } from "@/components/list-page";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import type { ListRow } from "@/api/types";
import { appartementBaseColumns, statutColumn } from "./appartement-columns";
import { useQueryParam } from "@/lib/use-query-param";
import { useArchiveList } from "@/features/archives/archive-list";

const columns = [
  ...appartementBaseColumns<ListRow<"Appartement">>(),
  statutColumn<ListRow<"Appartement">>(),
];

/** The apartment list: status of spec 4 from the server, 'En gestion' toggle from the rows' enGestion flag. */
export function AppartementListPage() {
  const archives = useArchiveList("Appartement");
  const { data, isLoading, isError, error } = archives.query;
  const [gestion, setGestion] = useQueryParam("gestion", ["oui", "non"] as const, "non");
  const managedOnly = gestion === "oui";
  const setManagedOnly = (on: boolean) => setGestion(on ? "oui" : "non");
  const rows = React.useMemo(
    () => (managedOnly ? (data ?? []).filter((a) => a.enGestion) : data),
    [data, managedOnly],
  );

  return (
    <ListPage
      description="Le parc d'appartements suivis par l'agence."
      create={{ href: "/appartements/new", label: "Nouvel appartement" }}
      error={isError && error}
      columns={archives.withBadge(columns)}
      data={rows}
      rowClassName={archives.rowClassName}
      isLoading={isLoading}
      basePath="/appartements"
      resource="Appartement"
      exportName={managedOnly ? "appartements-en-gestion" : "appartements"}
      toolbar={
        <>
          <div className="flex items-center gap-2 rounded-md border bg-card px-3 py-1.5">
            <Switch id="en-gestion" checked={managedOnly} onCheckedChange={setManagedOnly} />
            <Label htmlFor="en-gestion">En gestion</Label>
          </div>
          {archives.toggle}
        </>
      }
    />
  );
}
