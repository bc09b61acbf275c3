import * as React from "react";
import { useQueryClient } from "@tanstack/react-query";
import { DownloadIcon, RefreshCwIcon } from "lucide-react";
import { api, apiBlob } from "@/api/client";
import { keys } from "@/api/resources";
import { route } from "@/api/routes";
import type { MissionRead } from "@/api/types";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { saveBlob } from "@/lib/download";
import { formatCount } from "@/lib/format";
import { MESSAGES, notify } from "@/lib/notify";
import { tellError } from "@/features/quitances/quitance-actions";

/**
 * A management mandate's tacit renewal (issue 73, ADR 105): the L215-1 letter to a consumer owner, made by the
 * server as a PDF, and a renewal recorded after a confirmation (it cannot be undone; the server refuses one past
 * the mandate's maximum, with its French reason).
 */
export function MissionReconduction({ record }: { record: MissionRead }) {
  const qc = useQueryClient();
  const [busy, setBusy] = React.useState(false);
  const [confirmer, setConfirmer] = React.useState(false);
  const numero = record.numeroMandat ?? String(record.id);
  const max = record.reconductionsMax;

  async function telecharger() {
    setBusy(true);
    try {
      const blob = await apiBlob(route("GET /Mission/:id/lettreReconduction", { id: record.id }));
      saveBlob(blob, `Lettre de reconduction ${numero}.pdf`);
    } catch (e) {
      tellError(e);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Reconduction du mandat</CardTitle>
        <CardDescription>
          La lettre d'information du mandant, à envoyer entre trois mois et un mois avant le terme
          de la période (code de la consommation, art. L215-1).{" "}
          {max == null
            ? "Nombre maximal de reconductions non indiqué."
            : `Reconductions enregistrées : ${formatCount(record.reconductions)} sur ${formatCount(max)}.`}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap gap-2">
        <Button type="button" onClick={telecharger} disabled={busy}>
          <DownloadIcon /> Télécharger la lettre<span className="sr-only"> de reconduction</span>{" "}
          (PDF)
        </Button>
        <Button type="button" variant="outline" onClick={() => setConfirmer(true)}>
          <RefreshCwIcon /> Enregistrer une reconduction
        </Button>
        <ConfirmDialog
          open={confirmer}
          onOpenChange={setConfirmer}
          title="Enregistrer une reconduction ?"
          description={`Le mandat n° ${numero} sera compté comme reconduit une fois de plus. Cette action ne peut pas être annulée.`}
          confirmLabel="Enregistrer"
          destructive={false}
          onConfirm={async () => {
            try {
              await api(route("POST /Mission/:id/reconduction", { id: record.id }), { body: {} });
              await qc.invalidateQueries({ queryKey: keys.detail("Mission", record.id) });
              notify.info(MESSAGES.saved);
            } catch (e) {
              tellError(e);
            }
            setConfirmer(false);
          }}
        />
      </CardContent>
    </Card>
  );
}
