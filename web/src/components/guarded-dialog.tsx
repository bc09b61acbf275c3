import type * as React from "react";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { confirmLeave } from "@/lib/unsaved-changes";

/**
 * The frame of a dialog holding a form: its content is mounted only while open (each opening starts afresh, or
 * offers the draft kept, ADR 042), and Escape, the cross or a click outside with typed values asks first; the
 * form's own Annuler closes at once.
 */
export function GuardedDialog({
  open,
  onOpenChange,
  title,
  description,
  className,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: React.ReactNode;
  className?: string;
  children: React.ReactNode;
}) {
  const dismiss = (next: boolean) =>
    next ? onOpenChange(true) : confirmLeave(() => onOpenChange(false));
  return (
    <Dialog open={open} onOpenChange={dismiss}>
      <DialogContent className={className}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {open ? children : null}
      </DialogContent>
    </Dialog>
  );
}
