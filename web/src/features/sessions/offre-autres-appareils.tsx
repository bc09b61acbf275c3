import * as React from "react";
import { MonitorXIcon } from "lucide-react";
import { account } from "@/api/account";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { Button } from "@/components/ui/button";
import { notify } from "@/lib/notify";

// Issue 75, item 6: a second factor protects the next sign-ins, not the sessions already open. Right after it is set
// up, the user is offered to end them (« Déconnecter les autres appareils », POST /api/user/sessions/deconnecterAutres).

export function OffreAutresAppareils() {
  const [ouvert, setOuvert] = React.useState(false);
  const [fait, setFait] = React.useState(false);
  if (fait) return null;
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-md border bg-muted/40 px-3 py-2 text-sm">
      <p className="flex-1">
        Le second facteur protège vos prochaines connexions ; les appareils déjà connectés le
        restent.
      </p>
      <Button variant="outline" size="sm" onClick={() => setOuvert(true)}>
        <MonitorXIcon aria-hidden /> Déconnecter les autres appareils
      </Button>
      <ConfirmDialog
        open={ouvert}
        onOpenChange={setOuvert}
        title="Déconnecter les autres appareils ?"
        description="Toutes vos autres sessions ouvertes seront fermées ; celle-ci reste ouverte."
        confirmLabel="Déconnecter les autres"
        onConfirm={async () => {
          notify.success((await account.deconnecterAutres()).message);
          setFait(true);
        }}
      />
    </div>
  );
}
