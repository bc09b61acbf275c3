import * as React from "react";
import { DownloadIcon, Loader2Icon } from "lucide-react";
import { ApiError } from "@/api/client";
import { useSession } from "@/api/session-store";
import type { LocataireRead } from "@/api/types";
import { Button } from "@/components/ui/button";
import { saveBlob } from "@/lib/download";
import { notify } from "@/lib/notify";
import { parisToday } from "@/lib/paris-date";
import { exportLocataire } from "./rgpd-api";

/**
 * "Exporter les données" on a tenant's screen (right of access): a zip of every record and file about the tenant.
 * Admins only, as the route: the archive holds everything about a person.
 */
export function ExportLocataireAction({ record }: { record: LocataireRead }) {
  const role = useSession().user?.role;
  const [busy, setBusy] = React.useState(false);
  if (role !== "admin") return null;
  async function run() {
    setBusy(true);
    try {
      saveBlob(
        await exportLocataire(record.id),
        `donnees-locataire-${record.id}-${parisToday()}.zip`,
      );
    } catch (e) {
      // 401 and 403 are told by the HTTP client itself.
      if (!(e instanceof ApiError && (e.status === 401 || e.status === 403)))
        notify.danger(e instanceof ApiError ? e.message : "L'export des données a échoué.");
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button variant="outline" onClick={run} disabled={busy} aria-busy={busy || undefined}>
      {busy ? <Loader2Icon className="animate-spin" aria-hidden /> : <DownloadIcon aria-hidden />}
      Exporter les données
    </Button>
  );
}
