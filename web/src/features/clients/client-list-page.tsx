import { useQuery } from "@tanstack/react-query";
import { listQuery } from "@/api/resources";
import { ListPage } from "@/components/list-page";
import { clientColumns } from "./client-columns";

export function ClientListPage() {
  const { data, isLoading, isError, error } = useQuery(listQuery("Client"));
  return (
    <ListPage
      description="Les propriétaires dont l'agence gère les biens."
      create={{ href: "/client/new", label: "Nouveau client" }}
      error={isError && error}
      columns={clientColumns}
      data={data}
      isLoading={isLoading}
      basePath="/client"
      resource="Client"
      exportName="clients"
    />
  );
}
