import * as React from "react";
import { useQueryClient } from "@tanstack/react-query";
import { irlQuery, saveIrl, type IrlValeur } from "@/api/irl";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { FormDialog } from "@/components/form-dialog";
import type { FieldDef } from "@/components/record-fields";
import { notify } from "@/lib/notify";
import { libelleTrimestre, trimestreDeCode } from "@worker/domain/irl/trimestre";
import { irlSaisieSchema } from "@worker/domain/schemas/irl";
import { indiceFr } from "./irl-format";

/** The dialog's record: a quarter and its value (id: the form's key, never sent). */
type Saisie = { id: number; trimestre: string; valeur: number | null };

const FIELDS: FieldDef<Saisie>[] = [
  { name: "trimestre", label: "Trimestre", required: true },
  { name: "valeur", label: "Indice", type: "number", required: true },
];

const libelle = (code: string) => {
  const t = trimestreDeCode(code);
  return t ? libelleTrimestre(t) : code;
};

interface Props {
  /** The quarter to correct, or "new" to add one; null when closed. */
  editing: IrlValeur | "new" | null;
  table: readonly IrlValeur[];
  onOpenChange: (open: boolean) => void;
}

/**
 * Paramètres > IRL: adds a quarter or corrects one. A value that replaces another (a shipped quarter or one already
 * entered) is confirmed first, with both values: leases signed from then on take the new one.
 */
export function IrlDialog({ editing, table, onOpenChange }: Props) {
  const qc = useQueryClient();
  const [pending, setPending] = React.useState<{ trimestre: string; valeur: number } | null>(null);
  const replaced = pending ? table.find((v) => v.trimestre === pending.trimestre) : undefined;

  async function save(trimestre: string, valeur: number) {
    const saved = await saveIrl(trimestre, valeur);
    await qc.invalidateQueries({ queryKey: irlQuery.queryKey });
    notify.info(`L'IRL du ${libelle(saved.trimestre)} (${indiceFr(saved.valeur)}) est enregistré.`);
    onOpenChange(false);
  }

  async function submit(payload: Record<string, unknown>) {
    const trimestre = String(payload.trimestre ?? "").trim();
    const valeur = Number(payload.valeur);
    const current = table.find((v) => v.trimestre === trimestre);
    if (current && current.valeur !== valeur) setPending({ trimestre, valeur });
    else await save(trimestre, valeur);
  }

  const record: Saisie | null =
    editing === "new"
      ? { id: 0, trimestre: "", valeur: null }
      : editing
        ? { id: 0, trimestre: editing.trimestre, valeur: editing.valeur }
        : null;
  return (
    <>
      <FormDialog
        open={editing !== null}
        onOpenChange={onOpenChange}
        title={
          editing === "new" || !editing
            ? "Ajouter un trimestre"
            : `Corriger le ${libelle(editing.trimestre)}`
        }
        description="Le trimestre sous la forme AAAA-Tn (par exemple 2026-T3) et l'indice de référence des loyers publié par l'INSEE, avec deux décimales."
        fields={FIELDS}
        record={record}
        formKey={editing === "new" ? "new" : (editing?.trimestre ?? "")}
        schema={irlSaisieSchema}
        onSubmit={submit}
        draft={{ resource: "Irl", id: editing === "new" ? "new" : (editing?.trimestre ?? "new") }}
      />
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => !open && setPending(null)}
        onConfirm={() => pending && save(pending.trimestre, pending.valeur)}
        title="Remplacer l'indice ?"
        description={
          pending && replaced
            ? `Le ${libelle(pending.trimestre)} vaut ${indiceFr(replaced.valeur)} : il vaudra ${indiceFr(pending.valeur)}. Les baux déjà enregistrés gardent leur indice ; les nouveaux prendront celui-ci.`
            : ""
        }
        confirmLabel="Remplacer"
      />
    </>
  );
}
