import * as React from "react";
import { col } from "@/components/data-table/columns";
import type { Column } from "@/components/data-table/column-meta";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { useQueryParam } from "@/lib/use-query-param";
import { archivesFilter } from "./archive-filter";
import { archivedOn } from "./archives";

/**
 * A list screen of an archivable resource (ADR 038): the archived rows too when "Afficher les archives" is on
 * (`?archives=1`, kept in the address; `filters` asks the server for them), which then get an "Archivé" badge and a
 * muted row.
 */
export function useArchiveToggle() {
  const [param, setParam] = useQueryParam("archives", ["0", "1"] as const, "0");
  const shown = param === "1";
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
    <T extends object>(columns: Column<T>[]): Column<T>[] =>
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
  const filters = archivesFilter(shown);
  return { shown, filters, toggle, withBadge, rowClassName };
}
