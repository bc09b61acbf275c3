import * as React from "react";
import { useQueryClient } from "@tanstack/react-query";
import { ShieldCheckIcon } from "lucide-react";
import { ApiError } from "@/api/client";
import { type ImportRecord, imports } from "@/api/imports";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { Button } from "@/components/ui/button";
import { MESSAGES, notify } from "@/lib/notify";

// Issue 74 item 4 (ADR 113): an import's balances wait « À vérifier » until another admin or comptable than its
// author confirms them; the row's badge says so, and its action asks before confirming (money that will count).

/** The badge of an import whose balances wait, else null (the import's own status). */
export const statutAvecSoldes = (r: ImportRecord) =>
  r.statut === "termine" && r.soldes === "a_verifier"
    ? { label: "À vérifier", variant: "warning" as const }
    : null;

export function ConfirmerSoldes({ im }: { im: Pick<ImportRecord, "id" | "auteur"> }) {
  const qc = useQueryClient();
  const [open, setOpen] = React.useState(false);

  async function confirmer() {
    try {
      await imports.confirmer(im.id);
      notify.success(`Les soldes de l'import n° ${im.id} sont confirmés.`);
    } catch (e) {
      // 401 and 403 are told by the client; a 409 says why in French.
      if (!(e instanceof ApiError && (e.status === 401 || e.status === 403)))
        notify.danger(e instanceof Error ? e.message : MESSAGES.genericError);
    } finally {
      // The trust check and the payouts now count them.
      await qc.invalidateQueries();
    }
  }

  return (
    <>
      <Button
        type="button"
        size="sm"
        onClick={(e) => {
          e.stopPropagation();
          setOpen(true);
        }}
        aria-label={`Confirmer les soldes de l'import n° ${im.id}`}
      >
        <ShieldCheckIcon aria-hidden /> Confirmer les soldes
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        onConfirm={confirmer}
        title={`Confirmer les soldes de l'import n° ${im.id} ?`}
        description={`Importés par ${im.auteur}. Une fois confirmés, les soldes d'ouverture et les dépôts déclarés comptent dans la représentation des fonds et les reversements. Vérifiez-les avant.`}
        confirmLabel="Confirmer les soldes"
        cancelLabel="Ne pas confirmer"
        destructive={false}
      />
    </>
  );
}
