import * as React from "react";
import { useQueryClient } from "@tanstack/react-query";
import { ApiError } from "@/api/client";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { tellError } from "@/features/quitances/quitance-actions";
import { notify } from "@/lib/notify";
import { parisToday } from "@/lib/paris-date";
import { type SaisieTropPercu, enregistrerTropPercu } from "./aides-logement-api";

// On the lease's aid card (ADR 131): an aid the CAF takes back (trop-perçu), recorded to be repaid by transfer once
// another admin or comptable validates it on the « Aides au logement » page. Never typed as a negative aid.

export function TropPercuForm({ dossierId, onDone }: { dossierId: number; onDone: () => void }) {
  const client = useQueryClient();
  const [s, setS] = React.useState<SaisieTropPercu>({
    montant: "",
    mois: parisToday().slice(0, 7),
    motif: "",
  });
  const [fields, setFields] = React.useState<Record<string, string>>({});
  const [confirmer, setConfirmer] = React.useState(false);
  async function envoyer() {
    setFields({});
    try {
      await enregistrerTropPercu(dossierId, s);
      notify.success(
        "Trop-perçu enregistré : son remboursement attend la validation d'une autre personne.",
      );
      void client.invalidateQueries({ queryKey: ["aidesLogement"] });
      onDone();
    } catch (e) {
      if (e instanceof ApiError && e.fields) setFields(e.fields);
      tellError(e);
    }
  }
  const champ = (
    k: keyof SaisieTropPercu,
    label: string,
    props: React.ComponentProps<typeof Input> = {},
  ) => (
    <div className="grid gap-1.5">
      <Label htmlFor={`trop-percu-${k}`}>{label}</Label>
      <Input
        id={`trop-percu-${k}`}
        value={s[k]}
        onChange={(e) => setS({ ...s, [k]: e.target.value })}
        aria-invalid={fields[k] ? true : undefined}
        {...props}
      />
      {fields[k] ? <p className="text-sm text-destructive">{fields[k]}</p> : null}
    </div>
  );
  return (
    <form
      className="flex flex-col gap-3 rounded-md border p-3"
      data-trop-percu-form
      onSubmit={(e) => (e.preventDefault(), setConfirmer(true))}
    >
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        {champ("montant", "Montant à rembourser (€)", { inputMode: "decimal" })}
        {champ("mois", "Mois de l'aide (AAAA-MM)", { placeholder: "2026-11" })}
        {champ("motif", "Motif (notification de l'organisme)")}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm">
          Enregistrer le trop-perçu
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={onDone}>
          Annuler
        </Button>
      </div>
      <ConfirmDialog
        open={confirmer}
        onOpenChange={setConfirmer}
        onConfirm={envoyer}
        title="Enregistrer ce trop-perçu ?"
        description="Le montant sera remboursé à l'organisme par virement, après validation par un autre administrateur ou comptable ; le compte du locataire sera alors débité."
        confirmLabel="Enregistrer"
        destructive={false}
      />
    </form>
  );
}
