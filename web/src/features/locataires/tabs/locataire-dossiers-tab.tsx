import { Link } from "wouter";
import { PlusIcon } from "lucide-react";
import type { Appartement, Dossier, DossierFlags, LocataireRead } from "@/api/types";
import { col } from "@/components/data-table/columns";
import { CurrentHistoryTables } from "@/components/current-history-tables";
import { Button } from "@/components/ui/button";
import { SoldeDossier } from "@/features/compte/solde";
import { apartmentLabel, dossierBadge, isDossierOpen } from "@/lib/status";

/** One dossier of the tenant with its apartment (the read's `locations` turned around: rows open the dossier). */
type Row = Dossier & DossierFlags & { Appartement: Appartement };
const columns = [
  col.text<Row>("appartement", "Appartement", (d) => apartmentLabel(d.Appartement)),
  // The balance of each dossier's account (one read per dossier: a tenant has few), second so a phone shows it.
  {
    id: "solde",
    header: "Solde",
    enableSorting: false,
    enableGlobalFilter: false,
    cell: ({ row }: { row: { original: Row } }) => <SoldeDossier dossierId={row.original.id} />,
  },
  col.date<Row>("dateEntree", "Entrée"),
  col.date<Row>("dateFinBail", "Fin du bail"),
  col.money<Row>("loyerTTC", "Loyer CC"),
  col.badge<Row>("statut", "Statut", dossierBadge),
];

/** The tenant's dossiers with their balance, current ("En cours", the server's `clos` flag) and past ("Passés"), each a link. */
export function LocataireDossiersTab({ record }: { record: LocataireRead }) {
  const rows: Row[] = record.locations.map(({ Dossier, ...appartement }) => ({
    ...Dossier,
    Appartement: appartement,
  }));
  const create = `/dossiers/new?${new URLSearchParams({ relatedTenant: String(record.id), oncreate: `/locataires/${record.id}?tab=dossiers` })}`;
  return (
    <CurrentHistoryTables
      rows={rows}
      isCurrent={isDossierOpen}
      columns={columns}
      basePath="/dossiers"
      exportName={`locataire-${record.id}-dossiers`}
      labels={{ current: "En cours", history: "Passés" }}
      toolbar={
        <Button asChild>
          <Link href={create}>
            <PlusIcon /> Nouveau dossier
          </Link>
        </Button>
      }
    />
  );
}
