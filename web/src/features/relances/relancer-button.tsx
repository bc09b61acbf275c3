import * as React from "react";
import { BellRingIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { RelancerDialog } from "./relancer-dialog";

/** "Relancer maintenant" beside the account's letters, while something is due; the dialog is built on opening. */
export function RelancerButton({ dossierId, qui }: { dossierId: number; qui: string }) {
  const [open, setOpen] = React.useState(false);
  return (
    <>
      <Button type="button" size="sm" onClick={() => setOpen(true)}>
        <BellRingIcon aria-hidden /> Relancer maintenant
      </Button>
      {open ? (
        <RelancerDialog dossierId={dossierId} qui={qui} open={open} onOpenChange={setOpen} />
      ) : null}
    </>
  );
}
