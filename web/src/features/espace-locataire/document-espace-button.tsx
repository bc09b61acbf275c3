import * as React from "react";
import { DownloadIcon, Loader2Icon } from "lucide-react";
import { ApiError } from "@/api/client";
import type { ApiCall } from "@/api/routes";
import { Button } from "@/components/ui/button";
import { notify } from "@/lib/notify";
import { telechargerDocument } from "./espace-locataire-api";

type ButtonProps = Omit<React.ComponentProps<typeof Button>, "onClick" | "children">;

/**
 * A document the tenant's space makes on demand (a term's quittance, the yearly one, the attestation): the click has
 * the server make it, shows the work under way, then downloads the PDF. `label` is what the button says.
 */
export function DocumentEspaceButton({
  call,
  label,
  nom,
  icone = <DownloadIcon aria-hidden />,
  variant = "outline",
  ...props
}: ButtonProps & { call: ApiCall; label: React.ReactNode; nom: string; icone?: React.ReactNode }) {
  const [busy, setBusy] = React.useState(false);
  async function ouvrir() {
    setBusy(true);
    try {
      await telechargerDocument(call, nom);
    } catch (e) {
      // A 401 already sent the space back to its sign-in.
      if (!(e instanceof ApiError && e.status === 401))
        notify.danger(e instanceof Error ? e.message : "Le document n'a pas pu être préparé.");
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button
      type="button"
      variant={variant}
      {...props}
      disabled={busy}
      aria-busy={busy || undefined}
      onClick={ouvrir}
    >
      {busy ? <Loader2Icon className="animate-spin" aria-hidden /> : icone}
      {busy ? "Préparation…" : label}
    </Button>
  );
}
