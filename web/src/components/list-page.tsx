import type { ReactNode } from "react";
import { DataTable, type DataTableProps } from "@/components/data-table/data-table";
import { ErrorState } from "@/components/error-state";
import { ListHeader, NewButton } from "@/components/page-actions";

type ListPageProps<T extends { id: number | string }> = DataTableProps<T> & {
  description: string;
  /** "Nouveau ..." link; or `headerActions` for anything else in the title row. */
  create?: { href: string; label: string };
  headerActions?: ReactNode;
  error?: unknown;
  /** Below the table (dialogs). */
  children?: ReactNode;
};

/** The frame of every list screen: description and creation on top, the one DataTable below. */
export function ListPage<T extends { id: number | string }>({
  description,
  create,
  headerActions,
  error,
  children,
  ...table
}: ListPageProps<T>) {
  if (error) return <ErrorState error={error} />;
  return (
    <div className="flex flex-col gap-4">
      <ListHeader description={description}>
        {headerActions}
        {create && <NewButton href={create.href}>{create.label}</NewButton>}
      </ListHeader>
      <DataTable {...table} />
      {children}
    </div>
  );
}
