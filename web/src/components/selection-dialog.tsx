import * as React from "react";
import type { Column } from "@/components/data-table/column-meta";
import { SearchIcon } from "lucide-react";
import { MORE_HINT, PICK_LIMIT, pickQuery } from "@/api/search";
import type { ListRow, ResourceName } from "@/api/types";
import { DataTable } from "@/components/data-table/data-table";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { useTypedSearch } from "@/lib/use-typed-search";

export interface SelectionDialogProps<R extends ResourceName> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  resource: R;
  columns: Column<ListRow<R>>[];
  /** Ids already linked: not offered again. */
  exclude?: (number | string)[];
  /** Called with the chosen row; the dialog closes once it resolves. */
  onSelect: (row: ListRow<R>) => unknown;
}

/**
 * The selection dialog of spec 2: a table of the first 20 matches of a server search (every word, accents and
 * case ignored), one "Choisir" button per row. Only what is typed travels, never the whole list.
 */
export function SelectionDialog<R extends ResourceName>({
  open,
  onOpenChange,
  title,
  description,
  resource,
  columns,
  exclude,
  onSelect,
}: SelectionDialogProps<R>) {
  const [pending, setPending] = React.useState<number | null>(null);
  const excluded = React.useMemo(() => new Set((exclude ?? []).map(String)), [exclude]);

  const withChoose = React.useMemo<Column<ListRow<R>>[]>(
    () => [
      ...columns,
      {
        id: "choisir",
        header: () => <span className="sr-only">Choisir</span>,
        enableSorting: false,
        cell: ({ row }) => (
          <Button
            size="sm"
            variant="outline"
            disabled={pending !== null}
            onClick={async () => {
              setPending(row.original.id);
              try {
                await onSelect(row.original);
                onOpenChange(false);
              } catch {
                // The caller (or the HTTP client) already told the user.
              } finally {
                setPending(null);
              }
            }}
          >
            {pending === row.original.id ? "..." : "Choisir"}
          </Button>
        ),
        meta: { className: "w-px text-right" },
      },
    ],
    [columns, onSelect, onOpenChange, pending],
  );

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-4xl">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>
            {description ?? "Recherchez puis choisissez une ligne."}
          </DialogDescription>
        </DialogHeader>
        {open ? <Matches resource={resource} columns={withChoose} excluded={excluded} /> : null}
      </DialogContent>
    </Dialog>
  );
}

interface MatchesProps<R extends ResourceName> {
  resource: R;
  columns: Column<ListRow<R>>[];
  excluded: Set<string>;
}

function Matches<R extends ResourceName>({ resource, columns, excluded }: MatchesProps<R>) {
  const search = useTypedSearch((q) => pickQuery(resource, q));
  const rows = React.useMemo(
    () => search.rows.filter((r) => !excluded.has(String(r.id))),
    [search.rows, excluded],
  );
  return (
    <div className="flex min-w-0 flex-col gap-3">
      <div className="relative w-full sm:max-w-sm">
        <SearchIcon className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground" />
        <Input
          value={search.q}
          onChange={(e) => search.setQ(e.target.value)}
          placeholder="Rechercher…"
          aria-label="Rechercher"
          className="pl-8"
          autoFocus
        />
      </div>
      <DataTable
        columns={columns}
        data={rows}
        isLoading={!search.answered}
        searchable={false}
        pageSize={PICK_LIMIT}
        emptyText={search.pending ? "Recherche…" : "Aucun résultat"}
        actions={{ edit: false, view: false, delete: false }}
        exportName={`selection-${resource}`}
      />
      {search.rows.length >= PICK_LIMIT ? (
        <p className="text-xs text-muted-foreground">{MORE_HINT}</p>
      ) : null}
    </div>
  );
}
