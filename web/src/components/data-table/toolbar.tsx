import type { ReactNode } from "react";
import { DownloadIcon, SearchIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";

interface ToolbarProps {
  filter: string;
  onFilter: (value: string) => void;
  searchable: boolean;
  onExport: () => void;
  canExport: boolean;
  /** Whether the export button shows at all (DataTableProps.exportable). */
  exportable: boolean;
  /** The export button's words when the list says what it holds ("Télécharger les erreurs (CSV)"). */
  exportLabel?: string;
  children?: ReactNode;
}

/** Search box on the left; the list's own controls and the CSV export on the right. */
export function DataTableToolbar({
  filter,
  onFilter,
  searchable,
  onExport,
  canExport,
  exportable,
  exportLabel = "Exporter CSV",
  children,
}: ToolbarProps) {
  // Nothing to show: no empty row above the table.
  if (!searchable && !exportable && !children) return null;
  return (
    <div className="flex flex-wrap items-center gap-2">
      {searchable ? (
        <div className="relative w-full max-w-xs">
          <SearchIcon className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground" />
          <Input
            value={filter}
            onChange={(e) => onFilter(e.target.value)}
            placeholder="Rechercher..."
            aria-label="Rechercher"
            className="pl-8"
          />
        </div>
      ) : null}
      <div className="ml-auto flex flex-wrap items-center gap-2">
        {children}
        {exportable ? (
          <Button variant="outline" onClick={onExport} disabled={!canExport}>
            <DownloadIcon /> {exportLabel}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
