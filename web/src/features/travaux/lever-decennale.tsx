import * as React from "react";
import { useQueryClient } from "@tanstack/react-query";
import { useSession } from "@/api/session-store";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { Button } from "@/components/ui/button";
import { Textarea } from "@/components/ui/textarea";
import { Champ, fautesDe } from "./champ";
import { type Intervention, leverDecennale, rafraichirIntervention } from "./interventions-api";

// « Lever l'alerte » (issue 76, ADR 135): only an admin lifts the décennale warning that holds an invoice's payment,
// with a reason kept in the order's history, after a confirmation (it lets the money leave). Others read why not.

export function LeverDecennale({ intervention: o }: { intervention: Intervention }) {
  const qc = useQueryClient();
  const admin = useSession().user?.role === "admin";
  const [ouvert, setOuvert] = React.useState(false);
  const [motif, setMotif] = React.useState("");
  const [confirmer, setConfirmer] = React.useState(false);
  const [fautes, setFautes] = React.useState<Record<string, string>>({});
  if (!o.paiementBloque) return null;
  if (!admin)
    return (
      <p className="text-sm text-muted-foreground">
        Seul un administrateur peut lever cette alerte.
      </p>
    );

  async function lever() {
    try {
      await leverDecennale(o.id, motif);
      setOuvert(false);
      setMotif("");
      setFautes({});
      await rafraichirIntervention(qc);
    } catch (e) {
      setFautes(fautesDe(e));
    }
  }

  if (!ouvert)
    return (
      <Button variant="outline" size="sm" className="self-start" onClick={() => setOuvert(true)}>
        Lever l'alerte
      </Button>
    );
  return (
    <form
      aria-label="Lever l'alerte décennale"
      className="flex flex-col gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        setConfirmer(true);
      }}
    >
      <Champ id="decennale-motif" label="Motif" erreur={fautes.motif} required>
        <Textarea
          id="decennale-motif"
          value={motif}
          onChange={(e) => setMotif(e.target.value)}
          placeholder="Attestation reçue, activité couverte par un avenant…"
          aria-invalid={!!fautes.motif || undefined}
        />
      </Champ>
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="outline" onClick={() => setOuvert(false)}>
          Annuler
        </Button>
        <Button type="submit">Lever l'alerte</Button>
      </div>
      <ConfirmDialog
        open={confirmer}
        onOpenChange={setConfirmer}
        onConfirm={lever}
        title="Lever l'alerte décennale ?"
        description="La facture de cette intervention pourra être payée malgré l'assurance décennale qui ne la couvre pas. Le motif est gardé dans l'historique."
        confirmLabel="Lever l'alerte"
      />
    </form>
  );
}
