import { ListPage } from "@/components/list-page";
import { NewButton } from "@/components/page-actions";
import { useServerList } from "@/components/data-table/use-server-list";
import type { ListRow } from "@/api/types";
import { missionColumns } from "./mission-columns";
import { MISSION_SORTABLE } from "./mission-route";
import { useArchiveToggle } from "@/features/archives/archive-list";

const columns = missionColumns<ListRow<"Mission">>();

export function MissionListPage() {
  const archives = useArchiveToggle();
  const list = useServerList("Mission", archives.filters, MISSION_SORTABLE);
  return (
    <ListPage
      description="Les mandats de gestion et leurs honoraires, les missions au forfait et leurs acomptes."
      create={{ href: "/missions/new", label: "Nouvelle mission" }}
      // Issue 60: a management mandate (a fee in percent, no instalments) has its own form.
      headerActions={
        <NewButton href="/missions/new?type=gestion">Nouveau mandat de gestion</NewButton>
      }
      error={list.isError && list.error}
      columns={archives.withBadge(columns)}
      data={list.rows}
      server={list.server}
      rowClassName={archives.rowClassName}
      toolbar={archives.toggle}
      isLoading={list.isLoading}
      basePath="/missions"
      resource="Mission"
      exportName="missions"
    />
  );
}
