import type { CustomInputProps } from "@/components/record-fields";
import { METIERS_TRAVAUX, type Decennale } from "@worker/domain/travaux/types";
import { DateInput } from "@/components/date-input";
import { Input } from "@/components/ui/input";
import { MetiersInput } from "./metiers-input";

// The décennale's certificate (issue 76): insurer, policy, validity and covered trades, one value for the form
// (`decennale: { assureur, police, du, au, activites }`), null while nothing is typed. The server checks it.

const VIDE: Decennale = { assureur: "", police: "", du: "", au: "", activites: [] };

export function DecennaleInput({ value, onChange, invalid, id }: CustomInputProps) {
  const d = (value as Decennale | null) ?? VIDE;
  const poser = (patch: Partial<Decennale>) => {
    const next = { ...d, ...patch };
    const vide = !next.assureur && !next.police && !next.du && !next.au && !next.activites.length;
    onChange(vide ? null : next);
  };
  const champ = (cle: "assureur" | "police" | "du" | "au", label: string) => {
    const champId = cle === "assureur" ? id : `${id}-${cle}`;
    const commun = { id: champId, "aria-invalid": invalid || undefined };
    return (
      <div className="flex flex-col gap-1 text-sm">
        <label htmlFor={champId}>{label}</label>
        {cle === "du" || cle === "au" ? (
          // Typed jj/mm/aaaa like every date of the app: a native date input follows the browser's language
          // and read 12/31/2026 in an English one.
          <DateInput {...commun} value={d[cle]} onChange={(v) => poser({ [cle]: v })} />
        ) : (
          <Input {...commun} value={d[cle]} onChange={(e) => poser({ [cle]: e.target.value })} />
        )}
      </div>
    );
  };
  return (
    <div className="flex flex-col gap-3">
      <div className="grid gap-3 sm:grid-cols-2">
        {champ("assureur", "Assureur")}
        {champ("police", "N° de police")}
        {champ("du", "Valide du")}
        {champ("au", "Au")}
      </div>
      <div className="flex flex-col gap-1 text-sm">
        Activités couvertes
        <MetiersInput
          id={`${id}-activites`}
          value={d.activites}
          choix={METIERS_TRAVAUX}
          invalid={invalid}
          onChange={(v) => poser({ activites: v as Decennale["activites"] })}
        />
      </div>
    </div>
  );
}
