import * as React from "react";
import { useQuery } from "@tanstack/react-query";
import { SearchIcon, XIcon } from "lucide-react";
import { listQuery } from "@/api/resources";
import { col } from "@/components/data-table/columns";
import { Button } from "@/components/ui/button";
import type { ResourceName } from "@/api/types";
import { SelectionDialog } from "./selection-dialog";
import type { FieldDef, RefTarget } from "./record-fields";

interface PickInputProps<R extends ResourceName> {
  field: FieldDef;
  /** The records offered (field.ref). */
  target: RefTarget<R>;
  value: string;
  onChange: (value: string) => void;
  invalid: boolean;
  /** The record being edited: never offered as its own link. */
  selfId?: number;
}

/** A link to another record, chosen in the selection dialog (client's mariage...). */
export function PickInput<R extends ResourceName>({ field, target: ref, value, onChange, invalid, selfId }: PickInputProps<R>) {
  const [open, setOpen] = React.useState(false);
  const list = useQuery({ ...listQuery(ref.resource), enabled: !!value });
  const chosen = list.data?.find((r) => String(r.id) === value);
  const columns = ref.columns ?? [col.text("label", "Nom", ref.label)];
  const label = value ? (chosen ? ref.label(chosen) : list.isLoading ? "Chargement..." : `n° ${value}`) : "Aucun";

  return (
    <div className="flex items-center gap-2">
      <div
        id={`f-${field.name}`}
        aria-invalid={invalid || undefined}
        className="flex h-9 min-w-0 flex-1 items-center truncate rounded-md border border-input bg-muted/40 px-3 text-sm aria-invalid:border-destructive"
      >
        <span className={value ? "truncate" : "text-muted-foreground"}>{label}</span>
      </div>
      <Button type="button" variant="outline" size="sm" onClick={() => setOpen(true)}>
        <SearchIcon /> Choisir
      </Button>
      {value ? (
        <Button type="button" variant="ghost" size="icon-sm" aria-label={`Retirer ${field.label.toLowerCase()}`} onClick={() => onChange("")}>
          <XIcon />
        </Button>
      ) : null}
      <SelectionDialog
        open={open}
        onOpenChange={setOpen}
        title={field.label}
        resource={ref.resource}
        columns={columns}
        exclude={selfId ? [selfId] : []}
        onSelect={(row) => onChange(String(row.id))}
      />
    </div>
  );
}
