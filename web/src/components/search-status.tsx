import { CommandStatus } from "@/components/ui/command";

interface SearchStatusProps {
  search: { rows: unknown[]; pending: boolean; answered: boolean; failed: boolean };
  /** Shown before anything is typed, when an empty query asks nothing (Ctrl+K). */
  hint?: string;
  idle?: boolean;
}

/** The one line a server-fed list shows when it has no rows: a hint, "Recherche…", "Aucun résultat" or a failure. */
export function SearchStatus({ search, hint, idle }: SearchStatusProps) {
  if (search.failed) return <CommandStatus>La recherche n'a pas abouti. Réessayez.</CommandStatus>;
  if (search.rows.length > 0) return null;
  if (idle) return hint ? <CommandStatus>{hint}</CommandStatus> : null;
  return (
    <CommandStatus>
      {search.pending || !search.answered ? "Recherche…" : "Aucun résultat"}
    </CommandStatus>
  );
}
