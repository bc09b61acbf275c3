import * as React from "react";
import { useQueryClient } from "@tanstack/react-query";
import { CheckIcon, ChevronsUpDownIcon, XIcon } from "lucide-react";
import { MORE_HINT, PICK_LIMIT, pickedQuery, pickQuery, usePickedRecord } from "@/api/search";
import type { ListRow, ResourceName } from "@/api/types";
import { Button } from "@/components/ui/button";
import { Command, CommandInput, CommandItem, CommandList } from "@/components/ui/command";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import { useActiveOption, useTypedSearch } from "@/lib/use-typed-search";
import { cn } from "@/lib/utils";
import type { FieldDef, RefTarget } from "./record-fields";
import { SearchStatus } from "./search-status";

interface PickInputProps<R extends ResourceName> {
  field: FieldDef;
  /** The records offered (field.ref). */
  target: RefTarget<R>;
  value: string;
  onChange: (value: string) => void;
  invalid: boolean;
  /** The record being edited: never offered as its own link. */
  selfId?: number;
  /** react-hook-form's ref: a refused field gets the focus. */
  ref?: React.Ref<HTMLButtonElement>;
}

/**
 * A link to another record (a dossier's apartment and tenant, a client's spouse...): a combobox searching the
 * server as one types (every word, accents and case ignored), the first 20 matches, arrows / Enter / Escape.
 */
export function PickInput<R extends ResourceName>({
  field,
  target,
  value,
  onChange,
  invalid,
  selfId,
  ref,
}: PickInputProps<R>) {
  const { resource, label } = target;
  const [open, setOpen] = React.useState(false);
  const qc = useQueryClient();
  // The chosen record is read by its id: its label shows even when it is not among the first matches.
  const picked = usePickedRecord(resource, value);
  const shown = value
    ? picked.data
      ? label(picked.data)
      : picked.isLoading
        ? "Chargement…"
        : `n° ${value}`
    : null;

  function choose(row: ListRow<R>) {
    qc.setQueryData(pickedQuery(resource, String(row.id)).queryKey, row);
    onChange(String(row.id));
    setOpen(false);
  }

  return (
    <div className="flex min-w-0 items-center gap-2">
      <Popover open={open} onOpenChange={setOpen} modal>
        <PopoverTrigger asChild>
          <Button
            ref={ref}
            id={`f-${field.name}`}
            type="button"
            variant="outline"
            role="combobox"
            aria-expanded={open}
            aria-haspopup="listbox"
            aria-invalid={invalid || undefined}
            // The first matches are asked for as soon as the pointer or the focus comes near.
            onPointerEnter={() => void qc.prefetchQuery(pickQuery(resource, ""))}
            onFocus={() => void qc.prefetchQuery(pickQuery(resource, ""))}
            className="h-9 min-w-0 flex-1 justify-between px-3 font-normal aria-invalid:border-destructive"
          >
            <span className={cn("truncate", !shown && "text-muted-foreground")}>
              {shown ?? "Choisir…"}
            </span>
            <ChevronsUpDownIcon className="opacity-50" />
          </Button>
        </PopoverTrigger>
        <PopoverContent align="start" className="w-(--radix-popover-trigger-width) min-w-72 p-0">
          <PickList
            resource={resource}
            title={field.label}
            label={label}
            value={value}
            exclude={selfId}
            onPick={choose}
          />
        </PopoverContent>
      </Popover>
      {value && !field.required ? (
        <Button
          type="button"
          variant="ghost"
          size="icon-sm"
          aria-label={`Retirer ${field.label.toLowerCase()}`}
          onClick={() => onChange("")}
        >
          <XIcon />
        </Button>
      ) : null}
    </div>
  );
}

interface PickListProps<R extends ResourceName> {
  resource: R;
  title: string;
  label: (r: ListRow<R>) => string;
  value: string;
  exclude?: number;
  onPick: (row: ListRow<R>) => void;
}

/** The search box and its matches (dimmed while newer ones load). */
function PickList<R extends ResourceName>({
  resource,
  title,
  label,
  value,
  exclude,
  onPick,
}: PickListProps<R>) {
  const search = useTypedSearch((q) => pickQuery(resource, q));
  const rows = search.rows.filter((r) => r.id !== exclude);
  const active = useActiveOption(
    rows.map((r) => String(r.id)),
    search.pending,
    (value) => {
      const row = rows.find((r) => String(r.id) === value);
      if (row) onPick(row);
    },
  );

  return (
    // cmdk names its input after the label.
    <Command shouldFilter={false} label={`Rechercher : ${title.toLowerCase()}`} {...active}>
      <CommandInput value={search.q} onValueChange={search.setQ} placeholder="Rechercher…" />
      <CommandList
        aria-busy={search.pending || undefined}
        className={cn(search.pending && "opacity-70")}
      >
        <SearchStatus search={{ ...search, rows }} />
        {rows.map((r) => (
          <CommandItem key={r.id} value={String(r.id)} onSelect={() => onPick(r)}>
            <CheckIcon className={cn(String(r.id) === value ? "opacity-100" : "opacity-0")} />
            <span className="min-w-0 flex-1 truncate">{label(r)}</span>
            <span className="shrink-0 text-xs text-muted-foreground">n° {r.id}</span>
          </CommandItem>
        ))}
        {search.rows.length >= PICK_LIMIT ? (
          <p className="px-3 py-2 text-xs text-muted-foreground">{MORE_HINT}</p>
        ) : null}
      </CommandList>
    </Command>
  );
}
