import * as React from "react";
import { surDemandeDeConfirmation } from "@/api/confirmation";

// The dialog's code is downloaded the first time a money move asks for it: not with the first page (/login's budget).
const ConfirmationDialog = React.lazy(() =>
  import("./confirmation-dialog").then((m) => ({ default: m.ConfirmationDialog })),
);

/**
 * Mounted once by the shell: answers the HTTP client's requests for a confirmation (api/confirmation.ts) with the
 * "Confirmer votre identité" dialog, one at a time.
 */
export function ConfirmationHost() {
  const [pending, setPending] = React.useState<((confirmed: boolean) => void) | null>(null);
  React.useEffect(() => {
    surDemandeDeConfirmation(() => new Promise<boolean>((resolve) => setPending(() => resolve)));
    return () => surDemandeDeConfirmation(null);
  }, []);
  if (!pending) return null;
  return (
    <React.Suspense fallback={null}>
      <ConfirmationDialog
        onDone={(confirmed) => {
          setPending(null);
          pending(confirmed);
        }}
      />
    </React.Suspense>
  );
}
