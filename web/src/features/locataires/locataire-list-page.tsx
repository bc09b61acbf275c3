import { useSearchParams } from "wouter";
import type { PageRow } from "@/api/resources";
import { useServerList } from "@/components/data-table/use-server-list";
import { col } from "@/components/data-table/columns";
import { ListPage } from "@/components/list-page";
import { Segmented } from "@/components/segmented";
import { locataireColumns } from "./locataire-columns";
import { useQueryParam } from "@/lib/use-query-param";
import {
  LOCATAIRE_SORTABLE,
  LOCATAIRE_VIEW_DEFAULT,
  LOCATAIRE_VIEWS,
  type LocataireView,
  locataireFilters,
} from "./locataire-list-ask";

const EXPORT_NAMES: Record<LocataireView, string> = {
  current: "locataires-en-cours",
  former: "anciens-locataires",
  none: "locataires-sans-dossier",
};

type Row = PageRow<"Locataire">;
/** The running dossier's apartment comes with each row of the page (ADR 091): no other list is read. */
const COLUMNS = [
  ...locataireColumns<Row>(),
  col.text<Row>("appartement", "Appartement", (l) => l.appartement ?? ""),
];

export function LocataireListPage() {
  const [search] = useSearchParams();
  const [view, setView] = useQueryParam("vue", LOCATAIRE_VIEWS, LOCATAIRE_VIEW_DEFAULT);
  const tenants = useServerList("Locataire", locataireFilters(search), LOCATAIRE_SORTABLE);

  return (
    <ListPage
      description="Les locataires : avec un dossier en cours, anciens, ou sans dossier encore."
      create={{ href: "/locataires/new", label: "Nouveau locataire" }}
      error={tenants.isError && tenants.error}
      columns={COLUMNS}
      data={tenants.rows}
      server={tenants.server}
      isLoading={tenants.isLoading}
      basePath="/locataires"
      resource="Locataire"
      exportName={EXPORT_NAMES[view]}
      toolbar={
        <Segmented
          label="Locataires"
          value={view}
          onChange={setView}
          options={[
            // Short: the three fit a 390 px phone.
            { value: "current", label: "En cours" },
            { value: "former", label: "Anciens" },
            { value: "none", label: "Sans dossier" },
          ]}
        />
      }
    />
  );
}
