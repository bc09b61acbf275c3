import * as React from "react";
import { useSession } from "@/api/session-store";
import type { ListRow } from "@/api/types";
import { col } from "@/components/data-table/columns";
import { useServerList } from "@/components/data-table/use-server-list";
import { ListPage } from "@/components/list-page";
import { ROLES_ECRITURE_CONTRAT_GLI } from "@worker/domain/garanties/schemas";
import { SANS_ASSUREUR_PAYE, useNomsFournisseurs } from "./assureur-paye";
import { tauxEtBase } from "./taux-et-base";
import { CONTRAT_GLI_SORTABLE } from "./contrat-gli-route";

type Row = ListRow<"ContratGli">;

const SANS_FILTRE = {};

/** « Contrats GLI » (issue 78): the agency's group rent-guarantee contracts, and the insurer each pays. */
export function ContratGliListPage() {
  const list = useServerList("ContratGli", SANS_FILTRE, CONTRAT_GLI_SORTABLE);
  const noms = useNomsFournisseurs();
  const role = useSession().user?.role;
  // Only the roles the server lets write a contract are offered its creation.
  const ecrit = !!role && ROLES_ECRITURE_CONTRAT_GLI.includes(role);
  const columns = React.useMemo(
    () => [
      col.text<Row>("assureur", "Assureur"),
      col.text<Row>("numeroContrat", "N° de contrat"),
      col.text<Row>("taux", "Taux", tauxEtBase),
      col.number<Row>("baux", "Baux garantis"),
      col.text<Row>("FournisseurId", "Assureur payé", (c) =>
        c.FournisseurId
          ? (noms.get(c.FournisseurId) ?? `Fournisseur n° ${c.FournisseurId}`)
          : SANS_ASSUREUR_PAYE,
      ),
    ],
    [noms],
  );
  return (
    <ListPage
      description="Les contrats de garantie des loyers impayés de l'agence : taux, délais du sinistre, assureur payé des primes."
      create={ecrit ? { href: "/contrats-gli/new", label: "Nouveau contrat GLI" } : undefined}
      error={list.isError && list.error}
      columns={columns}
      data={list.rows}
      server={list.server}
      isLoading={list.isLoading}
      basePath="/contrats-gli"
      resource="ContratGli"
      exportName="contrats-gli"
    />
  );
}
