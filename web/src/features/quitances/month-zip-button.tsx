import * as React from "react";
import { ArchiveIcon, Loader2Icon } from "lucide-react";
import { monthZip } from "@/api/quitances";
import { Button } from "@/components/ui/button";
import { saveBlob } from "@/lib/download";
import { formatNumber } from "@/lib/format";
import { tellError } from "./quitance-actions";

/** The month's PDFs in one zip, with the bytes received shown while it streams. */
export function MonthZipButton({ mois, count }: { mois: string; count: number }) {
  const [received, setReceived] = React.useState<number | null>(null);
  async function download() {
    setReceived(0);
    try {
      saveBlob(await monthZip(mois, setReceived), `quittances-${mois}.zip`);
    } catch (e) {
      tellError(e);
    } finally {
      setReceived(null);
    }
  }
  const busy = received !== null;
  return (
    <Button
      variant="outline"
      onClick={download}
      disabled={busy || count === 0}
      aria-busy={busy || undefined}
    >
      {busy ? <Loader2Icon className="animate-spin" /> : <ArchiveIcon />}
      <span aria-live="polite">
        {busy
          ? `Téléchargement… ${formatNumber(Math.round((received ?? 0) / 1024))} Ko`
          : `Tout télécharger (${formatNumber(count)} PDF)`}
      </span>
    </Button>
  );
}
