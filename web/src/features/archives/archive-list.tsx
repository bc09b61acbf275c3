import * as React from "react";
import { useQuery } from "@tanstack/react-query";
import { listQuery } from "@/api/resources";
import type { ListRow } from "@/api/types";
import { col } from "@/components/data-table/columns";
import type { Column } from "@/components/data-table/column-meta";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { useQueryParam } from "@/lib/use-query-param";
import { type Archivable, archivedOn } from "./archives";

/**
 * A list screen of an archivable resource (ADR 038): its rows, with the archived ones when "Afficher les archives"
 * is on (`?archives=1`, kept in the address), which then get an "Archivé" badge and a muted row.
 */
export function useArchiveList<R extends Archivable>(resource: R) {
  const [param, setParam] = useQueryParam("archives", ["0", "1"] as const, "0");
  const shown = param === "1";
  const query = useQuery(listQuery(resource, shown));
  const toggle = (
    <div className="flex items-center gap-2 rounded-md border bg-card px-3 py-1.5">
      <Switch
        id="archives"
        checked={shown}
        onCheckedChange={(on) => setParam(on ? "1" : "0")}
        data-testid="afficher-archives"
      />
      <Label htmlFor="archives">Afficher les archives</Label>
    </div>
  );
  const withBadge = React.useCallback(
    <T extends ListRow<R>>(columns: Column<T>[]): Column<T>[] =>
      shown
        ? [
            ...columns,
            col.badge<T>("archive", "Archive", (r) =>
              archivedOn(r)
                ? { label: "Archivé", variant: "secondary" }
                : { label: "Actif", variant: "success" },
            ),
          ]
        : columns,
    [shown],
  );
  const rowClassName = (row: object) => (archivedOn(row) ? "opacity-60" : undefined);
  return { query, shown, toggle, withBadge, rowClassName };
}
