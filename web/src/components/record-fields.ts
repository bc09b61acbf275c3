import type { ComponentType, ReactNode } from "react";
import type { ColumnDef } from "@tanstack/react-table";
import type { ApiRecord, ResourceName } from "@/api/types";
import { formatBool, formatDate, formatMoney, formatNumber } from "@/lib/format";

export type FieldType =
  | "text" | "email" | "tel" | "number" | "money" | "date" | "bool" | "select" | "radio" | "textarea" | "ref" | "pick" | "custom";

export type FormValues = Record<string, unknown>;

/** Props of a `type: "custom"` input (equipment checklist...). */
export interface CustomInputProps {
  value: unknown;
  onChange: (value: unknown) => void;
  invalid: boolean;
  id: string;
}

export interface FieldDef {
  name: string;
  label: string;
  type?: FieldType;
  required?: boolean;
  /** Required marker that depends on other values (syndicNom when copropriete); the schema enforces it. */
  requiredIf?: (values: FormValues) => boolean;
  /** Shown only when this returns true (caveNum with a cave, nom2 with an attached client). */
  visibleIf?: (values: FormValues) => boolean;
  /** Derived field (spec 5): never edited, never sent. `compute` recomputes it live from the other values. */
  computed?: boolean;
  compute?: (values: FormValues) => unknown;
  options?: readonly { value: string; label: string }[];
  /** type "ref" (select) / "pick" (selection dialog): the resource whose records are offered. */
  ref?: { resource: ResourceName; label: (r: ApiRecord) => string; columns?: ColumnDef<ApiRecord, any>[] };
  /** type "custom": the input, its initial value from the record, its read-only rendering. */
  component?: ComponentType<CustomInputProps>;
  initial?: (record: ApiRecord | null) => unknown;
  display?: (record: ApiRecord) => ReactNode;
  /** Kept in the form but not sent with the record (relations applied by EntityConfig.afterSave). */
  local?: boolean;
  section?: string;
  /** The value of a new record; a function is called when the form opens (parisToday for "today"). */
  defaultValue?: unknown;
  wide?: boolean;
  /** Takes a whole row (section switches, long lists). */
  full?: boolean;
}

interface TabBase {
  value: string;
  label: string;
}
/** A tab listing an array of the single read (spec names: biens, Missions, Fichiers...). */
export interface RelationTab extends TabBase {
  relation: string;
  columns: ColumnDef<ApiRecord, any>[];
  basePath?: string;
}
/** A tab with its own screen (add / remove / create...). */
export interface ComponentTab extends TabBase {
  component: ComponentType<{ record: ApiRecord; entity: EntityConfig }>;
}
export type RecordTab = RelationTab | ComponentTab;

export interface SaveContext {
  /** The record as the server answered the POST / PUT. */
  record: ApiRecord;
  /** Raw form values, local fields included. */
  values: FormValues;
  /** The record before the update; null on creation. */
  previous: ApiRecord | null;
  search: URLSearchParams;
}

export interface EntityConfig {
  resource: ResourceName;
  basePath: string;
  singular: string;
  newLabel: string;
  createdMessage: string;
  title: (record: ApiRecord) => string;
  fields: FieldDef[];
  /** The shared zod schema of worker/domain/schemas: validates the form (zodResolver). */
  schema?: import("zod").ZodType;
  /** Relation calls after a create / update (equipment, owner given by ?owner=...). */
  afterSave?: (ctx: SaveContext) => Promise<void>;
  /** Status badge next to the title. */
  badge?: (record: ApiRecord) => { label: string; variant: "success" | "warning" | "info" | "secondary" | "destructive" } | null;
  /** Extra content under the details (image gallery), on existing records. */
  detailsExtra?: ComponentType<{ record: ApiRecord; editing: boolean }>;
  tabs?: RecordTab[];
}

/** Choices whose stored value is the label; shown with a capital ("collectif" -> "Collectif"). */
export const options = (...values: string[]) => values.map((value) => ({ value, label: value.charAt(0).toUpperCase() + value.slice(1) }));

export const isVisible = (f: FieldDef, values: FormValues) => !f.visibleIf || f.visibleIf(values);

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
    case "radio":
      return field.options?.find((o) => o.value === value)?.label ?? String(value);
    case "ref":
    case "pick":
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
