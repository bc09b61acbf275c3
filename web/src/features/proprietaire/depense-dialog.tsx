import * as React from "react";
import { useQueryClient } from "@tanstack/react-query";
import type { Answer } from "@/api/answers";
import { api } from "@/api/client";
import { route } from "@/api/routes";
import { useSession } from "@/api/session-store";
import type { ClientRead } from "@/api/types";
import type { FieldDef, FormValues } from "@/components/record-fields";
import { FormDialog } from "@/components/form-dialog";
import { Button } from "@/components/ui/button";
import { notify } from "@/lib/notify";
import { parisToday } from "@/lib/paris-date";
import { LIBELLES_NATURE_CHARGE, NATURES_CHARGE } from "@worker/domain/gerance/natures";
import { depenseManuelleSchema } from "@worker/domain/proprietaire/saisie";
import { canMoveMoney } from "@worker/domain/roles";

// An owner's charge typed by hand (issue 60, item 2): their insurance, their taxe foncière paid by the agency... with
// its nature, which the 2044 reads. Admins and comptables only (the server says so too), after a confirmation of
// identity, which the HTTP client asks for and sends the request again.

type Saisie = {
  id: number;
  date: string;
  libelle: string | null;
  montant: number | null;
  natureCharge: string | null;
  AppartementId: number | null;
};

const fields = (record: ClientRead): FieldDef<Saisie>[] => [
  { name: "date", label: "Date", type: "date", required: true },
  { name: "libelle", label: "Libellé", required: true },
  { name: "montant", label: "Montant", type: "money", required: true },
  {
    name: "natureCharge",
    label: "Nature de la charge",
    type: "select",
    required: true,
    options: NATURES_CHARGE.map((n) => ({ value: n, label: LIBELLES_NATURE_CHARGE[n] })),
  },
  {
    name: "AppartementId",
    label: "Appartement (facultatif)",
    type: "select",
    options: record.biens.map((a) => ({
      value: String(a.id),
      label: `${a.adresse ?? ""} ${a.codePostal ?? ""} ${a.ville ?? ""}`.trim(),
    })),
  },
];

/** « Saisir une dépense »: the button (for admins and comptables) and its dialog. */
export function DepenseProprietaireButton({ record }: { record: ClientRead }) {
  const qc = useQueryClient();
  const user = useSession().user;
  const [open, setOpen] = React.useState(false);
  if (!canMoveMoney(user?.role)) return null;
  async function submit(values: FormValues) {
    const r = await api<Answer<"POST /Client/:id/depenses">>(
      route("POST /Client/:id/depenses", { id: record.id }),
      { body: values },
    );
    await qc.invalidateQueries({ queryKey: ["Client", record.id] });
    notify.success(r.message);
    setOpen(false);
  }
  return (
    <>
      <Button type="button" variant="outline" onClick={() => setOpen(true)}>
        Saisir une dépense
      </Button>
      <FormDialog
        open={open}
        onOpenChange={setOpen}
        title="Dépense au débit du propriétaire"
        description="Une charge qu'aucune dépense d'intendance ne porte : elle est inscrite à son compte avec sa nature, que la déclaration 2044 reprend."
        fields={fields(record)}
        record={{
          id: 0,
          date: parisToday(),
          libelle: null,
          montant: null,
          natureCharge: null,
          AppartementId: null,
        }}
        schema={depenseManuelleSchema}
        submitLabel="Inscrire"
        onSubmit={submit}
        draft={{ resource: "DepenseProprietaire", id: String(record.id) }}
      />
    </>
  );
}
