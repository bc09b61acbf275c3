import * as React from "react";
import { LogOutIcon } from "lucide-react";
import { useRelationAction } from "@/api/relations";
import { useSession } from "@/api/session-store";
import { removeTenant } from "@/api/tenancy";
import { canDelete, type DossierRead } from "@/api/types";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { Button } from "@/components/ui/button";
import { MESSAGES, notify } from "@/lib/notify";

/**
 * "Clore le bail" on a running dossier: the tenant leaves today (tenant/remove), the apartment's history says so and
 * turns Vacant when nobody else lives there. tenant/remove is for the roles that may delete (spec 6); the others
 * end a lease by its end date in the form.
 */
export function DossierActions({ record }: { record: DossierRead }) {
  const role = useSession().user?.role;
  const action = useRelationAction();
  const [open, setOpen] = React.useState(false);
  if (record.clos || !canDelete(role)) return null;
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)} disabled={action.pending}>
        <LogOutIcon /> Clore le bail
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Clore le bail ?"
        description="Le locataire quitte l'appartement aujourd'hui : le dossier est clos et l'historique de l'appartement le mentionne."
        confirmLabel="Clore le bail"
        onConfirm={async () => {
          await action.run(() => removeTenant(record.AppartementId, record.LocataireId));
          notify.info(MESSAGES.saved);
        }}
      />
    </>
  );
}
