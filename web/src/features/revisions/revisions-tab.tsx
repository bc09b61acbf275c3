import { useQuery } from "@tanstack/react-query";
import type { DossierRead } from "@/api/types";
import { col } from "@/components/data-table/columns";
import type { Column } from "@/components/data-table/column-meta";
import { DataTable } from "@/components/data-table/data-table";
import { ErrorState } from "@/components/error-state";
import { GenerateDocumentButton } from "@/components/generate-document-button";
import { fullName, formatNumber } from "@/lib/format";
import { trimestreAffiche } from "@worker/domain/irl/trimestre";
import { RevisionDueCarte } from "./revision-due";
import { historiqueQuery, lettreCall, type RevisionLoyer } from "./revisions-api";

const indices = (r: RevisionLoyer) =>
  `${trimestreAffiche(r.trimestreReference)} : ${formatNumber(r.indiceReference)} → ${trimestreAffiche(r.nouveauTrimestre)} : ${formatNumber(r.nouvelIndice)}`;

const columns: Column<RevisionLoyer>[] = [
  col.date<RevisionLoyer>("dateRevision", "Date de révision"),
  col.date<RevisionLoyer>("dateEffet", "Date d'effet"),
  col.money<RevisionLoyer>("ancienLoyer", "Ancien loyer HC"),
  col.money<RevisionLoyer>("nouveauLoyer", "Nouveau loyer HC"),
  col.text<RevisionLoyer>("indices", "IRL", indices),
  col.text<RevisionLoyer>("auteur", "Par"),
];

/** The dossier's applied IRL revisions (ADR 024), newest first, and the letter of the latest. */
export function RevisionsTab({ record }: { record: DossierRead }) {
  const q = useQuery(historiqueQuery(record.id));
  if (q.isError) return <ErrorState error={q.error} />;
  return (
    <div className="flex flex-col gap-3">
      <RevisionDueCarte dossierId={record.id} />
      {q.data?.length ? (
        <div>
          <GenerateDocumentButton
            call={lettreCall(record.id)}
            label="Lettre de la dernière révision"
            fileName={`Révision du loyer - ${fullName(record.Locataire)}`}
          />
        </div>
      ) : null}
      <DataTable
        columns={columns}
        data={q.data}
        isLoading={q.isLoading}
        actions={{ edit: false, view: false, delete: false }}
        searchable={false}
        exportName={`revisions-dossier-${record.id}`}
        emptyText="Aucune révision de loyer appliquée."
      />
    </div>
  );
}
