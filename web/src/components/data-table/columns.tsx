import type * as React from "react";
import type { ColumnDef } from "@tanstack/react-table";
import { Badge } from "@/components/ui/badge";
import { formatBool, formatDate, formatDateTime, formatMoney, formatNumber } from "@/lib/format";
import { csvMontant } from "@/lib/csv";

/**
 * The builders' own `cell` functions below: they call no hook, so a list's rows draw them by a call rather than as a
 * component of their own, one fiber less a cell (table-body.tsx, ADR 102). A column that replaces its `cell` (with
 * state, effects or not) is not among them, and stays a component.
 */
const plainCells = new WeakSet<object>();
function plain<F extends object>(cell: F): F {
  plainCells.add(cell);
  return cell;
}
/** Whether `cell` is one of the builders' own (no hook): a list's rows may call it. */
export const isPlainCell = <C,>(cell: unknown): cell is (context: C) => React.ReactNode =>
  typeof cell === "function" && plainCells.has(cell);

type Key<T> = Extract<keyof T, string>;
/** The keys of T whose values are V (or blank). */
type KeyOf<T, V> = { [K in Key<T>]-?: NonNullable<T[K]> extends V ? K : never }[Key<T>];
type Getter<T, V> = (row: T) => V | null | undefined;
/**
 * A column reads the record's field `key`, whose values must suit the column (a misspelt or ill-typed field fails
 * the typecheck), or takes a column id and a getter for anything computed.
 */
export type ColumnArgs<T, V> =
  | [key: KeyOf<T, V>, header: string]
  | [id: string, header: string, get: Getter<T, V>];

function getterOf<T, V>(args: ColumnArgs<T, V>): Getter<T, V> {
  if (args.length === 3) return args[2];
  const key = args[0];
  // KeyOf<T, V> names a field of T holding V: what the typecheck proved at the call site.
  return (row) => row[key] as V | null | undefined;
}

function make<T extends B, B, V>(
  args: ColumnArgs<B, V>,
  format: (v: V | null | undefined) => string,
  className?: string,
  csv?: (v: V | null | undefined) => string,
): ColumnDef<T, unknown> {
  const [id, header] = args;
  const get = getterOf(args);
  return {
    id,
    header,
    accessorFn: (row) => get(row),
    cell: plain(({ row }) => format(get(row.original))),
    meta: {
      text: (row: T) => format(get(row)),
      className,
      csv: csv && ((row: T) => csv(get(row))),
    },
  };
}

const plainText = (v: string | number | null | undefined) =>
  v === null || v === undefined ? "" : String(v);

/** "1234,5" for the CSV: a number a French spreadsheet reads as one (no grouping space, no "€"). */
const csvNumber = (v: number | null | undefined) =>
  v === null || v === undefined || !Number.isFinite(v) ? "" : String(v).replace(".", ",");

/**
 * Column builders shared by every list: one place for fr-FR formatting. `col.text<Client>("nom", "Nom")` reads the
 * field of the rows' type; a column set shared by several row types is a function of the row type T, its fields
 * checked against their common type B (`col.text<T, Appartement>("adresse", ...)`): TanStack's ColumnDef does not
 * let a column of B serve rows of T.
 */
export const col = {
  // Text wraps (an address takes two lines) so that a table fits its card, yet keeps a readable width when the
  // table must scroll on a phone (a table cell ignores min-width, a block inside it does not). Numbers, dates and
  // badges never wrap.
  text: <T extends B, B = T>(...args: ColumnArgs<B, string | number>): ColumnDef<T, unknown> => {
    const column = make<T, B, string | number>(args, plainText);
    return {
      ...column,
      cell: plain((c) => (
        <span className="block min-w-32 whitespace-normal">
          {column.meta!.text!(c.row.original) as string}
        </span>
      )),
    };
  },
  // A short text (a number, a kind, a duration) as narrow as its words: `text` keeps 8 rem a column for a table a
  // phone scrolls, and a register or journal of such columns ran past its card beside Paramètres' side list.
  court: <T extends B, B = T>(...args: ColumnArgs<B, string | number>): ColumnDef<T, unknown> => {
    const column = make<T, B, string | number>(args, plainText);
    return {
      ...column,
      cell: plain((c) => (
        <span className="whitespace-normal">{column.meta!.text!(c.row.original) as string}</span>
      )),
    };
  },
  number: <T extends B, B = T>(...args: ColumnArgs<B, number>) =>
    make<T, B, number>(args, formatNumber, "text-right tabular-nums", csvNumber),
  money: <T extends B, B = T>(...args: ColumnArgs<B, number>) =>
    make<T, B, number>(args, formatMoney, "text-right tabular-nums", csvMontant),
  date: <T extends B, B = T>(...args: ColumnArgs<B, string>) => ({
    ...make<T, B, string>(args, formatDate),
    sortingFn: "alphanumeric" as const,
  }),
  dateTime: <T extends B, B = T>(...args: ColumnArgs<B, string>) => ({
    ...make<T, B, string>(args, formatDateTime),
    sortingFn: "alphanumeric" as const,
  }),
  /** Oui / Non of any field (a stored document counts as Oui). */
  bool: <T extends B, B = T>(...args: ColumnArgs<B, unknown>): ColumnDef<T, unknown> => {
    const get = getterOf(args);
    return {
      id: args[0],
      header: args[1],
      accessorFn: (row) => Boolean(get(row)),
      cell: plain(({ getValue }) => (
        <Badge variant={getValue() ? "success" : "secondary"}>{formatBool(getValue())}</Badge>
      )),
      meta: { text: (row: T) => formatBool(get(row)) },
    };
  },
  badge: <T,>(
    key: string,
    header: string,
    get: (row: T) => {
      label: string;
      variant: "success" | "warning" | "info" | "secondary" | "destructive";
    },
  ): ColumnDef<T, unknown> => ({
    id: key,
    header,
    accessorFn: (row) => get(row).label,
    cell: plain(({ row }) => {
      const b = get(row.original);
      return <Badge variant={b.variant}>{b.label}</Badge>;
    }),
    meta: { text: (row: T) => get(row).label, card: "status" },
  }),
};
