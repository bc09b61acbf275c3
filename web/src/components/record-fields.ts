import type { ColumnDef } from "@tanstack/react-table";
import type { ApiRecord, ResourceName } from "@/api/types";
import { formatBool, formatDate, formatMoney, formatNumber } from "@/lib/format";

export type FieldType = "text" | "email" | "tel" | "number" | "money" | "date" | "bool" | "select" | "textarea" | "ref";

export interface FieldDef {
  name: string;
  label: string;
  type?: FieldType;
  required?: boolean;
  /** Computed by the server (derived rules of spec 5): shown, never edited. */
  computed?: boolean;
  options?: readonly { value: string; label: string }[];
  /** type "ref": the resource whose records fill the select. */
  ref?: { resource: ResourceName; label: (r: ApiRecord) => string };
  section?: string;
  defaultValue?: unknown;
  wide?: boolean;
}

export interface RelationTab {
  value: string;
  label: string;
  /** Key of the array in the single read (spec names: biens, Missions, Fichiers...). */
  relation: string;
  columns: ColumnDef<ApiRecord, any>[];
  basePath?: string;
}

export interface EntityConfig {
  resource: ResourceName;
  basePath: string;
  singular: string;
  newLabel: string;
  createdMessage: string;
  title: (record: ApiRecord) => string;
  fields: FieldDef[];
  tabs?: RelationTab[];
}

export const options = (...values: string[]) => values.map((value) => ({ value, label: value }));

export function displayValue(field: FieldDef, value: unknown, refLabel?: string): string {
  if (value === null || value === undefined || value === "") return field.type === "bool" ? "Non" : "—";
  switch (field.type) {
    case "money":
      return formatMoney(value as number);
    case "number":
      return formatNumber(value as number);
    case "date":
      return formatDate(String(value));
    case "bool":
      return formatBool(value);
    case "select":
      return field.options?.find((o) => o.value === value)?.label ?? String(value);
    case "ref":
      return refLabel ?? `n° ${String(value)}`;
    default:
      return String(value);
  }
}

export function groupBySection(fields: FieldDef[]): [string, FieldDef[]][] {
  const groups = new Map<string, FieldDef[]>();
  for (const f of fields) {
    const key = f.section ?? "Informations";
    groups.set(key, [...(groups.get(key) ?? []), f]);
  }
  return [...groups.entries()];
}
