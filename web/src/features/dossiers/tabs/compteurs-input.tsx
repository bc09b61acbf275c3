import { PlusIcon, Trash2Icon } from "lucide-react";
import type { CustomInputProps } from "@/components/record-fields";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
import { TYPES_COMPTEUR } from "@worker/domain/schemas/enums";
import { COMPTEUR_LABELS, uniteCompteur } from "./compteur-labels";
import { useNestedError } from "./releve-errors";

/** One meter as the form holds it: the reading as typed ("12 034,5"), parsed by the shared schema on submit. */
interface CompteurSaisi {
  type: string;
  numero: string;
  releve: string;
}

const str = (v: unknown) => (typeof v === "string" ? v : typeof v === "number" ? String(v) : "");
const asRows = (value: unknown): CompteurSaisi[] =>
  Array.isArray(value)
    ? value.map((c: unknown) => {
        const o: Record<string, unknown> = c && typeof c === "object" ? { ...c } : {};
        return { type: str(o.type), numero: str(o.numero), releve: str(o.releve) };
      })
    : [];

/**
 * The meters' readings (décret n° 2016-382, art. 3): kind, number, reading; added and removed. The value is the
 * `compteurs` array the API stores. Two columns on a phone, one line from 640 px.
 */
export function CompteursInput({ id, value, onChange }: CustomInputProps) {
  const rows = asRows(value);
  const error = useNestedError();
  const set = (i: number, patch: Partial<CompteurSaisi>) =>
    onChange(rows.map((r, j) => (j === i ? { ...r, ...patch } : r)));

  return (
    <div id={id} className="flex flex-col gap-3">
      {rows.map((row, i) => {
        const rid = `${id}-${i}`;
        const releveError = error(`compteurs.${i}.releve`);
        const typeError = error(`compteurs.${i}.type`);
        return (
          <div
            // biome-ignore lint/suspicious/noArrayIndexKey: a meter is its place in the list (every field is editable)
            key={i}
            data-compteur={i}
            className="grid grid-cols-[1fr_1fr_auto] items-start gap-x-2 gap-y-2 rounded-lg border bg-muted/20 p-3 sm:grid-cols-[minmax(11rem,16rem)_1fr_10rem_auto]"
          >
            <div className="col-span-2 flex min-w-0 flex-col gap-1.5 sm:col-span-1">
              <Label htmlFor={`${rid}-type`} className="text-xs text-muted-foreground">
                Compteur
              </Label>
              <Select value={row.type || undefined} onValueChange={(type) => set(i, { type })}>
                <SelectTrigger id={`${rid}-type`} aria-invalid={!!typeError || undefined}>
                  <SelectValue placeholder="Choisir..." />
                </SelectTrigger>
                <SelectContent>
                  {TYPES_COMPTEUR.map((t) => (
                    <SelectItem key={t} value={t}>
                      {COMPTEUR_LABELS[t]}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
              {typeError ? <p className="text-xs text-destructive">{typeError}</p> : null}
            </div>
            <Button
              type="button"
              variant="destructive-ghost"
              size="icon"
              className="mt-6 sm:order-last"
              aria-label={`Retirer le compteur ${i + 1}`}
              title="Retirer le compteur"
              onClick={() => onChange(rows.filter((_, j) => j !== i))}
            >
              <Trash2Icon />
            </Button>
            <div className="flex min-w-0 flex-col gap-1.5">
              <Label htmlFor={`${rid}-numero`} className="text-xs text-muted-foreground">
                Numéro
              </Label>
              <Input
                id={`${rid}-numero`}
                value={row.numero}
                onChange={(e) => set(i, { numero: e.target.value })}
              />
            </div>
            <div className="flex min-w-0 flex-col gap-1.5">
              <Label htmlFor={`${rid}-releve`} className="text-xs text-muted-foreground">
                Relevé{row.type ? ` (${uniteCompteur(row.type)})` : ""}
              </Label>
              <Input
                id={`${rid}-releve`}
                inputMode="decimal"
                value={row.releve}
                aria-invalid={!!releveError || undefined}
                onChange={(e) => set(i, { releve: e.target.value })}
              />
              {releveError ? <p className="text-xs text-destructive">{releveError}</p> : null}
            </div>
          </div>
        );
      })}
      {rows.length === 0 ? (
        <p className="text-sm text-muted-foreground">Aucun compteur relevé.</p>
      ) : null}
      <div>
        <Button
          type="button"
          variant="outline"
          onClick={() => onChange([...rows, { type: "", numero: "", releve: "" }])}
        >
          <PlusIcon /> Ajouter un compteur
        </Button>
      </div>
    </div>
  );
}
