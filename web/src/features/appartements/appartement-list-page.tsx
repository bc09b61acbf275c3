import { useSearchParams } from "wouter";
import { ListPage } from "@/components/list-page";
import { useServerList } from "@/components/data-table/use-server-list";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import type { ListRow } from "@/api/types";
import { appartementBaseColumns, statutColumn } from "./appartement-columns";
import { useQueryParam } from "@/lib/use-query-param";
import { useArchiveToggle } from "@/features/archives/archive-list";
import { APPARTEMENT_SORTABLE, appartementFilters, managedOnly } from "./appartement-list-ask";

const columns = [
  ...appartementBaseColumns<ListRow<"Appartement">>(),
  statutColumn<ListRow<"Appartement">>(),
];

/**
 * The apartment list, paged, searched and sorted by the server (issue 64): status of spec 4 from the server, the
 * 'En gestion' toggle a server filter on the same flag.
 */
export function AppartementListPage() {
  const archives = useArchiveToggle();
  const [search] = useSearchParams();
  const [, setGestion] = useQueryParam("gestion", ["oui", "non"] as const, "non");
  const managed = managedOnly(search);
  const setManagedOnly = (on: boolean) => setGestion(on ? "oui" : "non");
  const list = useServerList("Appartement", appartementFilters(search), APPARTEMENT_SORTABLE);

  return (
    <ListPage
      description="Le parc d'appartements suivis par l'agence."
      create={{ href: "/appartements/new", label: "Nouvel appartement" }}
      error={list.isError && list.error}
      columns={archives.withBadge(columns)}
      data={list.rows}
      server={list.server}
      rowClassName={archives.rowClassName}
      isLoading={list.isLoading}
      basePath="/appartements"
      resource="Appartement"
      exportName={managed ? "appartements-en-gestion" : "appartements"}
      toolbar={
        <>
          <div className="flex items-center gap-2 rounded-md border bg-card px-3 py-1.5">
            <Switch id="en-gestion" checked={managed} onCheckedChange={setManagedOnly} />
            <Label htmlFor="en-gestion">En gestion</Label>
          </div>
          {archives.toggle}
        </>
      }
    />
  );
}
