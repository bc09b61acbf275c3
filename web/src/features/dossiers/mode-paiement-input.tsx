import type { CustomInputProps } from "@/components/record-fields";
import { FieldDescription } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
import { MODE_PRELEVEMENT, MODES_PAIEMENT_LOYER } from "@worker/domain/schemas/enums";

// How the tenant pays (issue 60, item 8): chosen among MODES_PAIEMENT_LOYER, except while a direct-debit mandate is
// active: the dossier then reads "Prélèvement" (the server's answer), shown read-only; sent back as is, the server
// keeps the mode chosen before, which the dossier reads again once the mandate is revoked.

export function ModePaiementInput({ id, value, onChange, invalid }: CustomInputProps) {
  if (value === MODE_PRELEVEMENT)
    return (
      <div className="grid gap-1.5">
        <Input id={id} value={MODE_PRELEVEMENT} readOnly aria-readonly className="bg-muted" />
        <FieldDescription>
          Un mandat de prélèvement SEPA est actif (onglet Prélèvement) : le mode choisi avant
          revient à sa révocation.
        </FieldDescription>
      </div>
    );
  const current = typeof value === "string" && value ? value : "Virement";
  return (
    <Select value={current} onValueChange={onChange}>
      <SelectTrigger id={id} aria-invalid={invalid || undefined}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {MODES_PAIEMENT_LOYER.map((m) => (
          <SelectItem key={m} value={m}>
            {m}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
