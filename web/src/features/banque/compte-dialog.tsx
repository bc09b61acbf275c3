import { DraftDialogFooter } from "@/components/draft-dialog-footer";
import * as React from "react";
import { useQueryClient } from "@tanstack/react-query";
import { ApiError } from "@/api/client";
import { useSession } from "@/api/session-store";
import { DraftOffer } from "@/components/form-notices";
import { GuardedDialog } from "@/components/guarded-dialog";
import { useDraftState } from "@/components/use-draft-state";
import { useSaveFailure } from "@/components/use-form-draft";
import { Field, FieldDescription, FieldError, FieldLabel } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Switch } from "@/components/ui/switch";
import { notify } from "@/lib/notify";
import { tellError } from "@/features/quitances/quitance-actions";
import { sequestreKey } from "@/features/sequestre/sequestre-api";
import { modifierCompte, type CompteBancaire } from "./banque-api";
import { banqueKeys } from "./banque-keys";

export const LABEL_SEQUESTRE = "Compte séquestre (fonds des mandants)";

/** "Modifier": an account's label, and whether it is the trust account the représentation des fonds reads. */
export function CompteDialog({
  compte,
  onClose,
}: {
  compte: CompteBancaire | null;
  onClose: () => void;
}) {
  return (
    <GuardedDialog
      open={!!compte}
      onOpenChange={(open: boolean) => !open && onClose()}
      className="sm:max-w-md"
      title="Modifier le compte"
      description={compte?.numero ?? "Numéro non indiqué"}
    >
      {compte ? <CompteForm compte={compte} onClose={onClose} /> : null}
    </GuardedDialog>
  );
}

function CompteForm({ compte, onClose }: { compte: CompteBancaire; onClose: () => void }) {
  const qc = useQueryClient();
  const { values, setValues, draft, saved } = useDraftState(
    { resource: "CompteBancaire", id: compte.id },
    () => ({ libelle: compte.libelle, sequestre: compte.sequestre }),
  );
  const { libelle, sequestre } = values;
  // Only an admin marks the trust account (ADR 067): the others see the mark, and save the label alone.
  const admin = useSession().user?.role === "admin";
  const saving = useSaveFailure();
  const [errors, setErrors] = React.useState<Record<string, string>>({});
  const [busy, setBusy] = React.useState(false);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!libelle.trim()) return setErrors({ libelle: "Ce champ est obligatoire." });
    setBusy(true);
    draft.flush();
    try {
      if (
        !(await saving.run(() =>
          modifierCompte(compte.id, admin ? { libelle, sequestre } : { libelle }),
        ))
      )
        return;
      saved();
      notify.info("Le compte a été enregistré.");
      await Promise.all([
        qc.invalidateQueries({ queryKey: banqueKeys.comptes }),
        qc.invalidateQueries({ queryKey: sequestreKey }),
      ]);
      onClose();
    } catch (e) {
      if (e instanceof ApiError && e.status === 400 && e.fields) setErrors(e.fields);
      else tellError(e);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <DraftOffer draft={draft} />
      <Field data-invalid={!!errors.libelle}>
        <FieldLabel htmlFor="compte-libelle" required>
          Libellé
        </FieldLabel>
        <Input
          id="compte-libelle"
          value={libelle}
          aria-invalid={!!errors.libelle || undefined}
          onChange={(e) => {
            setValues((v) => ({ ...v, libelle: e.target.value }));
            setErrors({});
          }}
        />
        <FieldError>{errors.libelle}</FieldError>
      </Field>
      <Field data-invalid={!!errors.sequestre}>
        <div className="flex items-center gap-3">
          <Switch
            id="compte-sequestre"
            checked={sequestre}
            disabled={!admin}
            onCheckedChange={(on) => setValues((v) => ({ ...v, sequestre: on }))}
          />
          <FieldLabel htmlFor="compte-sequestre">{LABEL_SEQUESTRE}</FieldLabel>
        </div>
        <FieldDescription>
          Le compte où arrivent loyers et dépôts de garantie : la représentation des fonds lit son
          solde. Un seul compte à la fois.
          {admin ? null : " Seul un administrateur peut le désigner."}
        </FieldDescription>
        <FieldError>{errors.sequestre}</FieldError>
      </Field>
      <DraftDialogFooter draft={draft} failure={saving.failure} busy={busy} onCancel={onClose} />
    </form>
  );
}
