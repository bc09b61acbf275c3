import * as React from "react";
import { useLocation } from "wouter";
import {
  Building2Icon,
  FolderOpenIcon,
  UserRoundIcon,
  UsersIcon,
  type LucideIcon,
} from "lucide-react";
import { globalSearchQuery, type SearchHit, type SearchType } from "@/api/search";
import {
  CommandDialog,
  CommandGroup,
  CommandInput,
  CommandItem,
  CommandList,
} from "@/components/ui/command";
import { useActiveOption, useTypedSearch } from "@/lib/use-typed-search";
import { SearchStatus } from "./search-status";

/** The answer's types, in its order, with the record screen each one opens (the entities' basePath). */
const TYPES: { type: SearchType; heading: string; path: string; icon: LucideIcon }[] = [
  { type: "Client", heading: "Clients", path: "/client", icon: UserRoundIcon },
  { type: "Appartement", heading: "Appartements", path: "/appartements", icon: Building2Icon },
  { type: "Locataire", heading: "Locataires", path: "/locataires", icon: UsersIcon },
  { type: "Dossier", heading: "Dossiers", path: "/dossiers", icon: FolderOpenIcon },
];

const optionValue = (hit: SearchHit) => `${hit.type}-${hit.id}`;
const pathOf = Object.fromEntries(TYPES.map((t) => [t.type, t.path])) as Record<SearchType, string>;

interface GlobalSearchDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The Ctrl+K dialog: type, move with the arrows, Enter opens the record, Escape closes. */
export default function GlobalSearchDialog({ open, onOpenChange }: GlobalSearchDialogProps) {
  const [, navigate] = useLocation();
  const search = useTypedSearch(globalSearchQuery);
  const idle = search.q.trim() === "";
  const hits = idle ? [] : search.rows;
  const openRecord = (hit: SearchHit) => {
    onOpenChange(false);
    navigate(`${pathOf[hit.type]}/${hit.id}`);
  };
  const active = useActiveOption(hits.map(optionValue), search.pending, (value) => {
    const hit = hits.find((h) => optionValue(h) === value);
    if (hit) openRecord(hit);
  });

  const { setQ } = search;
  // Closed by any means (Escape, Ctrl+K, a choice): the next opening starts afresh.
  React.useEffect(() => {
    if (!open) setQ("");
  }, [open, setQ]);

  return (
    <CommandDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Recherche"
      description="Clients, appartements, locataires et dossiers, par nom, adresse ou référence."
      commandProps={{
        shouldFilter: false,
        label: "Rechercher un client, un appartement, un locataire ou un dossier",
        ...active,
      }}
    >
      <CommandInput
        value={search.q}
        onValueChange={search.setQ}
        placeholder="Client, appartement, locataire, dossier…"
        wrapperClassName="pr-10"
      />
      <CommandList aria-busy={search.pending || undefined} className="max-h-[min(440px,60vh)]">
        <SearchStatus
          search={{ ...search, rows: hits }}
          idle={idle}
          hint="Tapez un nom, une adresse ou une référence de dossier."
        />
        {TYPES.map(({ type, heading, icon: Icon }) => {
          const ofType = hits.filter((h) => h.type === type);
          return ofType.length ? (
            <CommandGroup key={type} heading={heading}>
              {ofType.map((hit) => (
                <CommandItem key={hit.id} value={optionValue(hit)} onSelect={() => openRecord(hit)}>
                  <Icon />
                  <div className="min-w-0 flex-1">
                    <p className="truncate">{hit.label}</p>
                    {hit.detail ? (
                      <p className="truncate text-xs text-muted-foreground">{hit.detail}</p>
                    ) : null}
                  </div>
                </CommandItem>
              ))}
            </CommandGroup>
          ) : null;
        })}
      </CommandList>
    </CommandDialog>
  );
}
