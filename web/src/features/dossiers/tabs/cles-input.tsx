import { PlusIcon, Trash2Icon } from "lucide-react";
import type { CustomInputProps } from "@/components/record-fields";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { useNestedError } from "./releve-errors";

/** One kind of key as the form holds it: the count as typed, parsed by the shared schema on submit. */
interface CleSaisie {
  type: string;
  nombre: string;
}

/** Kinds offered while typing (any other may be written). */
const SUGGESTIONS = [
  "Porte d'entrée",
  "Porte de l'immeuble",
  "Boîte aux lettres",
  "Badge ou bip",
  "Cave",
  "Garage ou parking",
  "Local vélos",
];

const str = (v: unknown) => (typeof v === "string" ? v : typeof v === "number" ? String(v) : "");
const asRows = (value: unknown): CleSaisie[] =>
  Array.isArray(value)
    ? value.map((c: unknown) => {
        const o: Record<string, unknown> = c && typeof c === "object" ? { ...c } : {};
        return { type: str(o.type), nombre: str(o.nombre) };
      })
    : [];

/**
 * The keys and other means of access handed over (décret n° 2016-382, art. 3: their number and use): kind and
 * count; added and removed. The value is the `cles` array the API stores.
 */
export function ClesInput({ id, value, onChange }: CustomInputProps) {
  const rows = asRows(value);
  const error = useNestedError();
  const set = (i: number, patch: Partial<CleSaisie>) =>
    onChange(rows.map((r, j) => (j === i ? { ...r, ...patch } : r)));

  return (
    <div id={id} className="flex flex-col gap-3">
      <datalist id={`${id}-types`}>
        {SUGGESTIONS.map((s) => (
          <option key={s} value={s} />
        ))}
      </datalist>
      {rows.map((row, i) => {
        const rid = `${id}-${i}`;
        const typeError = error(`cles.${i}.type`);
        const nombreError = error(`cles.${i}.nombre`);
        return (
          <div
            // biome-ignore lint/suspicious/noArrayIndexKey: a key is its place in the list (every field is editable)
            key={i}
            data-cle={i}
            className="grid grid-cols-[1fr_6rem_auto] items-start gap-2 rounded-lg border bg-muted/20 p-3 sm:grid-cols-[1fr_8rem_auto]"
          >
            <div className="flex min-w-0 flex-col gap-1.5">
              <Label htmlFor={`${rid}-type`} className="text-xs text-muted-foreground">
                Clé ou moyen d'accès
              </Label>
              <Input
                id={`${rid}-type`}
                list={`${id}-types`}
                value={row.type}
                aria-invalid={!!typeError || undefined}
                onChange={(e) => set(i, { type: e.target.value })}
              />
              {typeError ? <p className="text-xs text-destructive">{typeError}</p> : null}
            </div>
            <div className="flex min-w-0 flex-col gap-1.5">
              <Label htmlFor={`${rid}-nombre`} className="text-xs text-muted-foreground">
                Nombre
              </Label>
              <Input
                id={`${rid}-nombre`}
                inputMode="numeric"
                value={row.nombre}
                aria-invalid={!!nombreError || undefined}
                onChange={(e) => set(i, { nombre: e.target.value })}
              />
              {nombreError ? <p className="text-xs text-destructive">{nombreError}</p> : null}
            </div>
            <Button
              type="button"
              variant="destructive-ghost"
              size="icon"
              className="mt-6"
              aria-label={`Retirer « ${row.type || `clé ${i + 1}`} »`}
              title="Retirer"
              onClick={() => onChange(rows.filter((_, j) => j !== i))}
            >
              <Trash2Icon />
            </Button>
          </div>
        );
      })}
      {rows.length === 0 ? (
        <p className="text-sm text-muted-foreground">Aucune clé détaillée.</p>
      ) : null}
      <div>
        <Button
          type="button"
          variant="outline"
          onClick={() => onChange([...rows, { type: "", nombre: "1" }])}
        >
          <PlusIcon /> Ajouter une clé
        </Button>
      </div>
    </div>
  );
}
