import { documentCalls } from "@/api/documents";
import type { LocataireRead } from "@/api/types";
import { DataTable } from "@/components/data-table/data-table";
import { FilesTab } from "@/components/files-tab";
import { GenerateDocumentButton } from "@/components/generate-document-button";
import { quitanceColumns } from "@/features/clients/tabs/client-quitances-tab";
import { EncaisserButton, cibleDuTerme } from "@/features/compte/encaisser-dialog";
import { fullName } from "@/lib/format";

/**
 * Spec 2: the tenant's Fichiers tab, with the label and the receipts. The files are the shared Fichiers tab (add,
 * download, replace, delete); the label is made from the tenant's running dossier, else the latest one.
 */
export function LocataireFichiersTab({ record }: { record: LocataireRead }) {
  const dossiers = record.locations.map((l) => l.Dossier);
  const dossier = dossiers.find((d) => !d.clos) ?? dossiers[0];
  return (
    <div className="flex flex-col gap-6">
      <section className="flex flex-wrap items-center justify-between gap-2 rounded-lg border bg-card px-4 py-3">
        <div className="text-sm">
          <p className="font-medium">Étiquette du locataire</p>
          <p className="text-muted-foreground">
            {dossier
              ? "Nom et adresse des titulaires, d'après son dossier."
              : "Disponible dès que le locataire a un dossier."}
          </p>
        </div>
        {dossier ? (
          <GenerateDocumentButton
            call={documentCalls.etiquetteLocataire(dossier.id)}
            label="Étiquette"
            fileName={`etiquette-${fullName(record) || record.id}`}
          />
        ) : (
          <GenerateDocumentButton
            call={documentCalls.etiquetteLocataire(0)}
            label="Étiquette"
            fileName="etiquette"
            disabled
          />
        )}
      </section>
      <section className="flex flex-col gap-2">
        <h3 className="text-base font-semibold">Fichiers</h3>
        <FilesTab record={record} entity={{ resource: "Locataire" }} />
      </section>
      <section className="flex flex-col gap-2">
        <h3 className="text-base font-semibold">Quittances</h3>
        <DataTable
          columns={quitanceColumns}
          data={record.Quitances}
          actions={{ edit: false, view: false, delete: false }}
          rowActions={(q) => <EncaisserButton cible={cibleDuTerme(q, fullName(record))} />}
          exportName={`locataire-${record.id}-quittances`}
          emptyText="Aucune quittance."
        />
      </section>
    </div>
  );
}
