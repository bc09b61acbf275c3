import * as React from "react";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { buttonVariants } from "@/components/ui/button";

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => unknown;
  title?: string;
  description?: string;
  confirmLabel?: string;
  cancelLabel?: string;
  destructive?: boolean;
}

/** Defaults to the spec's delete confirmation texts. */
export function ConfirmDialog({
  open,
  onOpenChange,
  onConfirm,
  title = "Supprimer l'élément ?",
  description = "Cette action est irréversible.",
  confirmLabel = "Supprimer",
  cancelLabel = "Annuler",
  destructive = true,
}: ConfirmDialogProps) {
  const [pending, setPending] = React.useState(false);

  async function confirm(event: React.MouseEvent) {
    event.preventDefault();
    setPending(true);
    try {
      await onConfirm();
    } catch {
      // Already notified (409 "remove it from ... first", 403...): asking again would not help.
    } finally {
      setPending(false);
      onOpenChange(false);
    }
  }

  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>{cancelLabel}</AlertDialogCancel>
          <AlertDialogAction
            className={destructive ? buttonVariants({ variant: "destructive" }) : undefined}
            disabled={pending}
            onClick={confirm}
          >
            {confirmLabel}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

/** The texts of a confirmation asked in the middle of a flow (useConfirmAsk). */
export type ConfirmTexts = Pick<
  ConfirmDialogProps,
  "title" | "description" | "confirmLabel" | "destructive"
>;

/**
 * A confirmation asked in the middle of an async flow (a record's save): `ask` resolves true once confirmed, false
 * when dismissed; `dialog` is rendered by the caller.
 */
export function useConfirmAsk() {
  const [asked, setAsked] = React.useState<{
    texts: ConfirmTexts;
    answer: (ok: boolean) => void;
  } | null>(null);
  const ask = React.useCallback(
    (texts: ConfirmTexts) => new Promise<boolean>((answer) => setAsked({ texts, answer })),
    [],
  );
  const dialog = asked ? (
    <ConfirmDialog
      {...asked.texts}
      open
      onConfirm={() => asked.answer(true)}
      onOpenChange={(open) => {
        if (open) return;
        // After a confirmation this answer comes second and changes nothing.
        asked.answer(false);
        setAsked(null);
      }}
    />
  ) : null;
  return { ask, dialog };
}
