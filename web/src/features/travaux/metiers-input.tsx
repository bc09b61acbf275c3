import type { CustomInputProps } from "@/components/record-fields";
import { METIERS, METIER_LABELS, type Metier } from "@worker/domain/travaux/types";

// A supplier's trades, or those its décennale covers (issue 76): one checkbox per trade, wrapping on a phone.

const liste = (v: unknown): Metier[] => (Array.isArray(v) ? (v as Metier[]) : []);

export function MetiersInput({
  value,
  onChange,
  invalid,
  id,
  choix = METIERS,
}: CustomInputProps & { choix?: readonly Metier[] }) {
  const choisis = liste(value);
  return (
    <fieldset
      id={id}
      aria-invalid={invalid || undefined}
      className="flex flex-wrap gap-x-4 gap-y-2"
    >
      {choix.map((m) => (
        <label key={m} className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            className="size-4"
            checked={choisis.includes(m)}
            onChange={(e) =>
              onChange(e.target.checked ? [...choisis, m] : choisis.filter((x) => x !== m))
            }
          />
          {METIER_LABELS[m]}
        </label>
      ))}
    </fieldset>
  );
}
