import { useQuery } from "@tanstack/react-query";
import { listQuery } from "@/api/resources";
import { ListPage } from "@/components/list-page";
import type { ListRow } from "@/api/types";
import { clientColumns } from "./client-columns";

const columns = clientColumns<ListRow<"Client">>();

export function ClientListPage() {
  const { data, isLoading, isError, error } = useQuery(listQuery("Client"));
  return (
    <ListPage
      description="Les propriétaires dont l'agence gère les biens."
      create={{ href: "/client/new", label: "Nouveau client" }}
      error={isError && error}
      columns={columns}
      data={data}
      isLoading={isLoading}
      basePath="/client"
      resource="Client"
      exportName="clients"
    />
  );
}
