import { ListPage } from "@/components/list-page";
import { NewButton } from "@/components/page-actions";
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
      // Issue 60: a management mandate (a fee in percent, no instalments) has its own form.
      headerActions={
        <NewButton href="/missions/new?type=gestion">Nouveau mandat de gestion</NewButton>
      }
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
