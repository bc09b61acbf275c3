import { useQuery } from "@tanstack/react-query";
import { listQuery } from "@/api/resources";
import { DataTable } from "@/components/data-table/data-table";
import { ErrorState } from "@/components/error-state";
import { ListHeader, NewButton } from "@/components/page-actions";
import { clientColumns } from "./client-columns";

export function ClientListPage() {
  const { data, isLoading, isError, error } = useQuery(listQuery("Client"));
  if (isError) return <ErrorState error={error} />;
  return (
    <div className="flex flex-col gap-4">
      <ListHeader description="Les propriétaires dont l'agence gère les biens.">
        <NewButton href="/client/new">Nouveau client</NewButton>
      </ListHeader>
      <DataTable columns={clientColumns} data={data} isLoading={isLoading} basePath="/client" resource="Client" exportName="clients" />
    </div>
  );
}
