import * as React from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { FileTextIcon } from "lucide-react";
import { Link } from "wouter";
import type { RouteParams } from "@/app/route-types";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { ErrorState } from "@/components/error-state";
import { RecordHeader } from "@/components/record-header";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { tellError } from "@/features/quitances/quitance-actions";
import { saveBlob } from "@/lib/download";
import { formatDate } from "@/lib/format";
import { notify } from "@/lib/notify";
import {
  ETAT_INTERVENTION_LABELS,
  METIER_LABELS,
  type EtatIntervention,
} from "@worker/domain/travaux/types";
import { DevisSection } from "./devis-section";
import { FactureSection } from "./facture-section";
import { HistoriqueIntervention } from "./historique-intervention";
import { LeverDecennale } from "./lever-decennale";
import { PhotosFournisseur } from "./photos-fournisseur";
import { ETAT_VARIANT, LIBELLE_MOUVEMENT, mouvementsManuels } from "./intervention-etat";
import {
  changerEtat,
  interventionQuery,
  ordreDeService,
  rafraichirIntervention,
} from "./interventions-api";

// A work order's screen (issue 76, ADR 129): its state and the moves staff make, its history, the order of service,
// its quotes and the owners' decisions, then its invoice. Reached from « Travaux » and from a tenant's request.

export function InterventionPage({ params }: { params: RouteParams }) {
  const id = Number(params.id);
  const qc = useQueryClient();
  const q = useQuery(interventionQuery(id));
  const [annuler, setAnnuler] = React.useState(false);
  const [busy, setBusy] = React.useState(false);
  if (q.isError) return <ErrorState error={q.error} />;
  const o = q.data;
  if (!o) return <Skeleton className="h-40 w-full" />;

  async function passer(etat: EtatIntervention) {
    setBusy(true);
    try {
      await changerEtat(id, etat);
      notify.success(`Intervention n° ${id} : ${ETAT_INTERVENTION_LABELS[etat].toLowerCase()}.`);
    } catch (e) {
      tellError(e);
    } finally {
      setBusy(false);
      await rafraichirIntervention(qc);
    }
  }
  async function telechargerOrdre() {
    try {
      saveBlob(await ordreDeService(id), `ordre-de-service-${id}.pdf`);
    } catch (e) {
      tellError(e);
    }
  }

  const mouvements = mouvementsManuels(o.etat);
  const details: [string, React.ReactNode][] = [
    [
      "Lot",
      <Link key="lot" href={`/appartement/${o.AppartementId}`}>
        {o.lot}
      </Link>,
    ],
    ["Métier", METIER_LABELS[o.metier]],
    [
      "Fournisseur",
      o.FournisseurId ? (
        <Link key="f" href={`/fournisseurs/${o.FournisseurId}`}>
          {o.fournisseur}
        </Link>
      ) : (
        "À choisir (avec le devis)"
      ),
    ],
    ["Ordonnée le", formatDate(o.date)],
    [
      "Acceptée par le fournisseur",
      o.accepteeAt ? `le ${formatDate(o.accepteeAt.slice(0, 10))}` : "Pas encore",
    ],
    ["Passage", o.datePassage ? formatDate(o.datePassage) : "—"],
    ["Urgente", o.urgence ? "Oui" : "Non"],
    ["Contact du locataire", o.contactLocataire ? "Sur l'ordre de service" : "Par l'agence"],
  ];

  return (
    <div className="flex flex-col gap-5">
      <RecordHeader
        title={o.objet}
        reference={`Intervention n° ${o.id}`}
        badge={{ label: ETAT_INTERVENTION_LABELS[o.etat], variant: ETAT_VARIANT[o.etat] }}
        badges={o.urgence ? <Badge variant="destructive">Urgente</Badge> : null}
        actions={
          <>
            {mouvements
              .filter((e) => e !== "annulee")
              .map((e) => (
                <Button key={e} disabled={busy} onClick={() => passer(e)}>
                  {LIBELLE_MOUVEMENT[e] ?? ETAT_INTERVENTION_LABELS[e]}
                </Button>
              ))}
            {o.FournisseurId ? (
              <Button variant="outline" onClick={telechargerOrdre}>
                <FileTextIcon aria-hidden /> Ordre de service
              </Button>
            ) : null}
            {mouvements.includes("annulee") ? (
              <Button variant="destructive" disabled={busy} onClick={() => setAnnuler(true)}>
                Annuler l'intervention
              </Button>
            ) : null}
          </>
        }
      />
      {o.alerteDecennale ? (
        <div
          role="alert"
          className="flex flex-col gap-2 rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm"
        >
          <p>
            {o.alerteDecennale}
            {o.paiementBloque
              ? " La facture ne pourra pas être payée tant qu'un administrateur n'a pas levé l'alerte."
              : ` Alerte levée par ${o.decennaleForceePar ?? "un administrateur"}${
                  o.decennaleForceeAt ? ` le ${formatDate(o.decennaleForceeAt.slice(0, 10))}` : ""
                }.`}
          </p>
          <LeverDecennale intervention={o} />
        </div>
      ) : null}
      <dl className="grid gap-x-6 gap-y-2 rounded-lg border bg-card p-4 text-sm sm:grid-cols-2 lg:grid-cols-4">
        {details.map(([k, v]) => (
          <div key={k} className="min-w-0">
            <dt className="text-muted-foreground">{k}</dt>
            <dd className="break-words">{v}</dd>
          </div>
        ))}
        {o.description ? (
          <div className="sm:col-span-2 lg:col-span-4">
            <dt className="text-muted-foreground">Description</dt>
            <dd className="whitespace-pre-line">{o.description}</dd>
          </div>
        ) : null}
      </dl>
      <DevisSection intervention={o} />
      <PhotosFournisseur photos={o.photos} />
      <FactureSection intervention={o} />
      <HistoriqueIntervention o={o} />
      <ConfirmDialog
        open={annuler}
        onOpenChange={setAnnuler}
        onConfirm={() => passer("annulee")}
        title={`Annuler l'intervention n° ${o.id} ?`}
        description="Une intervention annulée ne reprend plus : il faudra en ouvrir une autre."
        confirmLabel="Annuler l'intervention"
        cancelLabel="Retour"
      />
    </div>
  );
}
