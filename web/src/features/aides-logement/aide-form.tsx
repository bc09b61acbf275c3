import * as React from "react";
import { ApiError } from "@/api/client";
import { DateInput } from "@/components/date-input";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { tellError } from "@/features/quitances/quitance-actions";
import { type SaisieAide, type SituationAide, enregistrerAide } from "./aides-logement-api";

// The aid typed from a month on: a new amount is a new row of the history, the former kept for past terms.

const premierDuMois = () => `${new Date().toISOString().slice(0, 7)}-01`;

export function AideForm({
  dossierId,
  actuelle,
  onSaved,
}: {
  dossierId: number;
  actuelle: SituationAide["aide"];
  onSaved: (s: SituationAide) => void;
}) {
  const [v, setV] = React.useState<SaisieAide>({
    organisme: (actuelle?.organisme as SaisieAide["organisme"]) ?? "CAF",
    numeroAllocataire: actuelle?.numeroAllocataire ?? "",
    type: (actuelle?.type as SaisieAide["type"]) ?? "APL",
    tiersPayant: actuelle?.tiersPayant ?? true,
    montantMensuel: actuelle ? String(actuelle.montantMensuel).replace(".", ",") : "",
    depuis: premierDuMois(),
  });
  const [fields, setFields] = React.useState<Record<string, string>>({});
  const [busy, setBusy] = React.useState(false);
  async function enregistrer(e: React.FormEvent) {
    e.preventDefault();
    setBusy(true);
    setFields({});
    try {
      onSaved(await enregistrerAide(dossierId, v));
    } catch (err) {
      if (err instanceof ApiError && err.fields) setFields(err.fields);
      tellError(err);
    } finally {
      setBusy(false);
    }
  }
  const erreur = (k: string) =>
    fields[k] ? <p className="text-sm text-destructive">{fields[k]}</p> : null;
  const select = (k: "organisme" | "type", options: string[]) => (
    <select
      id={`aide-${k}`}
      className="h-9 rounded-md border bg-background px-2 text-sm"
      value={v[k]}
      onChange={(e) => setV({ ...v, [k]: e.target.value })}
    >
      {options.map((o) => (
        <option key={o}>{o}</option>
      ))}
    </select>
  );
  return (
    <form className="flex flex-wrap items-end gap-3" onSubmit={enregistrer} data-aide-form>
      <div className="grid gap-1.5">
        <Label htmlFor="aide-organisme">Organisme</Label>
        {select("organisme", ["CAF", "MSA"])}
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="aide-type">Aide</Label>
        {select("type", ["APL", "ALS", "ALF"])}
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="aide-numero">N° d'allocataire</Label>
        <Input
          id="aide-numero"
          className="w-36"
          value={v.numeroAllocataire}
          onChange={(e) => setV({ ...v, numeroAllocataire: e.target.value })}
        />
        {erreur("numeroAllocataire")}
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="aide-montant">Montant mensuel (€)</Label>
        <Input
          id="aide-montant"
          inputMode="decimal"
          className="w-28"
          value={v.montantMensuel}
          onChange={(e) => setV({ ...v, montantMensuel: e.target.value })}
        />
        {erreur("montantMensuel")}
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="aide-depuis">À partir du</Label>
        <DateInput
          id="aide-depuis"
          value={v.depuis}
          onChange={(depuis) => setV({ ...v, depuis })}
          className="w-36"
        />
        {erreur("depuis")}
      </div>
      <div className="flex h-9 items-center gap-2">
        <Checkbox
          id="aide-tiers"
          checked={v.tiersPayant}
          onCheckedChange={(c) => setV({ ...v, tiersPayant: c === true })}
        />
        <Label htmlFor="aide-tiers">Versée à l'agence (tiers payant)</Label>
      </div>
      <Button type="submit" disabled={busy}>
        Enregistrer l'aide
      </Button>
    </form>
  );
}
