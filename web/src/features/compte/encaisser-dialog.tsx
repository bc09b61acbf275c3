import * as React from "react";
import { useQueryClient } from "@tanstack/react-query";
import { BanknoteIcon } from "lucide-react";
import type { Quitance } from "@/api/types";
import type { FieldDef, FormValues } from "@/components/record-fields";
import { IconAction } from "@/components/data-table/row-actions";
import { Button } from "@/components/ui/button";
import { FormDialog } from "@/components/form-dialog";
import { formatDate, formatMoney } from "@/lib/format";
import { notify } from "@/lib/notify";
import { parisToday } from "@/lib/paris-date";
import { MODES_ENCAISSEMENT } from "@worker/domain/schemas/enums";
import { paiementSchema } from "@worker/domain/schemas/paiement";
import { encaisser, type PaiementEnregistre, refreshAccount, resteDuTerme } from "./compte-api";

export const MSG_PAIEMENT_ENREGISTRE = "Le paiement a bien été enregistré.";

/**
 * What became of the money (ADR 157): after an insurer paid the owners, its part is recorded as a recovery to
 * transfer to it, the rest (if any) on the tenant's account.
 */
export function msgPaiementEnregistre(r: PaiementEnregistre) {
  if (!r.assureur) return MSG_PAIEMENT_ENREGISTRE;
  const assureur = `${formatMoney(r.assureur.montant)} reviennent à l'assureur qui a indemnisé le propriétaire (récupération à lui reverser)`;
  return r.paiement
    ? `Paiement enregistré : ${assureur} ; ${formatMoney(r.paiement.montant)} sont portés au compte du locataire.`
    : `Paiement enregistré : ${assureur} ; rien n'est porté au compte du locataire.`;
}

type Saisie = {
  id: number;
  montant: number | null;
  date: string;
  mode: string;
  reference: string | null;
};
const FIELDS: FieldDef<Saisie>[] = [
  { name: "montant", label: "Montant", type: "money", required: true },
  { name: "date", label: "Date", type: "date", required: true },
  {
    name: "mode",
    label: "Mode",
    type: "select",
    required: true,
    options: MODES_ENCAISSEMENT.map((m) => ({ value: m, label: m })),
  },
  { name: "reference", label: "Référence" },
];

/** What is being paid: a dossier's account, a term of it when given (the amount then prefilled with what it still owes). */
export type CibleEncaissement = {
  dossierId: number;
  quitanceId?: number | null;
  montant?: number | null;
  description?: string;
};

/** The money in for a term row (month list, client, tenant, dossier), or null when it is paid or has no dossier. */
export function cibleDuTerme(
  q: Pick<
    Quitance,
    "id" | "DossierId" | "regle" | "prixHC" | "charge" | "montantRegle" | "date" | "dateFin"
  > & { resteDu?: number },
  qui?: string,
): CibleEncaissement | null {
  if (q.regle || q.DossierId == null) return null;
  const reste = resteDuTerme(q);
  const periode = `Terme du ${formatDate(q.date)} au ${formatDate(q.dateFin ?? q.date)}`;
  return {
    dossierId: q.DossierId,
    quitanceId: q.id,
    montant: reste,
    description: `${periode}${qui ? ` — ${qui}` : ""}. Reste dû : ${formatMoney(reste)}.`,
  };
}

/** "Encaisser un paiement": amount, date (today in Paris), mode, reference; the server's field errors under the fields. */
export function EncaisserDialog({
  cible,
  onOpenChange,
}: {
  cible: CibleEncaissement | null;
  onOpenChange: (open: boolean) => void;
}) {
  const qc = useQueryClient();
  async function submit(values: FormValues) {
    const r = await encaisser(cible!.dossierId, {
      ...values,
      QuitanceId: cible!.quitanceId ?? null,
    } as Parameters<typeof encaisser>[1]);
    await refreshAccount(qc, cible!.dossierId);
    if (r.assureur) {
      // « Dû à l'assureur » on the lease's guarantee card, and the recoveries to transfer.
      await qc.invalidateQueries({ queryKey: ["Dossier", cible!.dossierId] });
      await qc.invalidateQueries({ queryKey: ["recuperations"] });
      notify.success(msgPaiementEnregistre(r));
    } else notify.info(MSG_PAIEMENT_ENREGISTRE);
    onOpenChange(false);
  }
  const initial: Saisie | null = cible
    ? {
        id: cible.quitanceId ?? 0,
        montant: cible.montant && cible.montant > 0 ? cible.montant : null,
        date: parisToday(),
        mode: "Virement",
        reference: null,
      }
    : null;
  return (
    <FormDialog
      open={!!initial}
      onOpenChange={onOpenChange}
      title="Encaisser un paiement"
      description={
        cible?.description ??
        "Paiement reçu sur le compte du locataire ; il règle les échéances dues, de la plus ancienne à la plus récente."
      }
      fields={FIELDS}
      record={initial}
      schema={paiementSchema}
      submitLabel="Enregistrer"
      onSubmit={submit}
      draft={{
        resource: "Paiement",
        id: cible ? `${cible.dossierId}-${cible.quitanceId ?? "compte"}` : "new",
      }}
    />
  );
}

/**
 * A button that opens the dialog for `cible` (nothing when there is nothing to cash); `icon`: an icon with its
 * tooltip, as the other actions of a crowded row (the month list); `disabled` while what prefills the amount loads.
 */
export function EncaisserButton({
  cible,
  label = "Encaisser",
  size = "sm",
  variant = "outline",
  icon = false,
  disabled = false,
}: {
  cible: CibleEncaissement | null;
  label?: string;
  size?: "sm" | "default";
  variant?: "outline" | "default";
  icon?: boolean;
  disabled?: boolean;
}) {
  const [open, setOpen] = React.useState(false);
  if (!cible) return null;
  const button = icon ? (
    <Button
      variant="ghost"
      size="icon-sm"
      aria-label={label}
      disabled={disabled}
      onClick={() => setOpen(true)}
    >
      <BanknoteIcon />
    </Button>
  ) : (
    <Button variant={variant} size={size} disabled={disabled} onClick={() => setOpen(true)}>
      <BanknoteIcon /> {label}
    </Button>
  );
  return (
    <>
      {icon ? <IconAction label={label}>{button}</IconAction> : button}
      <EncaisserDialog cible={open ? cible : null} onOpenChange={setOpen} />
    </>
  );
}
