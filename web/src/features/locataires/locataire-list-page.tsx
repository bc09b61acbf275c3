import * as React from "react";
import { useQuery } from "@tanstack/react-query";
import { listQuery } from "@/api/resources";
import type { ListRow } from "@/api/types";
import { col } from "@/components/data-table/columns";
import { ListPage } from "@/components/list-page";
import { Segmented } from "@/components/segmented";
import { apartmentLabel, byId, isDossierOpen } from "@/lib/status";
import { locataireColumns } from "./locataire-columns";
import { useQueryParam } from "@/lib/use-query-param";

type View = "current" | "former" | "none";

/** Which view a tenant belongs to: the server's flags (a former tenant had leases, all ended). */
const viewOf = (l: ListRow<"Locataire">): View =>
  l.dossierEnCours ? "current" : l.ancienLocataire ? "former" : "none";

const EXPORT_NAMES: Record<View, string> = {
  current: "locataires-en-cours",
  former: "anciens-locataires",
  none: "locataires-sans-dossier",
};

export function LocataireListPage() {
  const tenants = useQuery(listQuery("Locataire"));
  const dossiers = useQuery(listQuery("Dossier"));
  const apartments = useQuery(listQuery("Appartement"));
  const [view, setView] = useQueryParam<View>("vue", ["current", "former", "none"], "current");

  const currentDossier = React.useMemo(() => {
    const map = new Map<string, ListRow<"Dossier">>();
    for (const d of dossiers.data ?? []) if (isDossierOpen(d)) map.set(String(d.LocataireId), d);
    return map;
  }, [dossiers.data]);
  const apartmentsById = React.useMemo(() => byId(apartments.data), [apartments.data]);

  const columns = React.useMemo(
    () => [
      ...locataireColumns<ListRow<"Locataire">>(),
      col.text<ListRow<"Locataire">>("appartement", "Appartement", (l) => {
        const d = currentDossier.get(String(l.id));
        return d ? apartmentLabel(apartmentsById.get(String(d.AppartementId))) : "";
      }),
    ],
    [currentDossier, apartmentsById],
  );
  const rows = (tenants.data ?? []).filter((l) => viewOf(l) === view);

  return (
    <ListPage
      description="Les locataires : avec un dossier en cours, anciens, ou sans dossier encore."
      create={{ href: "/locataires/new", label: "Nouveau locataire" }}
      error={tenants.isError && tenants.error}
      columns={columns}
      data={rows}
      isLoading={tenants.isLoading || dossiers.isLoading}
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
