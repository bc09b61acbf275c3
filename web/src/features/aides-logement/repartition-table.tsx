import { col } from "@/components/data-table/columns";
import type { Column } from "@/components/data-table/column-meta";
import { DataTable } from "@/components/data-table/data-table";
import { formatMoney } from "@/lib/format";
import { moisLong } from "@worker/domain/compte/libelles";
import {
  LIBELLES_ETAT,
  LIBELLES_STATUT,
  type PartVersement,
  type Repartition,
} from "./aides-logement-api";

// The transfer's split, one row per line of the detail: its lease, the aid expected, the difference, whether paid.
// Anything not exactly as expected is a badge staff see first (the shared table: cards on a phone).

type Ligne = PartVersement & { id: number };

const VARIANTE = {
  exact: "success",
  ecart: "warning",
  inconnu: "destructive",
  negatif: "warning",
} as const;

const columns: Column<Ligne>[] = [
  col.badge<Ligne>("statut", "Contrôle", (p) => ({
    label: LIBELLES_STATUT[p.statut],
    variant: VARIANTE[p.statut],
  })),
  // Short values as narrow as their words (col.court): with the eight columns at a text column's minimum, the
  // table passed its card by 83 px at 1440 and « Paiement » was cut.
  col.court<Ligne>("numeroAllocataire", "N° allocataire"),
  col.text<Ligne>("nom", "Nom"),
  // The month in words, as everywhere else (it read « 11/2026 »); col.court lets « novembre 2026 » wrap at its space.
  col.court<Ligne>("mois", "Mois", (p) => moisLong(p.mois)),
  col.money<Ligne>("montant", "Versé"),
  col.court<Ligne>("aideAttendue", "Aide attendue", (p) =>
    p.aideAttendue === null ? "—" : formatMoney(p.aideAttendue),
  ),
  col.court<Ligne>("ecart", "Écart", (p) => (p.ecart ? formatMoney(p.ecart) : "—")),
  col.court<Ligne>("etat", "Paiement", (p) => LIBELLES_ETAT[p.etat]),
];

export function RepartitionTable({ r }: { r: Repartition }) {
  return (
    <div className="flex flex-col gap-2" data-repartition>
      <p className="text-sm" aria-live="polite">
        Total du détail : <strong>{formatMoney(r.totalDetail)}</strong>
        {r.montantVirement !== null ? (
          <>
            {" "}
            — virement : <strong>{formatMoney(r.montantVirement)}</strong>
          </>
        ) : null}
        {r.ecartTotal ? (
          <span className="ml-2 font-medium text-destructive" data-ecart-total>
            Écart avec le virement : {formatMoney(r.ecartTotal)}
          </span>
        ) : null}
      </p>
      {r.illisibles.length ? (
        <p className="text-sm text-destructive">
          Lignes illisibles : {r.illisibles.map((l) => `n° ${l.ligne}`).join(", ")}
        </p>
      ) : null}
      <DataTable
        columns={columns}
        data={r.parts.map((p) => ({ ...p, id: p.ligne }))}
        isLoading={false}
        // A transfer names many tenants: the largest of the spec's sizes but one (5, 10, 20, 100, 150).
        pageSize={100}
        actions={{ edit: false, view: false, delete: false }}
        exportName="repartition-aide-logement"
        emptyText="Aucune ligne."
      />
    </div>
  );
}
