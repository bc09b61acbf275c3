// The generated documents of each record, as GenerateDocumentButtons: what a Documents tab, a guarantor row or an
// intendance row shows. File names say what the PDF is and whose.
import * as React from "react";
import { documentCalls } from "@/api/documents";
import { GenerateDocumentButton } from "./generate-document-button";

type DossierLike = {
  id: number;
  AppartementId: number;
  etatIn?: number | null;
  etatOut?: number | null;
};

/** A dossier's documents (spec 7): lease, inventories, the holders' labels, the apartment's furniture inventory. */
export function DossierDocumentButtons({ dossier }: { dossier: DossierLike }) {
  const id = dossier.id;
  // The lease's refusal (issue 63: its diagnostics, the dwelling's decency) stays on screen until it prints.
  const [refus, setRefus] = React.useState<string | null>(null);
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap gap-2">
        <GenerateDocumentButton
          call={documentCalls.contratLocation(id)}
          label="Contrat de location"
          fileName={`Contrat de location - dossier ${id}`}
          onRefus={setRefus}
        />
        <GenerateDocumentButton
          call={documentCalls.etatIn(id)}
          label="État des lieux d'entrée"
          fileName={`État des lieux d'entrée - dossier ${id}`}
          disabled={!dossier.etatIn}
        />
        <GenerateDocumentButton
          call={documentCalls.etatOut(id)}
          label="État des lieux de sortie"
          fileName={`État des lieux de sortie - dossier ${id}`}
          disabled={!dossier.etatOut}
        />
        <GenerateDocumentButton
          call={documentCalls.etiquetteLocataire(id)}
          label="Étiquettes locataire"
          fileName={`Étiquettes locataire - dossier ${id}`}
        />
        <GenerateDocumentButton
          call={documentCalls.inventaireMobilier(dossier.AppartementId)}
          label="Inventaire du mobilier"
          fileName={`Inventaire du mobilier - appartement ${dossier.AppartementId}`}
        />
      </div>
      {refus ? (
        <div
          role="alert"
          data-refus-contrat
          className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm text-destructive"
        >
          <p className="font-medium">Contrat de location non imprimé</p>
          <p className="mt-1 break-words">{refus}</p>
        </div>
      ) : null}
      {!dossier.etatIn || !dossier.etatOut ? (
        <p className="text-sm text-muted-foreground">
          {!dossier.etatIn && !dossier.etatOut
            ? "Les états des lieux se génèrent une fois saisis dans l'onglet Etats des lieux."
            : !dossier.etatIn
              ? "L'état des lieux d'entrée se génère une fois saisi dans l'onglet Etats des lieux."
              : "L'état des lieux de sortie se génère une fois saisi dans l'onglet Etats des lieux."}
        </p>
      ) : null}
    </div>
  );
}

/** A guarantor row's documents: the deed of guarantee and the label. */
export function CautionDocumentButtons({
  dossierId,
  caution,
}: {
  dossierId: number;
  caution: { id: number; nom?: string | null };
}) {
  const who = caution.nom ? ` - ${caution.nom}` : "";
  return (
    <>
      <GenerateDocumentButton
        call={documentCalls.acteCautionnement(dossierId, caution.id)}
        label="Acte de cautionnement"
        fileName={`Acte de cautionnement${who}`}
        variant="ghost"
      />
      <GenerateDocumentButton
        call={documentCalls.etiquetteCaution(caution.id)}
        label="Étiquette"
        fileName={`Étiquette caution${who}`}
        variant="ghost"
      />
    </>
  );
}

/** An intendance row's caretaking mission order. */
export function IntendanceOrderButton({
  intendance,
}: {
  intendance: { id: number; AppartementId?: number | null };
}) {
  if (!intendance.AppartementId) return null;
  return (
    <GenerateDocumentButton
      call={documentCalls.ordreMissionIntendance(intendance.AppartementId, intendance.id)}
      label="Ordre de mission"
      fileName={`Ordre de mission d'intendance ${intendance.id}`}
      variant="ghost"
    />
  );
}
