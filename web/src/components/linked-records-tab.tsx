import * as React from "react";
import type { Column } from "@/components/data-table/column-meta";
import { Link } from "wouter";
import { LinkIcon, PlusIcon, UnlinkIcon } from "lucide-react";
import { useRelationAction } from "@/api/relations";
import type { ApiRecord, ListRow, ResourceName } from "@/api/types";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { DataTable } from "@/components/data-table/data-table";
import { IconAction } from "@/components/data-table/row-actions";
import { Button } from "@/components/ui/button";
import { MESSAGES, notify } from "@/lib/notify";
import { SelectionDialog } from "./selection-dialog";

/** T: the linked rows as the record's read holds them; R: the resource they are picked from. */
export interface LinkedRecordsTabProps<T extends ApiRecord, R extends ResourceName> {
  rows: T[];
  columns: Column<T>[];
  /** Rows link to `${basePath}/:id` (view, edit). */
  basePath?: string;
  exportName: string;
  emptyText?: string;
  /** "Ajouter": pick an existing record in the selection dialog, then link it. */
  add?: {
    title: string;
    resource: R;
    columns: Column<ListRow<R>>[];
    link: (row: ListRow<R>) => Promise<unknown>;
  };
  /** "Retirer": confirmed, then unlinked (withDelete: the user's role may use DELETE). */
  remove?: { title: string; unlink: (row: T, withDelete: boolean) => Promise<unknown> };
  /** "Créer": a new record that comes back here (?oncreate=). */
  createHref?: string;
  onEdit?: (row: T) => void;
  /** Show the row's link to its edit screen (off when the row is edited inline). */
  editLink?: boolean;
  rowActions?: (row: T) => React.ReactNode;
  /** The message once an add or a removal answered (a change held for a second person says so); default: saved. */
  savedMessage?: (answer: unknown) => string;
}

/** A record's relation tab (owners, owned apartments, missions): list, add, remove, create. */
export function LinkedRecordsTab<T extends ApiRecord, R extends ResourceName>(
  props: LinkedRecordsTabProps<T, R>,
) {
  const { rows, columns, basePath, exportName, add, remove, createHref, onEdit } = props;
  const action = useRelationAction();
  const [picking, setPicking] = React.useState(false);
  const [removing, setRemoving] = React.useState<T | null>(null);

  const rowActions = (row: T) => (
    <>
      {props.rowActions?.(row)}
      {remove ? (
        <IconAction label="Retirer">
          <Button
            variant="destructive-ghost"
            size="icon-sm"
            aria-label="Retirer"
            onClick={() => setRemoving(row)}
          >
            <UnlinkIcon />
          </Button>
        </IconAction>
      ) : null}
    </>
  );

  const toolbar = (
    <>
      {add ? (
        <Button variant="outline" onClick={() => setPicking(true)}>
          <LinkIcon /> Ajouter
        </Button>
      ) : null}
      {createHref ? (
        <Button asChild>
          <Link href={createHref}>
            <PlusIcon /> Créer
          </Link>
        </Button>
      ) : null}
    </>
  );

  return (
    <>
      <DataTable
        columns={columns}
        data={rows}
        basePath={basePath}
        actions={{ edit: props.editLink ?? (!!onEdit || !!basePath), delete: false }}
        onEdit={onEdit}
        rowActions={remove || props.rowActions ? rowActions : undefined}
        exportName={exportName}
        toolbar={toolbar}
        emptyText={props.emptyText}
      />
      {add ? (
        <SelectionDialog
          open={picking}
          onOpenChange={setPicking}
          title={add.title}
          resource={add.resource}
          columns={add.columns}
          exclude={rows.map((r) => r.id)}
          onSelect={async (row) => {
            const answer = await action.run(() => add.link(row));
            notify.info(props.savedMessage?.(answer) ?? MESSAGES.saved);
          }}
        />
      ) : null}
      {remove ? (
        <ConfirmDialog
          open={removing !== null}
          onOpenChange={(open) => !open && setRemoving(null)}
          title={remove.title}
          confirmLabel="Retirer"
          onConfirm={async () => {
            const answer = await action.run((withDelete) => remove.unlink(removing!, withDelete));
            notify.info(props.savedMessage?.(answer) ?? MESSAGES.saved);
          }}
        />
      ) : null}
    </>
  );
}
