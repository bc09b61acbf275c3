import { col } from "@/components/data-table/columns";
import type { Column } from "@/components/data-table/column-meta";
import { Badge } from "@/components/ui/badge";
import { Checkbox } from "@/components/ui/checkbox";
import { formatNumber, fullName } from "@/lib/format";
import { apartmentLabel, type StatusBadge } from "@/lib/status";
import type { RevisionDue } from "./revisions-api";

// The Révisions list's columns: the lease, its rent, the two indices, the new rent to the cent, and why a row is
// blocked. The first column ticks the rows to apply together (blocked rows cannot be ticked).

/** The lease: its tenant and its address as every screen writes it (« …, 69007 Lyon »). */
export const bailRevise = (r: RevisionDue) =>
  [fullName(r.Locataire), apartmentLabel(r.Appartement)].filter(Boolean).join(" · ");
const bail = bailRevise;
const indice = (i: { trimestre: string | null; valeur: number } | null) =>
  i ? `${i.trimestre ?? "?"} : ${formatNumber(i.valeur)}` : "non publié";

export const statutRevision = (r: RevisionDue): StatusBadge =>
  r.bloque
    ? { label: "Bloquée", variant: "destructive" }
    : { label: "À appliquer", variant: "warning" };

export function revisionColumns(
  choisis: ReadonlySet<number>,
  basculer: (id: number, oui: boolean) => void,
): Column<RevisionDue>[] {
  return [
    {
      id: "choix",
      header: "",
      enableSorting: false,
      cell: ({ row }) => (
        <Checkbox
          aria-label={`Choisir la révision de ${row.original.Locataire.prenom} ${row.original.Locataire.nom}`}
          disabled={!!row.original.bloque}
          checked={choisis.has(row.original.id)}
          onCheckedChange={(v) => basculer(row.original.id, v === true)}
          onClick={(e) => e.stopPropagation()}
        />
      ),
      meta: { text: () => "" },
    },
    {
      id: "bail",
      header: "Bail",
      accessorFn: bail,
      cell: ({ row }) => (
        <span className="block min-w-40 whitespace-normal">{bail(row.original)}</span>
      ),
      meta: { text: bail, card: "title" },
    },
    col.date<RevisionDue>("dateRevision", "Révision"),
    col.money<RevisionDue>("loyerActuel", "Loyer HC"),
    col.court<RevisionDue>("reference", "IRL de référence", (r) => indice(r.indiceReference)),
    col.court<RevisionDue>("nouvel", "Nouvel IRL", (r) => indice(r.nouvelIndice)),
    col.money<RevisionDue>("nouveauLoyer", "Nouveau loyer"),
    {
      // The status and, for a blocked row, why under it: a column of its own for the reason pushed « Appliquer »
      // past the card's edge at 1440 px.
      ...col.badge<RevisionDue>("statut", "Statut", statutRevision),
      cell: ({ row }) => {
        const b = statutRevision(row.original);
        return (
          <div className="min-w-32 space-y-1">
            <Badge variant={b.variant}>{b.label}</Badge>
            {row.original.bloque && (
              <p className="whitespace-normal text-xs text-muted-foreground">
                {row.original.bloque}
              </p>
            )}
          </div>
        );
      },
      meta: {
        text: (r) =>
          r.bloque ? `${statutRevision(r).label} : ${r.bloque}` : statutRevision(r).label,
        card: "status",
      },
    },
  ];
}
