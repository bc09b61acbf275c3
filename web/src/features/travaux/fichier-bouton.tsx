import { DownloadIcon } from "lucide-react";
import { getFile } from "@/api/client";
import { Button } from "@/components/ui/button";
import { tellError } from "@/features/quitances/quitance-actions";
import { saveBlob } from "@/lib/download";

// A stored file of an order (a quote's PDF, a supplier's photo, ADR 135), downloaded with the session's token: a
// plain link would carry none.

export function FichierBouton({ url, nom, label }: { url: string; nom: string; label: string }) {
  async function telecharger() {
    try {
      saveBlob(await getFile(url), nom);
    } catch (e) {
      tellError(e);
    }
  }
  return (
    <Button variant="outline" size="sm" onClick={telecharger} aria-label={`${label} : ${nom}`}>
      <DownloadIcon aria-hidden /> {label}
    </Button>
  );
}
