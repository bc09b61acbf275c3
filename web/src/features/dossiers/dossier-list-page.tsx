import * as React from "react";
import { RouvrirBail } from "@/features/reconduction/rouvrir-bail";
import { useSearchParams } from "wouter";
import type { PageRow } from "@/api/resources";
import { col } from "@/components/data-table/columns";
import { ListPage } from "@/components/list-page";
import { Segmented } from "@/components/segmented";
import { dossierBadge } from "@/lib/status";
import { useQueryParam } from "@/lib/use-query-param";
import { useServerList } from "@/components/data-table/use-server-list";
import { useArchiveToggle } from "@/features/archives/archive-list";
import { DossierBulkActions } from "@/features/lots/dossier-bulk";
import {
  DOSSIER_SORTABLE,
  DOSSIER_VIEW_DEFAULT,
  DOSSIER_VIEWS,
  dossierFilters,
} from "./dossier-list-ask";

type Row = PageRow<"Dossier">;

/** The apartment's and the tenant's labels come with each row of the page (ADR 091): no other list is read. */
const COLUMNS = [
  col.text<Row>("appartement", "Appartement", (d) => d.appartement ?? ""),
  col.text<Row>("locataire", "Locataire", (d) => d.locataire ?? ""),
  col.date<Row>("dateEntree", "Entrée"),
  col.date<Row>("dateFinBail", "Fin du bail"),
  col.money<Row>("loyerTTC", "Loyer charges comprises"),
  col.badge<Row>("statut", "Statut", dossierBadge),
];
const nom = (d: { id: number; locataire?: string | null }) =>
  d.locataire ? `le dossier de ${d.locataire}` : `le dossier ${d.id}`;

export function DossierListPage() {
  const archives = useArchiveToggle();
  const [search] = useSearchParams();
  const [view, setView] = useQueryParam("vue", DOSSIER_VIEWS, DOSSIER_VIEW_DEFAULT);
  const dossiers = useServerList("Dossier", dossierFilters(search), DOSSIER_SORTABLE);
  const bulkActions = React.useCallback(
    (selected: Row[], clear: () => void) => (
      <DossierBulkActions
        ids={selected.map((d) => d.id)}
        clear={clear}
        nom={(id) => nom(selected.find((d) => d.id === id) ?? { id })}
      />
    ),
    [],
  );
  return (
    <ListPage
      description="Les dossiers de location : bail, loyer, dépôt de garantie."
      create={{ href: "/dossiers/new", label: "Nouveau dossier" }}
      error={dossiers.isError && dossiers.error}
      columns={archives.withBadge(COLUMNS)}
      data={dossiers.rows}
      server={dossiers.server}
      rowClassName={archives.rowClassName}
      isLoading={dossiers.isLoading}
      basePath="/dossiers"
      resource="Dossier"
      bulkActions={bulkActions}
      selectionName={nom}
      exportName={
        view === "open"
          ? "dossiers-en-cours"
          : view === "closed"
            ? "dossiers-clos"
            : "dossiers-a-revoir"
      }
      rowActions={
        view === "a-revoir"
          ? (d: Row) => <RouvrirBail dossierId={d.id} fin={d.dateFinBail} />
          : undefined
      }
      toolbar={
        <>
          <Segmented
            label="Dossiers"
            value={view}
            onChange={setView}
            options={[
              { value: "open", label: "En cours" },
              { value: "closed", label: "Clos" },
              { value: "a-revoir", label: "À revoir" },
            ]}
          />
          {archives.toggle}
        </>
      }
    />
  );
}
