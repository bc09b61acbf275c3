import * as React from "react";
import { useQueryClient } from "@tanstack/react-query";
import { FileTextIcon, Loader2Icon } from "lucide-react";
import { ApiError } from "@/api/client";
import { generateDocument } from "@/api/documents";
import type { ApiCall } from "@/api/routes";
import { Button } from "@/components/ui/button";
import { saveBlob } from "@/lib/download";
import { notify } from "@/lib/notify";

type ButtonProps = Omit<React.ComponentProps<typeof Button>, "onClick" | "children">;

/**
 * One generated document (spec 7): a click has the server make the PDF, shows the work under way (spinner, button
 * disabled, "Génération…"), then downloads the PDF through the authenticated file path. `call` comes from
 * `documentCalls` (api/documents.ts); `fileName` is the name the PDF is saved under, ".pdf" added.
 */
export function GenerateDocumentButton({
  call,
  label,
  fileName,
  variant = "outline",
  size = "sm",
  disabled,
  onRefus,
  ...props
}: ButtonProps & {
  call: ApiCall;
  label: string;
  fileName: string;
  /**
   * The server's refusal to make the document (409, its reason in French: a lease whose diagnostics are missing),
   * shown by the caller where it stays readable; null once the document is made. Without it, a notification.
   */
  onRefus?: (message: string | null) => void;
}) {
  const [busy, setBusy] = React.useState(false);
  const queryClient = useQueryClient();
  async function generate() {
    setBusy(true);
    try {
      saveBlob(
        await generateDocument(call),
        fileName.endsWith(".pdf") ? fileName : `${fileName}.pdf`,
      );
      onRefus?.(null);
      // A signable document keeps each generation as a version (issue 39): its list is read again.
      void queryClient.invalidateQueries({ queryKey: ["documentVersions"] });
    } catch (e) {
      if (onRefus && e instanceof ApiError && e.status === 409) return onRefus(e.message);
      // 401 and 403 are already told by the HTTP client (logout, rights notice).
      if (!(e instanceof ApiError && (e.status === 401 || e.status === 403)))
        notify.danger(e instanceof ApiError ? e.message : "La génération du document a échoué.");
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button
      type="button"
      variant={variant}
      size={size}
      {...props}
      disabled={busy || disabled}
      aria-busy={busy || undefined}
      onClick={generate}
    >
      {busy ? <Loader2Icon className="animate-spin" aria-hidden /> : <FileTextIcon aria-hidden />}
      {busy ? "Génération…" : label}
    </Button>
  );
}
