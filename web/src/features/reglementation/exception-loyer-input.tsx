import { useQuery } from "@tanstack/react-query";
import { reglementationQuery } from "@/api/reglementation";
import type { CustomInputProps } from "@/components/record-fields";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
import {
  CODES_EXCEPTION_LOYER,
  EXCEPTIONS_LOYER,
  libelleException,
} from "@worker/domain/reglementation/relocation";
import { AvertissementTable } from "./reglementation-tab";

// The lease's « Exception au plafond de relocation » (issue 73), with the warnings of the tables the lease's rules
// read (the re-letting decree, rent control) when every row of one has ended: where the table is used, never silence.

const AUCUNE = "aucune";
const LUES = ["relocation", "encadrement"];

export function ExceptionLoyerInput({ id, value, onChange, invalid }: CustomInputProps) {
  const tables = useQuery(reglementationQuery).data ?? [];
  const courant = typeof value === "string" && value ? value : AUCUNE;
  return (
    <div className="flex flex-col gap-2">
      <Select value={courant} onValueChange={(v) => onChange(v === AUCUNE ? null : v)}>
        <SelectTrigger id={id} aria-invalid={invalid || undefined}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={AUCUNE}>Aucune : au plus le loyer du précédent locataire</SelectItem>
          {CODES_EXCEPTION_LOYER.map((c) => (
            <SelectItem key={c} value={c}>
              {EXCEPTIONS_LOYER[c]}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      {tables
        .filter((t) => LUES.includes(t.table))
        .map((t) => (
          <AvertissementTable key={t.table} table={t} />
        ))}
    </div>
  );
}

/** The saved lease's case, as the lease prints it. */
export const exceptionLoyerTexte = (d: { exceptionLoyer?: string | null }) =>
  d.exceptionLoyer ? libelleException(d.exceptionLoyer) : "Aucune";
