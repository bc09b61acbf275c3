import { ListPage } from "@/components/list-page";
import type { ListRow } from "@/api/types";
import { missionColumns } from "./mission-columns";
import { useArchiveList } from "@/features/archives/archive-list";

const columns = missionColumns<ListRow<"Mission">>();

export function MissionListPage() {
  const archives = useArchiveList("Mission");
  const { data, isLoading, isError, error } = archives.query;
  return (
    <ListPage
      description="Les mandats de gestion, leurs honoraires et leurs acomptes."
      create={{ href: "/missions/new", label: "Nouvelle mission" }}
      error={isError && error}
      columns={archives.withBadge(columns)}
      data={data}
      rowClassName={archives.rowClassName}
      toolbar={archives.toggle}
      isLoading={isLoading}
      basePath="/missions"
      resource="Mission"
      exportName="missions"
    />
  );
}
