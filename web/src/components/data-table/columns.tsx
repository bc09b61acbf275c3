import type { ColumnDef } from "@tanstack/react-table";
import { Badge } from "@/components/ui/badge";
import { formatBool, formatDate, formatDateTime, formatMoney, formatNumber } from "@/lib/format";

type Row = Record<string, unknown>;
type Getter<T> = (row: T) => unknown;

function make<T>(id: string, header: string, get: Getter<T>, format: (v: unknown) => string, className?: string, csv?: (v: unknown) => string): ColumnDef<T, unknown> {
  return {
    id,
    header,
    accessorFn: (row) => get(row),
    cell: ({ getValue }) => format(getValue()),
    meta: { text: (row: T) => format(get(row)), className, csv: csv && ((row: T) => csv(get(row))) },
  };
}

/** "1234,5" for the CSV: a number a French spreadsheet reads as one (no grouping space, no "€"). */
const csvNumber = (v: unknown) => (v === null || v === undefined || v === "" || !Number.isFinite(Number(v)) ? "" : String(Number(v)).replace(".", ","));

const field = <T,>(key: string): Getter<T> => (row) => (row as Row)[key];

/** Column builders shared by every list: one place for fr-FR formatting. */
export const col = {
  text: <T,>(key: string, header: string, get: Getter<T> = field(key)) =>
    make<T>(key, header, get, (v) => (v === null || v === undefined ? "" : String(v))),
  number: <T,>(key: string, header: string, get: Getter<T> = field(key)) =>
    make<T>(key, header, get, (v) => formatNumber(v as number), "text-right tabular-nums", csvNumber),
  money: <T,>(key: string, header: string, get: Getter<T> = field(key)) =>
    make<T>(key, header, get, (v) => formatMoney(v as number), "text-right tabular-nums", csvNumber),
  date: <T,>(key: string, header: string, get: Getter<T> = field(key)) => ({
    ...make<T>(key, header, get, (v) => formatDate(v as string)),
    sortingFn: "alphanumeric" as const,
  }),
  dateTime: <T,>(key: string, header: string, get: Getter<T> = field(key)) => ({
    ...make<T>(key, header, get, (v) => formatDateTime(v as string)),
    sortingFn: "alphanumeric" as const,
  }),
  bool: <T,>(key: string, header: string, get: Getter<T> = field(key)): ColumnDef<T, unknown> => ({
    id: key,
    header,
    accessorFn: (row) => Boolean(get(row)),
    cell: ({ getValue }) => (
      <Badge variant={getValue() ? "success" : "secondary"}>{formatBool(getValue())}</Badge>
    ),
    meta: { text: (row: T) => formatBool(get(row)) },
  }),
  badge: <T,>(
    key: string,
    header: string,
    get: (row: T) => { label: string; variant: "success" | "warning" | "info" | "secondary" | "destructive" },
  ): ColumnDef<T, unknown> => ({
    id: key,
    header,
    accessorFn: (row) => get(row).label,
    cell: ({ row }) => {
      const b = get(row.original);
      return <Badge variant={b.variant}>{b.label}</Badge>;
    },
    meta: { text: (row: T) => get(row).label },
  }),
};
