import { useFormContext, useWatch } from "react-hook-form";
import { typedAmount } from "@/components/form-values";
import type { CustomInputProps } from "@/components/record-fields";
import { FieldDescription } from "@/components/ui/field";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
import { formatMoney } from "@/lib/format";
import { depotMaximum, plafondDepotLibelle } from "@worker/domain/bail/depot";
import { REGLES_BAIL, TYPES_BAIL, typeBail } from "@worker/domain/bail/types-bail";
import { toCents, toEuros } from "@worker/domain/money";

// The kind of lease (issue 23): the four kinds in French, and under the choice what it implies (term, renewal,
// notice, deposit cap for the rent typed), from the server's own rules (worker/domain/bail/).

export const TYPE_BAIL_OPTIONS = TYPES_BAIL.map((value) => ({
  value,
  label: REGLES_BAIL[value].libelle,
}));

/** "Durée : un an, reconduit tacitement ... Dépôt de garantie : deux mois de loyer hors charges au plus (1 380,00 €)." */
export function typeBailResume(type: string | null | undefined, loyerHC: unknown): string {
  const t = typeBail(type);
  const r = REGLES_BAIL[t];
  const hc = typedAmount(loyerHC);
  const max = hc === null ? "" : ` (${formatMoney(toEuros(depotMaximum(t, toCents(hc))))})`;
  const depot = r.depotMois === 0 ? "aucun" : `${plafondDepotLibelle(t)} au plus${max}`;
  return `Durée : ${r.duree} ; ${r.reconduction}. Préavis du locataire : ${r.preavisLocataire}. Dépôt de garantie : ${depot}.`;
}

export function TypeBailInput({ id, value, onChange, invalid }: CustomInputProps) {
  const { control } = useFormContext();
  const loyerHC = useWatch({ control, name: "loyerHC" });
  const current = typeof value === "string" && value ? value : "nu";
  return (
    <div className="grid gap-1.5">
      <Select value={current} onValueChange={onChange}>
        <SelectTrigger id={id} aria-invalid={invalid || undefined}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {TYPE_BAIL_OPTIONS.map((o) => (
            <SelectItem key={o.value} value={o.value}>
              {o.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      <FieldDescription data-testid="type-bail-resume">
        {typeBailResume(current, loyerHC)}
      </FieldDescription>
    </div>
  );
}
