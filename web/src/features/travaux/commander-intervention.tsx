import * as React from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { Answer } from "@/api/answers";
import { api } from "@/api/client";
import { listQuery } from "@/api/resources";
import { route } from "@/api/routes";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { notify } from "@/lib/notify";
import { tellError } from "@/features/quitances/quitance-actions";
import type { Demande } from "@/features/demandes/demande-types";
import { METIERS_TRAVAUX, METIER_LABELS, type MetierTravaux } from "@worker/domain/travaux/types";
import { Link } from "wouter";
import { SELECT } from "./champ";

// « Commander une intervention » from a tenant's request in staff's dialog (issue 76, item 2): the trade, the
// supplier (or later), urgent or not; the order takes the request's subject and text. The server refuses a second
// order of the same request, and says when the supplier's décennale does not cover the work.

export function CommanderIntervention({ demande }: { demande: Demande }) {
  const qc = useQueryClient();
  const [ouverte, setOuverte] = React.useState<number | null>(null);
  const fournisseurs = useQuery(listQuery("Fournisseur"));
  const [metier, setMetier] = React.useState<MetierTravaux>("plomberie");
  const [fournisseur, setFournisseur] = React.useState("");
  const [urgence, setUrgence] = React.useState(false);
  const [busy, setBusy] = React.useState(false);
  // The order just made: its own screen (quotes, order of service, invoice) is one click away (ADR 129).
  if (ouverte !== null)
    return (
      <Button asChild variant="outline" className="self-start">
        <Link href={`/interventions/${ouverte}`}>Ouvrir l'intervention n° {ouverte}</Link>
      </Button>
    );
  if (demande.espace !== "locataire" || !demande.AppartementId || demande.suivi) return null;

  async function commander(e: React.FormEvent) {
    e.preventDefault();
    setBusy(true);
    try {
      const o = await api<Answer<"POST /interventions">>(route("POST /interventions"), {
        body: {
          AppartementId: demande.AppartementId,
          DemandeId: demande.id,
          FournisseurId: fournisseur ? Number(fournisseur) : null,
          metier,
          objet: demande.objet,
          description: demande.texte,
          urgence,
        },
      });
      notify.success(`Intervention n° ${o.id} ouverte : le locataire la voit sur sa demande.`);
      if (o.alerteDecennale) notify.danger(o.alerteDecennale);
      setOuverte(o.id);
    } catch (err) {
      tellError(err);
    } finally {
      setBusy(false);
      await qc.invalidateQueries({ queryKey: ["demandes"] });
    }
  }

  return (
    <form
      onSubmit={commander}
      aria-label="Commander une intervention"
      className="grid gap-3 rounded-lg border p-3 sm:grid-cols-2"
    >
      <div className="grid gap-1.5">
        <Label htmlFor="intervention-metier">Métier</Label>
        <select
          id="intervention-metier"
          className={SELECT}
          value={metier}
          onChange={(e) => setMetier(e.target.value as MetierTravaux)}
        >
          {METIERS_TRAVAUX.map((m) => (
            <option key={m} value={m}>
              {METIER_LABELS[m]}
            </option>
          ))}
        </select>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="intervention-fournisseur">Fournisseur</Label>
        <select
          id="intervention-fournisseur"
          className={SELECT}
          value={fournisseur}
          onChange={(e) => setFournisseur(e.target.value)}
        >
          <option value="">À choisir plus tard</option>
          {(fournisseurs.data ?? []).map((f) => (
            <option key={f.id} value={f.id}>
              {f.raisonSociale}
            </option>
          ))}
        </select>
      </div>
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          className="size-4"
          checked={urgence}
          onChange={(e) => setUrgence(e.target.checked)}
        />
        Urgente
      </label>
      <Button type="submit" disabled={busy} className="sm:justify-self-end">
        Commander une intervention
      </Button>
    </form>
  );
}
