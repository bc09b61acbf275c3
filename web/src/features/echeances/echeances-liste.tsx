import { Link, useLocation } from "wouter";
import { LIBELLES_TYPE_ECHEANCE } from "@worker/domain/echeances/types";
import { col } from "@/components/data-table/columns";
import type { Column } from "@/components/data-table/column-meta";
import { DataTable } from "@/components/data-table/data-table";
import {
  LIBELLES_NIVEAU,
  type LigneEcheance,
  VARIANTE_NIVEAU,
  lienEcheance,
} from "./echeances-api";

/** The item's link (its lot, lease or mandate), named for a screen reader. */
const lien: Column<LigneEcheance> = {
  id: "lien",
  header: "",
  cell: ({ row }) => {
    const l = lienEcheance(row.original);
    return (
      <Link
        href={l.href}
        className="whitespace-nowrap text-sm underline underline-offset-4"
        aria-label={`${l.label} : ${row.original.libelle}`}
        onClick={(e) => e.stopPropagation()}
      >
        {l.label}
      </Link>
    );
  },
  meta: { text: () => "", card: "actions" },
};

const columns: Column<LigneEcheance>[] = [
  col.date<LigneEcheance>("date", "Date"),
  col.badge<LigneEcheance>("niveau", "Niveau", (e) => ({
    label: LIBELLES_NIVEAU[e.niveau],
    variant: VARIANTE_NIVEAU[e.niveau],
  })),
  col.text<LigneEcheance>("type", "Type", (e) => LIBELLES_TYPE_ECHEANCE[e.type]),
  {
    ...col.text<LigneEcheance>("libelle", "Échéance"),
    meta: { text: (e: LigneEcheance) => e.libelle, card: "text" },
  },
  {
    ...col.text<LigneEcheance>("regle", "Règle"),
    meta: { text: (e: LigneEcheance) => e.regle, card: "hidden" },
  },
  lien,
];

/** The calendar as a list: the shared table (cards on a phone), each row opening its lot, lease or mandate. */
export function EcheancesListe({
  data,
  isLoading,
}: {
  data?: LigneEcheance[];
  isLoading: boolean;
}) {
  const [, navigate] = useLocation();
  return (
    <DataTable
      columns={columns}
      data={data}
      isLoading={isLoading}
      // The spec's 20 rows a page; no list export: the page's « Exporter (CSV) » is the server's file of the filter.
      exportable={false}
      onOpen={(e) => navigate(lienEcheance(e).href)}
      actions={{ edit: false, view: false, delete: false }}
      searchable
      emptyText="Aucune échéance pour ces critères."
    />
  );
}
