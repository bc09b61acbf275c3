import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { ApiError } from "@/api/client";
import { MotifDialog } from "@/components/motif-dialog";

export const TITRE_RUPTURE = "Le solde ne suit pas le relevé précédent";

/**
 * A statement whose opening balance is not the previous statement's closing one (409 rupture_releve, ADR 067): the
 * server's message with both figures, then, for an admin, « Importer quand même » with a required explanation,
 * kept on the statement and in the journal; any other role reads the message and asks an admin.
 */
export function RuptureDialog({
  message,
  admin,
  onImport,
  onClose,
}: {
  /** The server's message; null: closed. */
  message: string | null;
  admin: boolean;
  /** Sends the file again with the explanation; resolves once imported. */
  onImport: (explication: string) => Promise<void>;
  onClose: () => void;
}) {
  if (!admin)
    return (
      <AlertDialog open={message !== null} onOpenChange={(open) => !open && onClose()}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>{TITRE_RUPTURE}</AlertDialogTitle>
            <AlertDialogDescription>{message}</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogAction onClick={onClose}>J'ai compris</AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    );
  return (
    <MotifDialog
      open={message !== null}
      id="rupture-releve"
      recordId={undefined}
      title={TITRE_RUPTURE}
      description={
        <>
          <span className="block">{message}</span>
          <span className="mt-2 block">
            Vous pouvez l'importer quand même en expliquant l'écart : l'explication est gardée sur
            le relevé et dans le journal.
          </span>
        </>
      }
      label="Explication de l'écart"
      placeholder="Relevé de la banque corrigé, frais prélevés hors relevé…"
      submitLabel="Importer quand même"
      pendingLabel="Import en cours…"
      onSubmit={async (explication) => {
        try {
          await onImport(explication);
        } catch (e) {
          // The server's field message shows under the field.
          if (e instanceof ApiError && e.fields?.ruptureExpliquee)
            throw new ApiError(e.status, e.code, e.message, { motif: e.fields.ruptureExpliquee });
          throw e;
        }
      }}
      onClose={onClose}
    />
  );
}
