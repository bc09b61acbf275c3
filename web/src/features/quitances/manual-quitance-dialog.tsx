import { useQueryClient } from "@tanstack/react-query";
import { generateManual } from "@/api/quitances";
import { keys } from "@/api/resources";
import type { ListRow } from "@/api/types";
import type { FieldDef } from "@/components/record-fields";
import { FormDialog } from "@/components/form-dialog";
import { notify } from "@/lib/notify";
import { quitanceManuelleSchema } from "@worker/domain/schemas/quitance";

type Manual = { id: number; date: string; dateFin: string; prixHC: number; charge: number };
const FIELDS: FieldDef<Manual>[] = [
  { name: "date", label: "Du", type: "date", required: true },
  { name: "dateFin", label: "Au", type: "date", required: true },
  { name: "prixHC", label: "Loyer hors charges", type: "money", required: true },
  { name: "charge", label: "Charges", type: "money", required: true },
];

interface Props {
  dossier: ListRow<"Dossier"> | null;
  /** The month shown: the form starts on its first and last days. */
  first: string;
  last: string;
  label: string;
  onOpenChange: (open: boolean) => void;
}

/** Spec 3 and 5: a receipt by hand for any period (date, dateFin, prixHC, charge), for one dossier. */
export function ManualQuitanceDialog({ dossier, first, last, label, onOpenChange }: Props) {
  const qc = useQueryClient();
  async function submit(values: Record<string, unknown>) {
    await generateManual(dossier!.id, values);
    await qc.invalidateQueries({ queryKey: keys.all("Quitance") });
    notify.info("La quittance a été générée.");
    onOpenChange(false);
  }
  const initial = dossier
    ? {
        id: dossier.id,
        date: first,
        dateFin: last,
        prixHC: dossier.loyerHC,
        charge: dossier.loyerCharge,
      }
    : null;
  return (
    <FormDialog
      open={!!initial}
      onOpenChange={onOpenChange}
      title="Quittance manuelle"
      description={label}
      fields={FIELDS}
      record={initial}
      schema={quitanceManuelleSchema}
      submitLabel="Générer"
      onSubmit={submit}
      draft={{ resource: "QuittanceManuelle", id: dossier?.id ?? "new" }}
    />
  );
}
