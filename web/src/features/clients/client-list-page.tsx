import { ListPage } from "@/components/list-page";
import type { ListRow } from "@/api/types";
import { clientColumns } from "./client-columns";
import { useArchiveList } from "@/features/archives/archive-list";

const columns = clientColumns<ListRow<"Client">>();

export function ClientListPage() {
  const archives = useArchiveList("Client");
  const { data, isLoading, isError, error } = archives.query;
  return (
    <ListPage
      description="Les propriétaires dont l'agence gère les biens."
      create={{ href: "/client/new", label: "Nouveau client" }}
      error={isError && error}
      columns={archives.withBadge(columns)}
      data={data}
      rowClassName={archives.rowClassName}
      toolbar={archives.toggle}
      isLoading={isLoading}
      basePath="/client"
      resource="Client"
      exportName="clients"
    />
  );
}
