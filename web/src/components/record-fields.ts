import type { ComponentType, ReactNode } from "react";
import type { Column } from "@/components/data-table/column-meta";
import type { ZodType } from "zod";
import type { Role } from "@worker/domain/roles";
import type { ConfirmTexts } from "./confirm-dialog";
import type {
  ApiRecord,
  LigneListeEntiere,
  ListRow,
  RecordRead,
  ResourceName,
  SavedRow,
} from "@/api/types";
import { formatBool, formatDate, formatMoney, formatNumber } from "@/lib/format";
import { afficherTelephone } from "@worker/domain/francais/telephone";

export type FieldType =
  | "text"
  | "email"
  | "tel"
  | "number"
  | "money"
  | "date"
  | "bool"
  | "select"
  | "radio"
  | "textarea"
  | "ref"
  | "pick"
  | "custom";

/** Raw form state: input text, switches, custom values, by field name. */
export type FormValues = Record<string, unknown>;
/** A shared zod object schema: reads the form state, gives the values sent. */
export type FormSchema = ZodType<FormValues, FormValues>;
/** A record as generic screens see it: an id, and its fields by name. */
export type AnyRecord = ApiRecord & Record<string, unknown>;

/** The field names of a record type. */
export type FieldName<T> = Extract<keyof T, string>;
/** The values of a form over T while it is edited (any field may still be blank or typed text). */
export type ValuesOf<T> = { readonly [K in FieldName<T>]?: unknown };

/** Props of a `type: "custom"` input (equipment checklist...). */
export interface CustomInputProps {
  value: unknown;
  onChange: (value: unknown) => void;
  invalid: boolean;
  id: string;
}

/** The records a "ref" / "pick" field offers: one resource, its label and (for "pick") the dialog's columns. */
export type RefTarget<R extends ResourceName = ResourceName> = {
  [K in R]: {
    resource: K;
    /** Given a row of the whole list (a picker's first guess, ADR 154) or of a search. */
    label: (record: LigneListeEntiere<K>) => string;
    columns?: Column<ListRow<K>>[];
  };
}[R];

/**
 * One field of a record screen or dialog, named by a key of its record type T: a misspelt name fails the
 * typecheck. Callbacks are methods so that the generic screens take any entity's fields as `FieldDef`.
 */
export interface FieldDef<T = AnyRecord> {
  name: FieldName<T>;
  label: string;
  type?: FieldType;
  required?: boolean;
  /** Required marker that depends on other values (syndicNom when copropriete); the schema enforces it. */
  requiredIf?(values: ValuesOf<T>): boolean;
  /** Shown only when this returns true (caveNum with a cave, nom2 with an attached client). */
  visibleIf?(values: ValuesOf<T>): boolean;
  /** Derived field (spec 5): never edited, never sent. `compute` recomputes it live from the other values. */
  computed?: boolean;
  compute?(values: ValuesOf<T>): unknown;
  options?: readonly { value: string; label: string }[];
  /** type "ref" (select) / "pick" (selection dialog): the resource whose records are offered. */
  ref?: RefTarget;
  /** type "custom": the input, its initial value from the record, its read-only rendering. */
  component?: ComponentType<CustomInputProps>;
  initial?(record: T | null): unknown;
  display?(record: T): ReactNode;
  /** Kept in the form but not sent with the record (relations applied by EntityConfig.afterSave). */
  local?: boolean;
  section?: string;
  /** The value of a new record; a function is called when the form opens (parisToday for "today"). */
  defaultValue?: string | number | boolean | (() => unknown);
  /** A new record's value is the VAT rate of Paramètres (Variable "tva"), `defaultValue` until it is read. */
  vatDefault?: boolean;
  wide?: boolean;
  /** A line under the input saying what the field means when its label alone could be read two ways. */
  description?: string;
  /** Takes a whole row (section switches, long lists). */
  full?: boolean;
}

type Element<V> = NonNullable<V> extends readonly (infer E)[] ? E : never;
/** The keys of T holding an array of records (the relations of a single read). */
export type RelationKey<T> = {
  [K in FieldName<T>]-?: [Element<T[K]>] extends [never]
    ? never
    : Element<T[K]> extends { id: number }
      ? K
      : never;
}[FieldName<T>];

interface TabBase {
  value: string;
  label: string;
}
interface RelationTabOf<T, K extends RelationKey<T>> extends TabBase {
  relation: K;
  columns: Column<Element<T[K]> & ApiRecord>[];
  basePath?: string;
}
/** A tab listing an array of the single read (spec names: biens, Missions, Fichiers...), by its key. */
export type RelationTab<T> = { [K in RelationKey<T>]: RelationTabOf<T, K> }[RelationKey<T>];
/** A tab with its own screen (add / remove / create...). */
export interface ComponentTab<R extends ResourceName> extends TabBase {
  component: ComponentType<{ record: RecordRead<R>; entity: EntityConfig<R> }>;
}
export type RecordTab<R extends ResourceName> = RelationTab<RecordRead<R>> | ComponentTab<R>;

