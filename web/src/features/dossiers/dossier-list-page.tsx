import * as React from "react";
import { useQuery } from "@tanstack/react-query";
import { listQuery } from "@/api/resources";
import type { ListRow } from "@/api/types";
import { col } from "@/components/data-table/columns";
import { ListPage } from "@/components/list-page";
import { Segmented } from "@/components/segmented";
import { fullName } from "@/lib/format";
import { apartmentLabel, byId, dossierBadge } from "@/lib/status";
import { useQueryParam } from "@/lib/use-query-param";
import { useServerList } from "@/components/data-table/use-server-list";
import { useArchiveToggle } from "@/features/archives/archive-list";
import { DossierBulkActions } from "@/features/lots/dossier-bulk";

type View = "open" | "closed";
type Row = ListRow<"Dossier">;
/** The columns the server orders the dossiers by (issue 64), the apartment's and the tenant's names included. */
const SORTABLE = ["appartement", "locataire", "dateEntree", "dateFinBail", "loyerTTC", "statut"];

export function DossierListPage() {
  const archives = useArchiveToggle();
  const [view, setView] = useQueryParam<View>("vue", ["open", "closed"], "open");
  const dossiers = useServerList(
    "Dossier",
    { ...archives.filters, etat: view === "open" ? "en-cours" : "clos" },
    SORTABLE,
  );
  const apartments = useQuery(listQuery("Appartement"));
  const tenants = useQuery(listQuery("Locataire"));

  const columns = React.useMemo(() => {
    const aById = byId(apartments.data);
    const lById = byId(tenants.data);
    return [
      col.text<Row>("appartement", "Appartement", (d) =>
        apartmentLabel(aById.get(String(d.AppartementId))),
      ),
      col.text<Row>("locataire", "Locataire", (d) => fullName(lById.get(String(d.LocataireId)))),
      col.date<Row>("dateEntree", "Entrée"),
      col.date<Row>("dateFinBail", "Fin du bail"),
      col.money<Row>("loyerTTC", "Loyer charges comprises"),
      col.badge<Row>("statut", "Statut", dossierBadge),
    ];
  }, [apartments.data, tenants.data]);

  const nom = React.useCallback(
    (d: Row) => {
      const l = byId(tenants.data).get(String(d.LocataireId));
      return l ? `le dossier de ${fullName(l)}` : `le dossier ${d.id}`;
    },
    [tenants.data],
  );
  const bulkActions = React.useCallback(
    (selected: Row[], clear: () => void) => (
      <DossierBulkActions
        ids={selected.map((d) => d.id)}
        clear={clear}
        nom={(id) => nom(selected.find((d) => d.id === id) ?? ({ id } as Row))}
      />
    ),
    [nom],
  );
  return (
    <ListPage
      description="Les dossiers de location : bail, loyer, dépôt de garantie."
      create={{ href: "/dossiers/new", label: "Nouveau dossier" }}
      error={dossiers.isError && dossiers.error}
      columns={archives.withBadge(columns)}
      data={dossiers.rows}
      server={dossiers.server}
      rowClassName={archives.rowClassName}
      isLoading={dossiers.isLoading}
      basePath="/dossiers"
      resource="Dossier"
      bulkActions={bulkActions}
      selectionName={nom}
      exportName={view === "open" ? "dossiers-en-cours" : "dossiers-clos"}
      toolbar={
        <>
          <Segmented
            label="Dossiers"
            value={view}
            onChange={setView}
            options={[
              { value: "open", label: "En cours" },
              { value: "closed", label: "Clos" },
            ]}
          />
          {archives.toggle}
        </>
      }
    />
  );
}
