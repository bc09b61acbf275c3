import { documentCalls } from "@/api/documents";
import type { MissionRead } from "@/api/types";
import { DocumentVersions } from "@/components/document-versions";
import { GenerateDocumentButton } from "@/components/generate-document-button";
import { SignedCopy } from "@/components/signed-copy";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { estMandatGestion } from "@worker/domain/mission-type";
import { MissionReconduction } from "./mission-reconduction";

/**
 * The mission order: its PDF, made by the server from the mission (fees, TVA, instalments, remaining), and the
 * signed copy (ordreMission), uploaded, downloaded and replaced.
 */
export function MissionDocumentsTab({ record }: { record: MissionRead }) {
  return (
    <div className="flex flex-col gap-4">
      {estMandatGestion(record.type) && <MissionReconduction record={record} />}
      <Card>
        <CardHeader>
          <CardTitle>Ordre de mission</CardTitle>
          <CardDescription>
            Le document à faire signer par les commanditaires de la mission n° {record.id}.
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-3">
          <div>
            <GenerateDocumentButton
              call={documentCalls.ordreMission(record.id)}
              label="Générer l'ordre de mission (PDF)"
              fileName={`Ordre de mission ${record.id}`}
              size="default"
            />
          </div>
          <SignedCopy
            resource="Mission"
            id={record.id}
            field="ordreMission"
            link={record.ordreMission}
            label="Ordre de mission signé"
            fileName={`Ordre de mission signé ${record.id}`}
          />
          <DocumentVersions
            sujet={`Mission/${record.id}/ordreMission`}
            titre="Versions de l'ordre de mission"
            fileName={`Ordre de mission ${record.id}`}
          />
        </CardContent>
      </Card>
    </div>
  );
}