export interface SaveContext<R extends ResourceName> {
  /** The record as the server answered the POST / PUT. */
  record: SavedRow<R>;
  /** Raw form values, local fields included. */
  values: FormValues;
  /** The record before the update; null on creation. */
  previous: RecordRead<R> | null;
  search: URLSearchParams;
}

export type BadgeSpec = {
  label: string;
  variant: "success" | "warning" | "info" | "secondary" | "destructive";
};

export interface EntityConfig<R extends ResourceName> {
  resource: R;
  basePath: string;
  singular: string;
  newLabel: string;
  createdMessage: string;
  title(record: RecordRead<R>): string;
  /** The title as shown, when it holds links to other records (a dossier: its tenant and apartment). */
  heading?: ComponentType<{ record: RecordRead<R> }>;
  fields: FieldDef<RecordRead<R>>[];
  /** The shared zod schema of worker/domain/schemas: validates the form (zodResolver). */
  schema?: FormSchema;
  /** A creation's values from the query string (?relatedAppartement=...), over the fields' defaults. */
  prefill?(search: URLSearchParams): FormValues;
  /** Creation through another call than POST /{R} (a dossier through tenant/add): answers the stored row. */
  create?(payload: FormValues): Promise<SavedRow<R>>;
  /** Rendered inside the form (useFormContext): reactions between fields beyond a computed value. */
  formEffects?: ComponentType<{ creating: boolean }>;
  /** Buttons beside "Modifier" on an existing record's screen. */
  actions?: ComponentType<{ record: RecordRead<R> }>;
  /**
   * Asked before an update is sent when it answers texts (a GLI contract's insurer paid: money goes there); declined,
   * nothing is sent and the form stays as typed.
   */
  confirmSave?(payload: FormValues, previous: RecordRead<R>): Promise<ConfirmTexts | null>;
  /**
   * The roles the server lets update this resource, when not every staff role (its CRUD's `writeRoles`): the others
   * see the record without « Modifier », and its /edit address shows the details.
   */
  writeRoles?: readonly Role[];
  /** Relation calls after a create / update (equipment, owner given by ?owner=...). */
  afterSave?(ctx: SaveContext<R>): Promise<void>;
  /** Status badge next to the title. */
  badge?(record: RecordRead<R>): BadgeSpec | null;
  /** A second state beside it, when the record has one (an apartment « En gestion » while it is « Vacant »). */
  secondBadge?(record: RecordRead<R>): BadgeSpec | null;
  /** Figures above the tabs of an existing record (a mission's summary cards), from its read. */
  summary?: ComponentType<{ record: RecordRead<R> }>;
  /** Extra content under the details (image gallery), on existing records. */
  detailsExtra?: ComponentType<{ record: RecordRead<R>; editing: boolean }>;
  tabs?: RecordTab<R>[];
}

/** Choices whose stored value is the label; shown with a capital ("collectif" -> "Collectif"). */
export const options = (...values: string[]) =>
  values.map((value) => ({ value, label: value.charAt(0).toUpperCase() + value.slice(1) }));

export const isVisible = <T>(f: FieldDef<T>, values: ValuesOf<T>) =>
  !f.visibleIf || f.visibleIf(values);

const numeric = (v: unknown) => (typeof v === "number" || typeof v === "string" ? v : null);

export function displayValue(field: Pick<FieldDef, "type" | "options">, value: unknown): string {
  if (value === null || value === undefined || value === "")
    return field.type === "bool" ? "Non" : "—";
  switch (field.type) {
    case "money":
      return formatMoney(numeric(value));
    case "number":
      return formatNumber(numeric(value));
    case "date":
      return formatDate(String(value));
    case "bool":
      return formatBool(value);
    case "select":
    case "radio":
      return field.options?.find((o) => o.value === value)?.label ?? String(value);
    case "ref":
    case "pick":
      return `n° ${String(value)}`;
    case "tel":
      return afficherTelephone(String(value));
    default:
      return String(value);
  }
}

export function groupBySection<F extends { section?: string }>(fields: F[]): [string, F[]][] {
  const groups = new Map<string, F[]>();
  for (const f of fields) {
    const key = f.section ?? "Informations";
    groups.set(key, [...(groups.get(key) ?? []), f]);
  }
  return [...groups.entries()];
}
