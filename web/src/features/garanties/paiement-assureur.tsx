import * as React from "react";
import { useQueryClient } from "@tanstack/react-query";
import { ApiError, api } from "@/api/client";
import { route } from "@/api/routes";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { Button } from "@/components/ui/button";
import { DateInput } from "@/components/date-input";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { tellError } from "@/features/quitances/quitance-actions";
import { formatDate } from "@/lib/format";
import { notify } from "@/lib/notify";
import { parisDate } from "@worker/domain/dates";

// « Enregistrer un paiement du locataire à l'assureur » (issue 78, ADR 130 and 136): what the tenant pays on the debt
// an insurer took over. Confirmed first (the payment is owed to the insurer and not undone); the server's refusals
// (more than owed, a future date) are shown at their field.

type Champs = { date?: string; montant?: string };

export function PaiementAssureur({ dossierId, du }: { dossierId: number; du: number }) {
  const qc = useQueryClient();
  const [date, setDate] = React.useState(() => parisDate(new Date()));
  const [montant, setMontant] = React.useState("");
  const [reference, setReference] = React.useState("");
  const [erreurs, setErreurs] = React.useState<Champs>({});
  const [confirmer, setConfirmer] = React.useState(false);
  const [busy, setBusy] = React.useState(false);

  async function enregistrer() {
    setBusy(true);
    setErreurs({});
    try {
      await api(route("POST /Dossier/:id/recuperations", { id: dossierId }), {
        body: { date, montant, reference },
      });
      notify.success("Paiement à l'assureur enregistré : il est à reverser.");
      setMontant("");
      setReference("");
    } catch (err) {
      if (err instanceof ApiError && err.fields) setErreurs(err.fields);
      else tellError(err);
    } finally {
      setBusy(false);
      await qc.invalidateQueries({ queryKey: ["Dossier", dossierId] });
      await qc.invalidateQueries({ queryKey: ["recuperations"] });
    }
  }

  const duEuros = du.toLocaleString("fr-FR", { style: "currency", currency: "EUR" });
  return (
    <form
      aria-label="Paiement du locataire à l'assureur"
      className="grid gap-3 rounded-md border p-3 sm:grid-cols-[10rem_10rem_1fr_auto] sm:items-start"
      onSubmit={(ev) => {
        ev.preventDefault();
        setConfirmer(true);
      }}
    >
      <p className="text-sm text-muted-foreground sm:col-span-4">
        Le locataire doit {duEuros} à l'assureur : un paiement sur cette dette n'est pas pour les
        propriétaires, il est à reverser à l'assureur.
      </p>
      <Champ id="recup-date" label="Date" erreur={erreurs.date}>
        <DateInput id="recup-date" value={date} onChange={setDate} />
      </Champ>
      <Champ id="recup-montant" label="Montant (€)" erreur={erreurs.montant}>
        <Input
          id="recup-montant"
          inputMode="decimal"
          value={montant}
          onChange={(e) => setMontant(e.target.value)}
        />
      </Champ>
      <Champ id="recup-reference" label="Référence" erreur={undefined}>
        <Input
          id="recup-reference"
          value={reference}
          onChange={(e) => setReference(e.target.value)}
        />
      </Champ>
      <Button
        type="submit"
        disabled={busy || !montant}
        className="h-auto whitespace-normal sm:mt-6"
      >
        Enregistrer un paiement du locataire à l'assureur
      </Button>
      <ConfirmDialog
        open={confirmer}
        onOpenChange={setConfirmer}
        onConfirm={enregistrer}
        title="Enregistrer ce paiement à l'assureur ?"
        description={`${montant} € payés le ${formatDate(date)} par le locataire sur sa dette envers l'assureur : ils ne vont pas aux propriétaires et seront reversés à l'assureur.`}
        confirmLabel="Enregistrer le paiement"
      />
    </form>
  );
}

function Champ(props: { id: string; label: string; erreur?: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={props.id}>{props.label}</Label>
      {props.children}
      {props.erreur && (
        <p role="alert" className="text-sm text-destructive">
          {props.erreur}
        </p>
      )}
    </div>
  );
}
