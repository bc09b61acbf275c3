import * as React from "react";
import { ClipboardListIcon, PencilIcon, RefreshCwIcon } from "lucide-react";
import { documentCalls } from "@/api/documents";
import { setEtatLieux, type EtatSlot } from "@/api/etats-lieux";
import { useRelationAction } from "@/api/relations";
import { updateRecord } from "@/api/resources";
import type { DossierRead, EtatLieux } from "@/api/types";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { DocumentVersions } from "@/components/document-versions";
import { GenerateDocumentButton } from "@/components/generate-document-button";
import { RecordDetails } from "@/components/record-details";
import { RecordForm } from "@/components/record-form";
import type { FormSchema } from "@/components/record-fields";
import { SignedCopy } from "@/components/signed-copy";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { formatDate } from "@/lib/format";
import { MESSAGES, notify } from "@/lib/notify";
import { parisToday } from "@/lib/paris-date";
import { brouillonSortie } from "@worker/domain/etat-lieux-sortie";
import { etatLieuxSchema, piecesParDefaut } from "@worker/domain/schemas/etat-lieux";
import { etatLieuxDetailFields, etatLieuxFields } from "./etat-lieux-fields";
import { PiecesTable } from "./pieces-table";

const TITLES: Record<EtatSlot, string> = {
  etatIn: "État des lieux d'entrée",
  etatOut: "État des lieux de sortie",
};
type Mode = "view" | "edit" | "new";

/**
 * One inventory of the dossier (entry or exit): shown with its grid, PDF and signed copy; corrected in place
 * (PUT /EtatLieux/{id}); or replaced by a new one (PUT /Dossier/{id}/etatIn|etatOut/set), after the confirmation of
 * spec 8 when one exists, since the server then deletes the old one.
 */
export function EtatLieuxPanel({ dossier, slot }: { dossier: DossierRead; slot: EtatSlot }) {
  const existing = slot === "etatIn" ? dossier.EtatEntrant : dossier.EtatSortant;
  const [mode, setMode] = React.useState<Mode>("view");
  const action = useRelationAction();
  // The pending replacement waits on the dialog: true to go on, false when dismissed.
  const [asking, setAsking] = React.useState<((go: boolean) => void) | null>(null);
  const title = TITLES[slot];

  async function replace(payload: Record<string, unknown>) {
    if (existing && !(await new Promise<boolean>((resolve) => setAsking(() => resolve)))) return;
    await action.run(() => setEtatLieux(dossier.id, slot, payload));
    notify.info(MESSAGES.saved);
    setMode("view");
  }
  async function correct(payload: Record<string, unknown>) {
    await action.run(() => updateRecord("EtatLieux", existing!.id, payload));
    notify.info(MESSAGES.saved);
    setMode("view");
  }

  if (mode !== "view") {
    // A correction edits the inventory; a replacement starts from it (most of it holds) dated today; a first exit
    // from a copy of the entry (rooms with their ids, keys, meters: décret n° 2016-382, art. 3, the exit is drawn
    // up against the entry), which staff then change; a first entry from the spec's five rooms.
    const entree = dossier.EtatEntrant;
    const draft: Partial<EtatLieux> | null =
      mode === "edit"
        ? existing
        : existing
          ? { ...existing, date: parisToday() }
          : slot === "etatOut" && entree
            ? brouillonSortie(entree, parisToday())
            : {
                lieu: dossier.Appartement?.ville ?? dossier.lieuSignature ?? undefined,
                date: parisToday(),
                pieces: piecesParDefaut(),
                compteurs: [],
                cles: [],
              };
    return (
      <div className="flex flex-col gap-4">
        <h3 className="text-base font-semibold">
          {mode === "edit"
            ? `Modifier l'${title.charAt(0).toLowerCase()}${title.slice(1)}`
            : existing
              ? `Nouvel ${title.charAt(0).toLowerCase()}${title.slice(1)} (remplace l'actuel)`
              : title}
        </h3>
        <RecordForm
          fields={etatLieuxFields[slot]}
          record={draft as EtatLieux}
          schema={etatLieuxSchema as FormSchema}
          submitLabel={mode === "new" && existing ? "Remplacer" : "Enregistrer"}
          onSubmit={(payload) => (mode === "edit" ? correct(payload) : replace(payload))}
          onCancel={() => setMode("view")}
          draft={{ resource: "EtatLieux", id: `${dossier.id}-${slot}-${mode}` }}
        />
        <ConfirmDialog
          open={asking !== null}
          onOpenChange={(open) => !open && (asking?.(false), setAsking(null))}
          onConfirm={() => asking?.(true)}
          title="Remplacer l'état des lieux ?"
          description="L'ancien état des lieux sera remplacé, et donc supprimé."
          confirmLabel="Remplacer"
        />
      </div>
    );
  }

  if (!existing) {
    return (
      <Card>
        <CardContent className="flex flex-col items-center gap-3 py-6 text-center">
          <ClipboardListIcon className="size-8 text-muted-foreground" aria-hidden />
          <p className="text-sm text-muted-foreground">
            Aucun {title.charAt(0).toLowerCase() + title.slice(1)} pour ce dossier.
          </p>
          <Button onClick={() => setMode("new")}>
            Saisir l'{title.charAt(0).toLowerCase() + title.slice(1)}
          </Button>
        </CardContent>
      </Card>
    );
  }

  return (
    <div className="flex flex-col gap-4" data-etat={slot}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-base font-semibold">
          {title} du {formatDate(existing.date)}
        </h3>
        <div className="flex flex-wrap gap-2">
          <GenerateDocumentButton
            call={documentCalls[slot](dossier.id)}
            label="PDF"
            fileName={`${title} - dossier ${dossier.id}`}
          />
          <Button variant="outline" size="sm" onClick={() => setMode("edit")}>
            <PencilIcon /> Modifier
          </Button>
          <Button variant="outline" size="sm" onClick={() => setMode("new")}>
            <RefreshCwIcon /> Remplacer l'état des lieux
          </Button>
        </div>
      </div>
      <SignedCopy
        resource="EtatLieux"
        id={existing.id}
        field="signed"
        link={existing.signed}
        label={`${title} signé`}
        fileName={`${title} signé - dossier ${dossier.id}`}
      />
      <DocumentVersions
        sujet={`Dossier/${dossier.id}/${slot}`}
        titre={`Versions de l'${title.charAt(0).toLowerCase()}${title.slice(1)}`}
        fileName={`${title} - dossier ${dossier.id}`}
      />
      <RecordDetails fields={etatLieuxDetailFields[slot]} record={existing} />
      <Card>
        <CardHeader>
          <CardTitle>Pièces</CardTitle>
        </CardHeader>
        <CardContent>
          <PiecesTable pieces={existing.pieces ?? []} />
        </CardContent>
      </Card>
    </div>
  );
}
