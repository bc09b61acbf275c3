import type { CustomInputProps } from "@/components/record-fields";
import type { RcPro } from "@worker/domain/travaux/types";
import { DateInput } from "@/components/date-input";
import { Input } from "@/components/ui/input";

// The supplier's professional liability insurance (issue 76, item 1: « the RC Pro »): insurer, policy and the day
// its certificate runs to, one value for the form (`rcPro: { assureur, police, au }`), null while nothing is typed.
// Its labels name it apart from the décennale's, on the same form.

const VIDE: RcPro = { assureur: "", police: "", au: "" };

export function RcProInput({ value, onChange, invalid, id }: CustomInputProps) {
  const r = { ...VIDE, ...((value as RcPro | null) ?? {}) };
  const poser = (patch: Partial<RcPro>) => {
    const next = { ...r, ...patch };
    onChange(!next.assureur && !next.police && !next.au ? null : { ...next, au: next.au || null });
  };
  const commun = (champId: string) => ({ id: champId, "aria-invalid": invalid || undefined });
  return (
    <div className="grid gap-3 sm:grid-cols-3">
      <div className="flex flex-col gap-1 text-sm">
        <label htmlFor={id}>Assureur RC Pro</label>
        <Input
          {...commun(id)}
          value={r.assureur}
          onChange={(e) => poser({ assureur: e.target.value })}
        />
      </div>
      <div className="flex flex-col gap-1 text-sm">
        <label htmlFor={`${id}-police`}>N° de police RC Pro</label>
        <Input
          {...commun(`${id}-police`)}
          value={r.police}
          onChange={(e) => poser({ police: e.target.value })}
        />
      </div>
      <div className="flex flex-col gap-1 text-sm">
        <label htmlFor={`${id}-au`}>RC Pro valide jusqu'au</label>
        <DateInput {...commun(`${id}-au`)} value={r.au ?? ""} onChange={(v) => poser({ au: v })} />
      </div>
    </div>
  );
}
