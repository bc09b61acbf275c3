import * as React from "react";
import { useQueryClient } from "@tanstack/react-query";
import {
  ajouterLigne,
  reglementationQuery,
  type TableReglementationApi,
} from "@/api/reglementation";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { FormDialog } from "@/components/form-dialog";
import type { FieldDef } from "@/components/record-fields";
import { formatDate } from "@/lib/format";
import { notify } from "@/lib/notify";
import { ligneReglementationSchema } from "@worker/domain/schemas/reglementation";

// Paramètres > Réglementation: a row added to a table (a new decree, an extension). A row is never changed nor
// deleted afterwards (a correction is a new row), so the dialog asks for a confirmation before sending it.

type Saisie = {
  id: number;
  debut: string;
  fin: string | null;
  source: string | null;
  territoire: string | null;
  communes: string | null;
  delaiDeclarationMois: number | null;
  multipleMensualite: number | null;
  seuil: number | null;
  moisApresPremierImpaye: number | null;
};

function champs(table: TableReglementationApi["table"]): FieldDef<Saisie>[] {
  const base: FieldDef<Saisie>[] = [
    { name: "debut", label: "Premier jour en vigueur", type: "date", required: true },
    { name: "fin", label: "Dernier jour (vide : sans fin connue)", type: "date" },
    { name: "source", label: "Source (le texte publié)", type: "textarea", required: true },
  ];
  if (table === "encadrement")
    base.push({ name: "territoire", label: "Territoire", required: true });
  if (table === "encadrement" || table === "zones-tendues")
    base.push({
      name: "communes",
      label:
        "Communes, une par ligne : code INSEE ; nom ; codes postaux (ex. 13055 ; Marseille ; 13001 13002)",
      type: "textarea",
      required: true,
      full: true,
    });
  if (table === "impayes-caf")
    base.push(
      {
        name: "delaiDeclarationMois",
        label: "Délai de déclaration (mois)",
        type: "number",
        required: true,
      },
      { name: "seuil", label: "Seuil de dette (vide : inchangé)", type: "money" },
      {
        name: "moisApresPremierImpaye",
        label: "Mois après un premier terme impayé (vide : inchangé)",
        type: "number",
      },
      {
        name: "multipleMensualite",
        label: "Multiple de la mensualité nette (vide : inchangé)",
        type: "number",
      },
    );
  return base;
}

const VIDE: Saisie = {
  id: 0,
  debut: "",
  fin: null,
  source: null,
  territoire: null,
  communes: null,
  delaiDeclarationMois: null,
  multipleMensualite: null,
  seuil: null,
  moisApresPremierImpaye: null,
};

interface Props {
  table: TableReglementationApi | null;
  onOpenChange: (open: boolean) => void;
}

export function LigneDialog({ table, onOpenChange }: Props) {
  const qc = useQueryClient();
  // The confirmation's answer, awaited by the form's submit.
  const [reponse, setReponse] = React.useState<((oui: boolean) => void) | null>(null);
  const confirmer = () => new Promise<boolean>((resolve) => setReponse(() => resolve));

  async function submit(payload: Record<string, unknown>) {
    if (!table || !(await confirmer())) return;
    const r = await ajouterLigne(table.table, payload);
    qc.setQueryData(reglementationQuery.queryKey, (old: TableReglementationApi[] | undefined) =>
      old?.map((t) => (t.table === r.table ? r : t)),
    );
    notify.success(
      `Ligne ajoutée à « ${r.libelle} », en vigueur à partir du ${formatDate(String(payload.debut))}.`,
    );
    onOpenChange(false);
  }

  return (
    <>
      <FormDialog
        open={table !== null}
        onOpenChange={onOpenChange}
        title={table ? `Ajouter une ligne : ${table.libelle}` : "Ajouter une ligne"}
        description="Un nouveau texte (décret, loi, arrêté) ou une prolongation, avec ses dates et sa source. Les baux signés pendant sa période suivent la ligne."
        fields={table ? champs(table.table) : []}
        record={table ? VIDE : null}
        formKey={table?.table ?? ""}
        schema={ligneReglementationSchema}
        onSubmit={submit}
      />
      <ConfirmDialog
        open={reponse !== null}
        onOpenChange={(open) => {
          if (open) return;
          reponse?.(false);
          setReponse(null);
        }}
        onConfirm={() => reponse?.(true)}
        title="Ajouter cette ligne ?"
        description="Une ligne ajoutée ne peut plus être modifiée ni supprimée : une correction s'ajoute comme une nouvelle ligne. Elle s'applique aux prochains baux signés pendant sa période."
        confirmLabel="Ajouter la ligne"
        destructive={false}
      />
    </>
  );
}
