import { ListPage } from "@/components/list-page";
import { useServerList } from "@/components/data-table/use-server-list";
import type { ListRow } from "@/api/types";
import { useArchiveToggle } from "@/features/archives/archive-list";
import { fournisseurColumns } from "./fournisseur-columns";
import { FOURNISSEUR_SORTABLE } from "./fournisseur-route";

const columns = fournisseurColumns<ListRow<"Fournisseur">>();

/** « Fournisseurs » (issue 76): the companies the agency sends to its lots. */
export function FournisseurListPage() {
  const archives = useArchiveToggle();
  const list = useServerList("Fournisseur", archives.filters, FOURNISSEUR_SORTABLE);
  return (
    <ListPage
      description="Les entreprises que l'agence envoie sur ses lots : métiers, assurance décennale, IBAN."
      create={{ href: "/fournisseurs/new", label: "Nouveau fournisseur" }}
      error={list.isError && list.error}
      columns={archives.withBadge(columns)}
      data={list.rows}
      server={list.server}
      rowClassName={archives.rowClassName}
      toolbar={archives.toggle}
      isLoading={list.isLoading}
      basePath="/fournisseurs"
      resource="Fournisseur"
      exportName="fournisseurs"
    />
  );
}
