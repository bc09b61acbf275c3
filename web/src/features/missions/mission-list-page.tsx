import { useQuery } from "@tanstack/react-query";
import { listQuery } from "@/api/resources";
import { ListPage } from "@/components/list-page";
import type { ListRow } from "@/api/types";
import { missionColumns } from "./mission-columns";

const columns = missionColumns<ListRow<"Mission">>();

export function MissionListPage() {
  const { data, isLoading, isError, error } = useQuery(listQuery("Mission"));
  return (
    <ListPage
      description="Les mandats de gestion, leurs honoraires et leurs acomptes."
      create={{ href: "/missions/new", label: "Nouvelle mission" }}
      error={isError && error}
      columns={columns}
      data={data}
      isLoading={isLoading}
      basePath="/missions"
      resource="Mission"
      exportName="missions"
    />
  );
}
