import { queryOptions, useQuery } from "@tanstack/react-query";
import type { RowOf } from "@/api/answers";
import { api } from "@/api/client";
import { route } from "@/api/routes";
import { col } from "@/components/data-table/columns";
import { DataTable } from "@/components/data-table/data-table";
import { ErrorState } from "@/components/error-state";
import { QUOI_FR } from "@worker/domain/telechargements/telechargements";

// Paramètres > Téléchargements (issue 59): who downloaded a SEPA file, the FEC or a backup, when and from where.
// GET /telechargements (admins), the 500 latest; each download is in the Journal too.

type Telechargement = RowOf<"GET /telechargements">;

const telechargementsQuery = queryOptions({
  queryKey: ["Telechargements"],
  queryFn: ({ signal }) =>
    api<{ data: Telechargement[] }>(route("GET /telechargements"), { signal }).then((b) => b.data),
});

const reference = (t: Telechargement) =>
  t.quoi === "sepa_reversement"
    ? `Reversement n° ${t.reference}`
    : t.quoi === "sepa_prelevement"
      ? `Prélèvement n° ${t.reference}`
      : t.quoi === "fec"
        ? `Exercice ${t.reference}`
        : "Toute l'agence";

const colonnes = [
  col.dateTime<Telechargement>("at", "Date et heure"),
  col.text<Telechargement>("quoi", "Fichier", (t) => QUOI_FR[t.quoi]),
  col.text<Telechargement>("reference", "Référence", reference),
  col.text<Telechargement>("auteur", "Utilisateur"),
  col.text<Telechargement>("adresse", "Adresse IP"),
  col.text<Telechargement>("sessionId", "Session", (t) => t.sessionId ?? "—"),
];

export function TelechargementsTab() {
  const { data, isLoading, isError, error } = useQuery(telechargementsQuery);
  if (isError) return <ErrorState error={error} />;
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-muted-foreground">
        Chaque téléchargement d'un fichier SEPA, du fichier des écritures comptables (FEC) ou d'une
        sauvegarde : qui, quand, depuis quelle adresse. Les 500 plus récents.
      </p>
      <DataTable
        columns={colonnes}
        data={data}
        isLoading={isLoading}
        actions={{ view: false, edit: false, delete: false }}
        exportName="telechargements"
        emptyText="Aucun téléchargement."
      />
    </div>
  );
}
