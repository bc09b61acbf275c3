import { useQueryClient } from "@tanstack/react-query";
import { plafondsQuery, savePlafonds, type PlafondsApi } from "@/api/referentiels";
import { FormDialog } from "@/components/form-dialog";
import type { FieldDef } from "@/components/record-fields";
import { formatDate } from "@/lib/format";
import { notify } from "@/lib/notify";
import { plafondsFormSchema } from "@worker/domain/schemas/referentiels";

/** The dialog's record (id: the form's key, never sent). */
type Saisie = {
  id: number;
  depuis: string;
  tresTendue: number | null;
  tendue: number | null;
  nonTendue: number | null;
  etatDesLieux: number | null;
  source: string | null;
};

const FIELDS: FieldDef<Saisie>[] = [
  { name: "depuis", label: "En vigueur à partir du", type: "date", required: true },
  { name: "tresTendue", label: "Zone très tendue (€ TTC/m²)", type: "money", required: true },
  { name: "tendue", label: "Zone tendue (€ TTC/m²)", type: "money", required: true },
  { name: "nonTendue", label: "Ailleurs (€ TTC/m²)", type: "money", required: true },
  { name: "etatDesLieux", label: "État des lieux (€ TTC/m²)", type: "money", required: true },
  { name: "source", label: "Source (texte publié)" },
];

interface Props {
  /** The row to correct, or "new" to add one; null when closed. */
  editing: PlafondsApi | "new" | null;
  onOpenChange: (open: boolean) => void;
}

/** Paramètres > Référentiels: adds the ceilings of a revision (each 1 January with the IRL) or corrects a row. */
export function PlafondsDialog({ editing, onOpenChange }: Props) {
  const qc = useQueryClient();
  async function submit(payload: Record<string, unknown>) {
    const { depuis, ...body } = payload;
    const saved = await savePlafonds(String(depuis ?? ""), body);
    await qc.invalidateQueries({ queryKey: plafondsQuery.queryKey });
    notify.info(
      `Les plafonds en vigueur à partir du ${formatDate(saved.depuis)} sont enregistrés.`,
    );
    onOpenChange(false);
  }
  const record: Saisie | null =
    editing === "new"
      ? {
          id: 0,
          depuis: "",
          tresTendue: null,
          tendue: null,
          nonTendue: null,
          etatDesLieux: null,
          source: null,
        }
      : editing
        ? { id: 0, ...editing }
        : null;
  return (
    <FormDialog
      open={editing !== null}
      onOpenChange={onOpenChange}
      title={
        editing === "new" || !editing
          ? "Ajouter des plafonds"
          : `Corriger les plafonds du ${formatDate(editing.depuis)}`
      }
      description="Les plafonds des honoraires de location imputables au locataire (décret n° 2014-890), en euros TTC par mètre carré de surface habitable. Un bail prend les plafonds en vigueur à sa date de création."
      fields={FIELDS}
      record={record}
      formKey={editing === "new" ? "new" : (editing?.depuis ?? "")}
      schema={plafondsFormSchema}
      onSubmit={submit}
      draft={{ resource: "Plafonds", id: editing === "new" ? "new" : (editing?.depuis ?? "new") }}
    />
  );
}
