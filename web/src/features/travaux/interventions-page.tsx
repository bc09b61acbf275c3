import { useQuery } from "@tanstack/react-query";
import { useLocation } from "wouter";
import { col } from "@/components/data-table/columns";
import { ListPage } from "@/components/list-page";
import { ETAT_INTERVENTION_LABELS } from "@worker/domain/travaux/types";
import { ETAT_VARIANT } from "./intervention-etat";
import { type InterventionResume, interventionsQuery } from "./interventions-api";
import { NouvelleIntervention } from "./nouvelle-intervention";

// « Travaux » (issue 76, ADR 129): the work orders, newest first, each opening its screen. Orders are created from a
// tenant's request (« Commander une intervention » in « Demandes ») or here by staff (« Nouvelle intervention »).

const colonnes = [
  col.text<InterventionResume>("id", "N°", (i) => `n° ${i.id}`),
  col.text<InterventionResume>("objet", "Objet"),
  col.text<InterventionResume>("lot", "Lot"),
  col.text<InterventionResume>("fournisseur", "Fournisseur"),
  col.badge<InterventionResume>("etat", "État", (i) => ({
    label: ETAT_INTERVENTION_LABELS[i.etat],
    variant: ETAT_VARIANT[i.etat],
  })),
  col.date<InterventionResume>("date", "Date"),
  col.bool<InterventionResume>("urgence", "Urgente"),
];

export function InterventionsPage() {
  const [, navigate] = useLocation();
  const q = useQuery(interventionsQuery);
  return (
    <ListPage
      description="Les interventions sur les lots : devis, accord des propriétaires, facture et paiement du fournisseur. Une intervention se commande depuis la demande d'un locataire, ou ici pour un travail que personne n'a demandé."
      headerActions={<NouvelleIntervention />}
      error={q.isError && q.error}
      columns={colonnes}
      data={q.data}
      isLoading={q.isLoading}
      actions={{ edit: false, view: false, delete: false }}
      onOpen={(i) => navigate(`/interventions/${i.id}`)}
      exportName="interventions"
      emptyText="Aucune intervention."
    />
  );
}
