import * as React from "react";
import { useQueryClient } from "@tanstack/react-query";
import { CheckIcon } from "lucide-react";
import { moisLong } from "@worker/domain/compte/libelles";
import { de } from "@worker/domain/francais/elision";
import { col } from "@/components/data-table/columns";
import type { Column } from "@/components/data-table/column-meta";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { csvMontant } from "@/lib/csv";
import { formatMoney } from "@/lib/format";
import type { StatusBadge } from "@/lib/status";
import { cn } from "@/lib/utils";
import type { LigneBancaire, Suggestion } from "./banque-api";
import { rapprocherLigne } from "./rapprocher-dialog";

export const statutBadge = (l: LigneBancaire): StatusBadge =>
  l.statut === "rapprochée"
    ? { label: "Rapprochée", variant: "success" }
    : l.statut === "ignorée"
      ? { label: "Ignorée", variant: "secondary" }
      : { label: "À rapprocher", variant: "warning" };

/** What a matched line paid: « terme de septembre 2026 » (the tenant alone did not say which rent). */
const paye = (l: LigneBancaire) => (l.terme ? `terme ${de(moisLong(l.terme))}` : "");

const detail = (l: LigneBancaire) => [l.contrepartie, l.reference].filter(Boolean).join(" · ");

/** The best suggestion of a waiting line, accepted in one click. */
function SuggestionCell({ s, label }: { s: Suggestion; label: string }) {
  const qc = useQueryClient();
  const [busy, setBusy] = React.useState(false);
  return (
    <div className="flex items-start gap-2 max-sm:flex-col max-sm:items-end sm:min-w-56">
      <div className="min-w-0 flex-1 whitespace-normal">
        <p className="text-sm font-medium">
          {label}{" "}
          <Badge variant={s.score >= 80 ? "success" : "info"} title="Score de la suggestion">
            {s.score} %
          </Badge>
        </p>
        <p className="text-xs text-muted-foreground">{s.raison}</p>
      </div>
      <Button
        size="sm"
        variant="outline"
        disabled={busy}
        aria-busy={busy || undefined}
        onClick={async (e) => {
          e.stopPropagation();
          setBusy(true);
          await rapprocherLigne(qc, { id: s.ligneId }, s.DossierId, s.QuitanceId);
          setBusy(false);
        }}
      >
        <CheckIcon aria-hidden /> Accepter
      </Button>
    </div>
  );
}

/** The lines' columns; the suggestion column only where lines wait. */
export function ligneColumns(
  best: Map<number, Suggestion>,
  label: (dossierId: number) => string,
  withSuggestion: boolean,
): Column<LigneBancaire>[] {
  const columns: Column<LigneBancaire>[] = [
    col.date<LigneBancaire>("date", "Date"),
    {
      id: "libelle",
      header: "Libellé",
      accessorFn: (l) => l.libelle,
      cell: ({ row }) => (
        <div className="min-w-48 whitespace-normal">
          <p>{row.original.libelle}</p>
          {detail(row.original) ? (
            <p className="text-xs text-muted-foreground">{detail(row.original)}</p>
          ) : null}
        </div>
      ),
      meta: { text: (l) => [l.libelle, detail(l)].filter(Boolean).join(" · "), card: "title" },
    },
    {
      id: "montant",
      header: "Montant",
      accessorFn: (l) => l.montant,
      cell: ({ row }) => (
        <span
          className={cn(
            "font-medium tabular-nums whitespace-nowrap",
            row.original.montant > 0 ? "text-emerald-700 dark:text-emerald-400" : "text-foreground",
          )}
        >
          {row.original.montant > 0 ? "+" : ""}
          {formatMoney(row.original.montant)}
        </span>
      ),
      meta: {
        text: (l) => formatMoney(l.montant),
        csv: (l) => csvMontant(l.montant),
        className: "text-right",
      },
    },
    col.badge<LigneBancaire>("statut", "Statut", statutBadge),
  ];
  const rattachement: Column<LigneBancaire> = {
    id: "dossier",
    header: withSuggestion ? "Suggestion" : "Dossier",
    enableSorting: false,
    accessorFn: (l) => (l.DossierId ? label(l.DossierId) : (l.motif ?? "")),
    cell: ({ row }) => {
      const l = row.original;
      const s = best.get(l.id);
      if (l.statut === "à rapprocher")
        return s ? (
          <SuggestionCell s={s} label={label(s.DossierId)} />
        ) : (
          <span className="text-xs text-muted-foreground">
            {l.montant > 0 ? "Aucune suggestion" : ""}
          </span>
        );
      return (
        <span className="block min-w-40 whitespace-normal text-sm">
          {l.DossierId ? label(l.DossierId) : l.motif}
          {paye(l) ? <span className="block text-xs text-muted-foreground">{paye(l)}</span> : null}
        </span>
      );
    },
    meta: {
      text: (l) => {
        const s = best.get(l.id);
        if (l.statut === "à rapprocher") return s ? `${label(s.DossierId)} (${s.score} %)` : "";
        return l.DossierId
          ? [label(l.DossierId), paye(l)].filter(Boolean).join(", ")
          : (l.motif ?? "");
      },
    },
  };
  return [...columns, rattachement];
}

/** The best-scored suggestion of each line. */
export function bestSuggestions(suggestions: Suggestion[]): Map<number, Suggestion> {
  const best = new Map<number, Suggestion>();
  for (const s of suggestions) {
    const known = best.get(s.ligneId);
    if (!known || s.score > known.score) best.set(s.ligneId, s);
  }
  return best;
}
