import * as React from "react";
import { useQuery } from "@tanstack/react-query";
import { canMoveMoney } from "@worker/domain/roles";
import { type SoldesImport, soldesImportsQuery } from "@/api/imports";
import { useSession } from "@/api/session-store";
import { col } from "@/components/data-table/columns";
import { DataTable } from "@/components/data-table/data-table";
import { ErrorState } from "@/components/error-state";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { formatDateTime } from "@/lib/format";
import { ConfirmerSoldes } from "./soldes-a-verifier";

// Issue 74 (ADR 124): the comptable confirms an admin's import from its own home (Comptabilité): the imports'
// balances, their totals as written, who imported them, and who confirmed them when. The server decides who may.

const confirmation = (r: SoldesImport) =>
  r.soldesConfirmesPar
    ? `Confirmés par ${r.soldesConfirmesPar} le ${formatDateTime(r.soldesConfirmesAt)}`
    : "À confirmer par un autre administrateur ou comptable";

const COLONNES = [
  col.text<SoldesImport>("numero", "Import", (r) => `n° ${r.id}`),
  col.date<SoldesImport>("dateReprise", "Reprise au"),
  col.text<SoldesImport>("auteur", "Importé par"),
  col.money<SoldesImport>("proprietaires", "Propriétaires"),
  col.money<SoldesImport>("locataires", "Locataires"),
  col.money<SoldesImport>("depots", "Dépôts détenus"),
  col.badge<SoldesImport>("soldes", "Soldes", (r) =>
    r.soldes === "confirme"
      ? { label: "Confirmés", variant: "success" }
      : { label: "À vérifier", variant: "warning" },
  ),
  col.text<SoldesImport>("confirmation", "Confirmation", confirmation),
];

export function SoldesReprisesCard() {
  const { data, isLoading, isError, error } = useQuery(soldesImportsQuery);
  const user = useSession().user;
  const peutConfirmer = React.useCallback(
    (r: SoldesImport) =>
      r.soldes === "a_verifier" &&
      canMoveMoney(user?.role) &&
      r.auteur.toLowerCase() !== user?.email.toLowerCase(),
    [user],
  );
  if (isError) return <ErrorState error={error} />;
  // Nothing imported with balances: no card on the comptable's home.
  if (!isLoading && !data?.length) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Soldes de reprise</CardTitle>
        <CardDescription>
          Les soldes d'ouverture d'une reprise ne comptent (représentation des fonds, reversements)
          qu'une fois confirmés par une autre personne que celle qui l'a importée.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <DataTable
          columns={COLONNES}
          data={data}
          isLoading={isLoading}
          actions={{ view: false, edit: false, delete: false }}
          searchable={false}
          exportName="soldes-de-reprise"
          emptyText="Aucune reprise avec des soldes."
          rowActions={(r) => (peutConfirmer(r) ? <ConfirmerSoldes im={r} /> : null)}
        />
      </CardContent>
    </Card>
  );
}
