import * as React from "react";
import { useQuery } from "@tanstack/react-query";
import { listQuery } from "@/api/resources";
import type { ListRow } from "@/api/types";
import { col } from "@/components/data-table/columns";
import { ListPage } from "@/components/list-page";
import { Segmented } from "@/components/segmented";
import { apartmentLabel, byId, isDossierOpen } from "@/lib/status";
import { locataireColumns } from "./locataire-entity";
import { useQueryParam } from "@/lib/use-query-param";

type View = "current" | "former";

export function LocataireListPage() {
  const tenants = useQuery(listQuery("Locataire"));
  const dossiers = useQuery(listQuery("Dossier"));
  const apartments = useQuery(listQuery("Appartement"));
  const [view, setView] = useQueryParam<View>("vue", ["current", "former"], "current");

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
  const rows = (tenants.data ?? []).filter(
    (l) => (l.dossierEnCours === true) === (view === "current"),
  );

  return (
    <ListPage
      description="Les locataires, avec leur dossier en cours ou passés."
      create={{ href: "/locataires/new", label: "Nouveau locataire" }}
      error={tenants.isError && tenants.error}
      columns={columns}
      data={rows}
      isLoading={tenants.isLoading || dossiers.isLoading}
      basePath="/locataires"
      resource="Locataire"
      exportName={view === "current" ? "locataires-en-cours" : "anciens-locataires"}
      toolbar={
        <Segmented
          label="Locataires"
          value={view}
          onChange={setView}
          options={[
            { value: "current", label: "Dossier en cours" },
            { value: "former", label: "Anciens locataires" },
          ]}
        />
      }
    />
  );
}
