import { ListPage } from "@/components/list-page";
import { useServerList } from "@/components/data-table/use-server-list";
import type { ListRow } from "@/api/types";
import { clientColumns } from "./client-columns";
import { CLIENT_SORTABLE } from "./client-route";
import { useArchiveToggle } from "@/features/archives/archive-list";

const columns = clientColumns<ListRow<"Client">>();

export function ClientListPage() {
  const archives = useArchiveToggle();
  const list = useServerList("Client", archives.filters, CLIENT_SORTABLE);
  return (
    <ListPage
      description="Les propriétaires dont l'agence gère les biens."
      create={{ href: "/client/new", label: "Nouveau client" }}
      error={list.isError && list.error}
      columns={archives.withBadge(columns)}
      data={list.rows}
      server={list.server}
      rowClassName={archives.rowClassName}
      toolbar={archives.toggle}
      isLoading={list.isLoading}
      basePath="/client"
      resource="Client"
      exportName="clients"
    />
  );
}
