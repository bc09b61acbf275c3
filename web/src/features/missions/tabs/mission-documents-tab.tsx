import { documentCalls } from "@/api/documents";
import type { MissionRead } from "@/api/types";
import { GenerateDocumentButton } from "@/components/generate-document-button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";

/**
 * The mission order: its PDF, made by the server from the mission (fees, TVA, instalments, remaining), and the
 * signed copy (ordreMission), uploaded, downloaded and replaced.
 */
export function MissionDocumentsTab({ record }: { record: MissionRead }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Ordre de mission</CardTitle>
        <CardDescription>Le document à faire signer par les commanditaires de la mission n° {record.id}.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-2">
        <div>
          <GenerateDocumentButton call={documentCalls.ordreMission(record.id)} label="Générer l'ordre de mission (PDF)" fileName={`Ordre de mission ${record.id}`} size="default" />
        </div>
      </CardContent>
    </Card>
  );
}
