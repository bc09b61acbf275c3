import * as React from "react";
import { useQueryClient } from "@tanstack/react-query";
import { ApiError } from "@/api/client";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { countLabel } from "@/lib/format";
import { notify } from "@/lib/notify";
import { bailRevise } from "./revision-columns";
import { refreshRevisions, reviser, type RevisionDue } from "./revisions-api";
import type { RevisionAppliquee } from "./applied-revisions";

/**
 * Applying revisions due, after one confirmation (ADR 024): the Révisions screen and the dossier's Révisions tab ask
 * and apply the same way, one request per dossier. `demander` opens the confirmation; `dialogue` is to be rendered;
 * `appliquees` are the revisions applied here, each with its lease's name for the banner.
 */
export function useAppliquerRevisions(apres?: () => void) {
  const qc = useQueryClient();
  const [aConfirmer, setAConfirmer] = React.useState<RevisionDue[] | null>(null);
  const [appliquees, setAppliquees] = React.useState<RevisionAppliquee[]>([]);

  async function appliquer(rows: RevisionDue[]) {
    const faites: RevisionAppliquee[] = [];
    for (const r of rows) {
      try {
        faites.push({
          ...(await reviser(r.DossierId, r.dateRevision)).revision,
          bail: bailRevise(r),
        });
      } catch (e) {
        if (!(e instanceof ApiError && (e.status === 401 || e.status === 403)))
          notify.danger(e instanceof ApiError ? e.message : "La révision a échoué.");
      }
      await refreshRevisions(qc, r.DossierId);
    }
    apres?.();
    setAppliquees((a) => [...faites, ...a]);
    if (faites.length)
      notify.success(`${countLabel(faites.length, "révision appliquée", "révisions appliquées")}.`);
  }

  const dialogue = (
    <ConfirmDialog
      open={aConfirmer !== null}
      onOpenChange={(open) => !open && setAConfirmer(null)}
      onConfirm={() => appliquer(aConfirmer ?? [])}
      title={
        aConfirmer?.length === 1
          ? "Appliquer la révision du loyer ?"
          : `Appliquer ${aConfirmer?.length ?? 0} révisions de loyer ?`
      }
      description="Le nouveau loyer hors charges s'applique à compter d'aujourd'hui aux échéances non encore émises ; la lettre est envoyée par e-mail aux locataires qui l'acceptent."
      confirmLabel="Appliquer"
      destructive={false}
    />
  );
  return { demander: setAConfirmer, dialogue, appliquees };
}
