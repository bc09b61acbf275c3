import * as React from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { Answer } from "@/api/answers";
import { api } from "@/api/client";
import { listQuery } from "@/api/resources";
import { route } from "@/api/routes";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { notify } from "@/lib/notify";
import type { Demande } from "@/features/demandes/demande-types";
import { METIERS_TRAVAUX, METIER_LABELS, type MetierTravaux } from "@worker/domain/travaux/types";
import { Link } from "wouter";
import { Champ, fautesDe, SELECT } from "./champ";

// « Commander une intervention » (issue 76, item 2): from a tenant's request in staff's dialog, or typed by staff
// on « Travaux » when no tenant asked (a boiler's yearly service, a leak the caretaker saw). Without a request, staff
// pick the lot and write the subject; with one, the order takes the request's lot, subject and text. Then the
// trade, the supplier (or later), urgent or not. The server refuses a second order of the same request, and says
// when the supplier's décennale does not cover the work.

export function CommanderIntervention({
  demande,
  onOuverte,
}: {
  demande?: Demande;
  /** Called with the new order's id instead of showing its link (the Travaux page opens it). */
  onOuverte?: (id: number) => void;
}) {
  const qc = useQueryClient();
  const [ouverte, setOuverte] = React.useState<number | null>(null);
  const fournisseurs = useQuery(listQuery("Fournisseur"));
  const lots = useQuery({ ...listQuery("Appartement"), enabled: !demande });
  const [lot, setLot] = React.useState("");
  const [objet, setObjet] = React.useState("");
  const [description, setDescription] = React.useState("");
  const [fautes, setFautes] = React.useState<Record<string, string>>({});
  // A field typed again loses its old refusal: the message left would contradict what is now in it.
  const corrige = (champ: string) => setFautes(({ [champ]: _, ...reste }) => reste);
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
  if (demande && (demande.espace !== "locataire" || !demande.AppartementId || demande.suivi))
    return null;

  async function commander(e: React.FormEvent) {
    e.preventDefault();
    setBusy(true);
    setFautes({});
    try {
      const o = await api<Answer<"POST /interventions">>(route("POST /interventions"), {
        body: {
          ...(demande
            ? {
                AppartementId: demande.AppartementId,
                DemandeId: demande.id,
                objet: demande.objet,
                description: demande.texte,
              }
            : { AppartementId: lot ? Number(lot) : null, objet, description }),
          FournisseurId: fournisseur ? Number(fournisseur) : null,
          metier,
          urgence,
        },
      });
      notify.success(
        demande
          ? `Intervention n° ${o.id} ouverte : le locataire la voit sur sa demande.`
          : `Intervention n° ${o.id} ouverte.`,
      );
      if (o.alerteDecennale) notify.danger(o.alerteDecennale);
      await qc.invalidateQueries({ queryKey: ["interventions"] });
      if (onOuverte) onOuverte(o.id);
      else setOuverte(o.id);
    } catch (err) {
      setFautes(fautesDe(err));
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
      {!demande && (
        <>
          <Champ id="intervention-lot" label="Lot" required erreur={fautes.AppartementId}>
            <select
              id="intervention-lot"
              className={SELECT}
              value={lot}
              onChange={(e) => {
                setLot(e.target.value);
                corrige("AppartementId");
              }}
            >
              <option value="">Choisir le lot</option>
              {(lots.data ?? []).map((a) => (
                <option key={a.id} value={a.id}>
                  {[a.adresse, a.codePostal, a.ville].filter(Boolean).join(" ")}
                </option>
              ))}
            </select>
          </Champ>
          <Champ id="intervention-objet" label="Objet" required erreur={fautes.objet}>
            <Input
              id="intervention-objet"
              value={objet}
              onChange={(e) => {
                setObjet(e.target.value);
                corrige("objet");
              }}
              placeholder="Entretien annuel de la chaudière"
            />
          </Champ>
          <Champ
            id="intervention-description"
            label="Description"
            erreur={fautes.description}
            className="sm:col-span-2"
          >
            <Textarea
              id="intervention-description"
              value={description}
              onChange={(e) => setDescription(e.target.value)}
            />
          </Champ>
        </>
      )}
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
