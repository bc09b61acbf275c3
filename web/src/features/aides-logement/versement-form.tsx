import * as React from "react";
import { Loader2Icon } from "lucide-react";
import { useSearchParams } from "wouter";
import { ApiError } from "@/api/client";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { DateInput } from "@/components/date-input";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { tellError } from "@/features/quitances/quitance-actions";
import { parisToday } from "@/lib/paris-date";
import { type Repartition, type Versement, repartir } from "./aides-logement-api";

// The CAF's (or MSA's) transfer: the detail pasted from the partner portal (or a CSV's text), its day, amount and
// reference. « Voir la répartition » only reads; « Enregistrer les paiements » records each known share as a payment,
// after a confirmation (money on tenants' accounts is only reversed by a reversing entry).

export function VersementForm({ onRepartition }: { onRepartition: (r: Repartition) => void }) {
  // From the Banque screen's « Répartir »: the line (its day and amount are the transfer's) and its organisme.
  const [search] = useSearchParams();
  const ligne = Number(search.get("ligne")) || undefined;
  const [v, setV] = React.useState<Versement>({
    detail: "",
    organisme: search.get("organisme") === "MSA" ? "MSA" : "CAF",
    date: parisToday(),
    montantVirement: search.get("montant") ?? "",
    reference: search.get("libelle") ?? "",
    LigneBancaireId: ligne,
  });
  const [fields, setFields] = React.useState<Record<string, string>>({});
  const [busy, setBusy] = React.useState(false);
  const [confirmer, setConfirmer] = React.useState(false);

  async function envoyer(apercu: boolean) {
    setBusy(true);
    setFields({});
    try {
      onRepartition(await repartir(v, apercu));
    } catch (e) {
      if (e instanceof ApiError && e.fields) setFields(e.fields);
      tellError(e);
    } finally {
      setBusy(false);
    }
  }
  async function lireFichier(f: File | undefined) {
    if (f) setV({ ...v, detail: await f.text() });
  }
  const erreur = (k: string) =>
    fields[k] ? (
      <p className="text-sm text-destructive" id={`versement-${k}-erreur`}>
        {fields[k]}
      </p>
    ) : null;

  return (
    <form className="flex flex-col gap-3" onSubmit={(e) => (e.preventDefault(), envoyer(true))}>
      <div className="grid gap-1.5">
        <Label htmlFor="versement-detail">
          Détail du versement (copié du portail partenaires ou CSV)
        </Label>
        <Textarea
          id="versement-detail"
          rows={6}
          value={v.detail}
          placeholder={"N° allocataire;Nom;Mois;Montant\n1234567;DURAND Marie;11/2026;250,00"}
          onChange={(e) => setV({ ...v, detail: e.target.value })}
          aria-invalid={fields.detail ? true : undefined}
        />
        {erreur("detail")}
        {/* The browser's own file button speaks the browser's language: a French label opens it instead. */}
        <label className="w-fit cursor-pointer text-sm underline underline-offset-4">
          Joindre le CSV du détail
          <input
            type="file"
            accept=".csv,text/csv,text/plain"
            className="sr-only"
            onChange={(e) => lireFichier(e.target.files?.[0])}
          />
        </label>
      </div>
      {ligne ? (
        <p className="rounded-md border bg-muted/40 p-2 text-sm" data-ligne-bancaire>
          Ligne du relevé : {v.reference} ({v.montantVirement} €). Sa date et son montant sont ceux
          du virement ; une fois réparti, elle est rapprochée.
        </p>
      ) : null}
      <div className="flex flex-wrap items-end gap-3">
        <div className="grid gap-1.5">
          <Label htmlFor="versement-organisme">Organisme</Label>
          <select
            id="versement-organisme"
            className="h-9 rounded-md border bg-background px-2 text-sm"
            value={v.organisme}
            onChange={(e) => setV({ ...v, organisme: e.target.value as Versement["organisme"] })}
          >
            <option value="CAF">CAF</option>
            <option value="MSA">MSA</option>
          </select>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="versement-date">Date du virement</Label>
          <DateInput
            id="versement-date"
            value={v.date}
            onChange={(date) => setV({ ...v, date })}
            className="w-36"
          />
          {erreur("date")}
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="versement-montant">Montant du virement (€)</Label>
          <Input
            id="versement-montant"
            inputMode="decimal"
            className="w-36"
            value={v.montantVirement}
            onChange={(e) => setV({ ...v, montantVirement: e.target.value })}
          />
          {erreur("montantVirement")}
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="versement-reference">Référence du virement</Label>
          <Input
            id="versement-reference"
            className="w-56"
            value={v.reference}
            onChange={(e) => setV({ ...v, reference: e.target.value })}
          />
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="outline" disabled={busy}>
          {busy ? <Loader2Icon className="animate-spin" aria-hidden /> : null}
          Voir la répartition
        </Button>
        <Button type="button" disabled={busy} onClick={() => setConfirmer(true)}>
          Enregistrer les paiements
        </Button>
      </div>
      <ConfirmDialog
        open={confirmer}
        onOpenChange={setConfirmer}
        onConfirm={() => envoyer(false)}
        title="Enregistrer les paiements de l'aide ?"
        description="Chaque part d'un allocataire connu sera enregistrée comme un paiement « CAF » sur le terme du locataire. Les lignes inconnues ou négatives restent à traiter à la main. Un paiement enregistré ne s'annule que par une écriture d'annulation."
        confirmLabel="Enregistrer"
        destructive={false}
      />
    </form>
  );
}
