import type { AppartementRead } from "@/api/types";
import type { CustomInputProps } from "@/components/record-fields";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";

// « Zone tendue » of an apartment (issue 73): left « Selon la commune », the server decides it from the commune (the
// annex of décret n° 2013-392 and the rows of Paramètres > Réglementation); « Oui » or « Non » is staff's choice.

const AUTO = "auto";
const CHOIX = [
  { value: AUTO, label: "Selon la commune" },
  { value: "true", label: "Oui" },
  { value: "false", label: "Non" },
] as const;

export function ZoneTendueInput({ id, value, onChange, invalid }: CustomInputProps) {
  const courant = typeof value === "boolean" ? String(value) : AUTO;
  return (
    <Select value={courant} onValueChange={(v) => onChange(v === AUTO ? null : v === "true")}>
      <SelectTrigger id={id} aria-invalid={invalid || undefined}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {CHOIX.map((c) => (
          <SelectItem key={c.value} value={c.value}>
            {c.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}

/** The saved apartment's answer. */
export const zoneTendueTexte = (a: AppartementRead) =>
  a.zoneTendue === true ? "Oui" : a.zoneTendue === false ? "Non" : "Selon la commune";
