import * as React from "react";
import { useQuery } from "@tanstack/react-query";
import { useLocation } from "wouter";
import { pagedListQuery, type PageRow } from "@/api/resources";
import { col } from "@/components/data-table/columns";
import { DataTable } from "@/components/data-table/data-table";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { countLabel } from "@/lib/format";
import { accord } from "@worker/domain/francais/pluriel";
import { RouvrirBail } from "./rouvrir-bail";

type Row = PageRow<"Dossier">;

const columns = [
  col.text<Row>("locataire", "Locataire"),
  col.text<Row>("appartement", "Appartement"),
  col.date<Row>("dateFinBail", "Terme"),
];

/** « 2 baux clos à leur terme sans congé ni préavis : la loi les a reconduits », or one lease's words. */
export const baux = (n: number) =>
  `${countLabel(n, "bail clos à son terme", "baux clos à leur terme")} sans congé ni préavis : la loi ${accord(n, "l'a reconduit", "les a reconduits")}`;

/** The server's « à revoir » view (GET /Dossier?aRevoir=reconduction), its first page. */
const ASK = {
  filters: { aRevoir: "reconduction" },
  q: "",
  tri: "dateFinBail",
  page: 1,
  taille: 100,
};

/**
 * The dashboard's « Baux clos sans congé » (issue 73): the leases the old rule closed at their end with no notice,
 * renewed in law; each reopened from here after a confirmation, or opened.
 */
export function ReconductionCard() {
  const [, navigate] = useLocation();
  const { data, isLoading } = useQuery(pagedListQuery("Dossier", ASK));
  const rows = React.useMemo(() => data?.data, [data]);
  if (!isLoading && !data?.total) return null;
  return (
    <Card className="min-w-0" role="region" aria-labelledby="reconduction-titre">
      <CardHeader>
        <CardTitle>
          <h2 id="reconduction-titre">Baux clos sans congé : reconduction tacite</h2>
        </CardTitle>
        <CardDescription>
          {baux(data?.total ?? 0)} (loi n° 89-462, art. 10 et 25-7).{" "}
          {accord(data?.total ?? 0, "Rouvrez-le", "Rouvrez-les")} pour appeler les loyers.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <DataTable
          columns={columns}
          data={rows}
          isLoading={isLoading}
          pageSize={5}
          onOpen={(d) => navigate(`/dossiers/${d.id}`)}
          actions={{ edit: false, delete: false }}
          rowActions={(d) => <RouvrirBail dossierId={d.id} fin={d.dateFinBail} />}
          exportName="baux-a-revoir-reconduction"
          emptyText="Aucun bail à revoir."
        />
      </CardContent>
    </Card>
  );
}
