import type { DossierRead } from "@/api/types";
import { DossierDocumentButtons } from "@/components/document-buttons";
import { SignedCopy } from "@/components/signed-copy";
import { DocumentVersions } from "@/components/document-versions";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { fullName } from "@/lib/format";
import type { SignedField } from "@worker/domain/signed-files";
import { AttestationsCard } from "@/features/attestations/attestations-card";
import { AssuranceCard } from "./assurance-card";

const SIGNED: { field: SignedField<"Dossier">; label: string }[] = [
  { field: "contratLocation", label: "Contrat de location signé" },
  { field: "inventaireEntree", label: "État des lieux d'entrée signé" },
  { field: "inventaireSortie", label: "État des lieux de sortie signé" },
];

/**
 * The dossier's documents (spec 2 "Documents"): the PDFs the server generates, and the signed copies of the lease and
 * of both inventories (contratLocation, inventaireEntree, inventaireSortie), uploaded, downloaded, replaced.
 */
export function DocumentsTab({ record }: { record: DossierRead }) {
  const who = fullName(record.Locataire);
  return (
    <div className="flex flex-col gap-4">
      <Card>
        <CardHeader>
          <CardTitle>Documents à générer</CardTitle>
          <CardDescription>
            Chaque document est produit au format PDF à partir du dossier. Une fois signé (copie
            signée déposée ou date de signature atteinte), il est conservé tel quel : le générer à
            nouveau rend la version signée.
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <DossierDocumentButtons dossier={record} />
          <DocumentVersions
            sujet={`Dossier/${record.id}/contratLocation`}
            titre="Versions du contrat de location"
            fileName={`Contrat de location - ${who}`}
          />
        </CardContent>
      </Card>
      <AttestationsCard dossierId={record.id} locataire={who} />
      <Card>
        <CardHeader>
          <CardTitle>Copies signées</CardTitle>
          <CardDescription>
            Les documents signés, numérisés : PDF, image, document Office ou texte, 50 Mo au plus.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-3 lg:grid-cols-3">
          {SIGNED.map((s) => (
            <SignedCopy
              key={s.field}
              resource="Dossier"
              id={record.id}
              field={s.field}
              link={record[s.field]}
              label={s.label}
              fileName={`${s.label} - ${who}`}
            />
          ))}
        </CardContent>
      </Card>
      <AssuranceCard record={record} />
    </div>
  );
}
