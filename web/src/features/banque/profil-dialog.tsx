import * as React from "react";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Field, FieldLabel } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Segmented } from "@/components/segmented";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
import type { ProfilCsv } from "./banque-api";
import { columnNames } from "./csv-columns";

const NONE = "aucune";
const SEPARATEURS = [
  { value: ";", label: "Point-virgule (;)" },
  { value: ",", label: "Virgule (,)" },
  { value: "\t", label: "Tabulation" },
] as const;

function ColumnSelect({
  id,
  label,
  value,
  names,
  optional,
  onChange,
}: {
  id: string;
  label: string;
  value: number | null;
  names: string[];
  optional?: boolean;
  onChange: (value: number | null) => void;
}) {
  return (
    <Field>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <Select
        value={value === null ? NONE : String(value)}
        onValueChange={(v) => onChange(v === NONE ? null : Number(v))}
      >
        <SelectTrigger id={id} className="w-full">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {optional ? <SelectItem value={NONE}>Aucune</SelectItem> : null}
          {names.map((n, i) => (
            <SelectItem key={n} value={String(i)}>
              {n}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </Field>
  );
}

/**
 * The columns the server read in a CSV statement, to correct: date, label(s), amount or debit and credit, balance,
 * header line, separator. Submitting imports the file again with them.
 */
export function ProfilDialog({
  file,
  profil,
  onOpenChange,
  onSubmit,
}: {
  file: File | null;
  profil: ProfilCsv | null;
  onOpenChange: (open: boolean) => void;
  onSubmit: (profil: ProfilCsv) => Promise<unknown>;
}) {
  const [draft, setDraft] = React.useState<ProfilCsv | null>(profil);
  const [text, setText] = React.useState("");
  const [busy, setBusy] = React.useState(false);
  React.useEffect(() => setDraft(profil), [profil]);
  React.useEffect(() => {
    if (file) void file.text().then(setText);
  }, [file]);
  const names = React.useMemo(() => (draft ? columnNames(text, draft) : []), [text, draft]);
  if (!draft) return null;
  const set = (patch: Partial<ProfilCsv>) => setDraft({ ...draft, ...patch });
  const separe = draft.montant === null;

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      await onSubmit(draft!);
      onOpenChange(false);
    } catch {
      // Told by the import (the server's message).
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open={!!file} onOpenChange={(open) => !busy && onOpenChange(open)}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>Corriger les colonnes</DialogTitle>
          <DialogDescription>
            {file?.name} : indiquez où se trouvent la date, le libellé et le montant, puis importez
            à nouveau.
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit} className="grid gap-4 sm:grid-cols-2">
          <Field>
            <FieldLabel htmlFor="profil-separateur">Séparateur</FieldLabel>
            <Select
              value={draft.separateur}
              onValueChange={(v) =>
                set({ separateur: SEPARATEURS.find((s) => s.value === v)?.value ?? ";" })
              }
            >
              <SelectTrigger id="profil-separateur" className="w-full">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {SEPARATEURS.map((s) => (
                  <SelectItem key={s.label} value={s.value}>
                    {s.label}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </Field>
          <Field>
            <FieldLabel htmlFor="profil-entete">Ligne d'en-tête</FieldLabel>
            <Input
              id="profil-entete"
              type="number"
              min={0}
              value={draft.entete}
              onChange={(e) => set({ entete: Math.max(0, Number(e.target.value) || 0) })}
            />
          </Field>
          <ColumnSelect
            id="profil-date"
            label="Date"
            value={draft.date}
            names={names}
            onChange={(v) => set({ date: v ?? 0 })}
          />
          <ColumnSelect
            id="profil-solde"
            label="Solde"
            value={draft.solde}
            names={names}
            optional
            onChange={(v) => set({ solde: v })}
          />
          <fieldset className="flex flex-col gap-2 sm:col-span-2">
            <legend className="mb-2 text-sm font-medium">Libellé</legend>
            <div className="flex flex-wrap gap-x-4 gap-y-2">
              {names.map((n, i) => (
                <Label key={n} className="font-normal">
                  <Checkbox
                    checked={draft.libelle.includes(i)}
                    onCheckedChange={(on) =>
                      set({
                        libelle: on
                          ? [...draft.libelle, i].sort((a, b) => a - b)
                          : draft.libelle.filter((c) => c !== i),
                      })
                    }
                  />
                  {n}
                </Label>
              ))}
            </div>
          </fieldset>
          <div className="flex flex-col gap-2 sm:col-span-2">
            <Segmented
              label="Montant"
              value={separe ? "separe" : "unique"}
              onChange={(v) =>
                set(
                  v === "unique"
                    ? { montant: draft.credit ?? draft.debit ?? 0, debit: null, credit: null }
                    : { montant: null, debit: draft.montant ?? 0, credit: draft.montant ?? 0 },
                )
              }
              options={[
                { value: "unique", label: "Une colonne Montant" },
                { value: "separe", label: "Débit et Crédit" },
              ]}
            />
          </div>
          {separe ? (
            <>
              <ColumnSelect
                id="profil-debit"
                label="Débit"
                value={draft.debit}
                names={names}
                onChange={(v) => set({ debit: v })}
              />
              <ColumnSelect
                id="profil-credit"
                label="Crédit"
                value={draft.credit}
                names={names}
                onChange={(v) => set({ credit: v })}
              />
            </>
          ) : (
            <ColumnSelect
              id="profil-montant"
              label="Montant"
              value={draft.montant}
              names={names}
              onChange={(v) => set({ montant: v })}
            />
          )}
          <DialogFooter className="sm:col-span-2">
            <Button
              type="button"
              variant="outline"
              disabled={busy}
              onClick={() => onOpenChange(false)}
            >
              Annuler
            </Button>
            <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
              {busy ? "Import…" : "Importer à nouveau"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
