import * as React from "react";
import { useQuery } from "@tanstack/react-query";
import { Link } from "wouter";
import { libelleRessource } from "@worker/domain/journal/libelles";
import { RESSOURCES_JOURNAL } from "@worker/domain/journal/ressources";
import { JOURNAL_LIGNES_DEFAUT } from "@worker/domain/journal/regles";
import { col } from "@/components/data-table/columns";
import type { Column } from "@/components/data-table/column-meta";
import { DataTable } from "@/components/data-table/data-table";
import { DateInput } from "@/components/date-input";
import { ErrorState } from "@/components/error-state";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
import { formatCount } from "@/lib/format";
import { FILTRES_VIDES, type FiltresJournal, type LigneJournal, journalQuery } from "./journal-api";
import { actionFr, changementsFr } from "./journal-format";
import { ficheJournal } from "./journal-libelles";

/** A line with an id of its own for the table (several lines name the same record): its record's id apart. */
type RowWithId = Omit<LigneJournal, "id"> & { id: string; ressourceId: string };

const lignesFr = (r: RowWithId) => changementsFr(r.resource, r.action, r.changes);
const changements: Column<RowWithId> = {
  id: "changes",
  header: "Modifications",
  accessorFn: (r) => lignesFr(r).join(" ; "),
  // Broken anywhere, not only between words: a value without a space (a file's key, a reference) counts whole in a
  // table's narrowest width with `break-words`, and drew the column past the card's edge. 10 rem at the least: with
  // 12 the columns' narrowest widths came 5 px over the card at 1440 px (« Modification », a user's e-mail).
  cell: ({ row }) => (
    <ul className="min-w-40 whitespace-normal [overflow-wrap:anywhere] text-sm">
      {lignesFr(row.original).map((c) => (
        <li key={c}>{c}</li>
      ))}
    </ul>
  ),
  meta: { text: (r: RowWithId) => lignesFr(r).join(" ; "), card: "text" },
};

/** The record's number, a link to its screen while it exists (issue 42). */
const numero: Column<RowWithId> = {
  id: "ressourceId",
  header: "N°",
  accessorFn: (r) => r.ressourceId,
  cell: ({ row }) => {
    const href = row.original.existe
      ? ficheJournal(row.original.resource, row.original.ressourceId)
      : null;
    return href ? (
      <Link
        href={href}
        className="underline underline-offset-4"
        aria-label={`Ouvrir la fiche ${libelleRessource(row.original.resource)} n° ${row.original.ressourceId}`}
        onClick={(e) => e.stopPropagation()}
      >
        {row.original.ressourceId}
      </Link>
    ) : (
      row.original.ressourceId
    );
  },
  meta: { text: (r: RowWithId) => r.ressourceId },
};

const FILTRES: { key: "user" | "id"; label: string }[] = [
  { key: "user", label: "Utilisateur (e-mail)" },
  { key: "id", label: "N° de l'enregistrement" },
];

/** The select's choices: every journaled resource by its French name, in the alphabet's order. */
const RESSOURCES = Object.entries(RESSOURCES_JOURNAL).sort(([, a], [, b]) =>
  a.localeCompare(b, "fr"),
);
const TOUTES = "toutes";

/**
 * Paramètres > Journal (ADR 029): every write, newest first, filtered by user, resource, id and dates; the
 * table's export is the CSV (lib/csv.ts, formulas neutralised).
 */
export function JournalTab() {
  const [brouillon, setBrouillon] = React.useState<FiltresJournal>(FILTRES_VIDES);
  const [filtres, setFiltres] = React.useState<FiltresJournal>(FILTRES_VIDES);
  const { data, isLoading, isError, error } = useQuery(journalQuery(filtres));
  const rows = React.useMemo(
    () => data?.map((l, i) => ({ ...l, id: `${l.at}-${i}`, ressourceId: l.id })),
    [data],
  );
  const columns = React.useMemo(
    () => [
      col.dateTime<RowWithId>("at", "Date et heure"),
      col.text<RowWithId>("user", "Utilisateur"),
      // From which session (issue 59): its first characters, in capitals (a random id never reads as a field name).
      col.court<RowWithId>("sessionId", "Session", (r) =>
        r.sessionId ? r.sessionId.slice(0, 8).toUpperCase() : "—",
      ),
      col.court<RowWithId>("action", "Action", (r) => actionFr(r.action)),
      col.court<RowWithId>("resource", "Ressource", (r) => libelleRessource(r.resource)),
      numero,
      changements,
    ],
    [],
  );
  const set = (key: keyof FiltresJournal) => (value: string) =>
    setBrouillon((f) => ({ ...f, [key]: value }));
  if (isError) return <ErrorState error={error} />;
  return (
    <div className="flex flex-col gap-3">
      <form
        className="flex flex-wrap items-end gap-3"
        aria-label="Filtres du journal"
        onSubmit={(e) => {
          e.preventDefault();
          setFiltres(brouillon);
        }}
      >
        {FILTRES.map((f) => (
          <div key={f.key} className="flex flex-col gap-1">
            <Label htmlFor={`journal-${f.key}`}>{f.label}</Label>
            <Input
              id={`journal-${f.key}`}
              className="w-52"
              value={brouillon[f.key]}
              onChange={(e) => set(f.key)(e.target.value)}
            />
          </div>
        ))}
        <div className="flex flex-col gap-1">
          <Label htmlFor="journal-resource">Ressource</Label>
          <Select
            value={brouillon.resource || TOUTES}
            onValueChange={(v) => set("resource")(v === TOUTES ? "" : v)}
          >
            <SelectTrigger id="journal-resource" className="w-60">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={TOUTES}>Toutes les ressources</SelectItem>
              {RESSOURCES.map(([r, label]) => (
                <SelectItem key={r} value={r}>
                  {label}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <div className="flex flex-col gap-1">
          <Label htmlFor="journal-du">Du</Label>
          <DateInput id="journal-du" value={brouillon.du} onChange={set("du")} />
        </div>
        <div className="flex flex-col gap-1">
          <Label htmlFor="journal-au">Au</Label>
          <DateInput id="journal-au" value={brouillon.au} onChange={set("au")} />
        </div>
        <Button type="submit">Filtrer</Button>
        <Button
          type="button"
          variant="outline"
          onClick={() => {
            setBrouillon(FILTRES_VIDES);
            setFiltres(FILTRES_VIDES);
          }}
        >
          Effacer
        </Button>
      </form>
      <DataTable
        columns={columns}
        data={rows}
        isLoading={isLoading}
        actions={{ view: false, edit: false, delete: false }}
        exportName="journal"
        emptyText="Aucune écriture."
      />
      {data?.length === JOURNAL_LIGNES_DEFAUT && (
        <p className="text-muted-foreground text-sm">
          Les {formatCount(JOURNAL_LIGNES_DEFAUT)} écritures les plus récentes : précisez les
          filtres (dates, ressource) pour remonter plus loin.
        </p>
      )}
    </div>
  );
}
