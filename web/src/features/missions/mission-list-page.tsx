import { useQuery } from "@tanstack/react-query";
import { listQuery } from "@/api/resources";
import { DataTable } from "@/components/data-table/data-table";
import { ErrorState } from "@/components/error-state";
import { ListHeader, NewButton } from "@/components/page-actions";
import { missionColumns } from "./mission-entity";

export function MissionListPage() {
  const { data, isLoading, isError, error } = useQuery(listQuery("Mission"));
  if (isError) return <ErrorState error={error} />;
  return (
    <div className="flex flex-col gap-4">
      <ListHeader description="Les mandats de gestion, leurs honoraires et leurs acomptes.">
        <NewButton href="/missions/new">Nouvelle mission</NewButton>
      </ListHeader>
      <DataTable columns={missionColumns} data={data} isLoading={isLoading} basePath="/missions" resource="Mission" exportName="missions" />
    </div>
  );
}
