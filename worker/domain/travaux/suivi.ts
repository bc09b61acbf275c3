import type { EtatIntervention, Metier } from "./types";

// What the tenant reads on their request once the agency orders a repair (issue 76, item 2): the trade's
// professional, the visit day once known. Never the supplier's name, price or bank details.

const PROFESSIONNEL: Record<Metier, string> = {
  plomberie: "Un plombier",
  electricite: "Un électricien",
  serrurerie: "Un serrurier",
  chauffage: "Un chauffagiste",
  toiture: "Un couvreur",
  peinture: "Un peintre",
  menuiserie: "Un menuisier",
  vitrerie: "Un vitrier",
  maconnerie: "Un maçon",
  multi_services: "Un artisan",
  assurance: "L'assureur",
};

const jourFr = (d: string) => d.split("-").reverse().join("/");

/** The line shown on the request for its order in state `etat`. */
export function suiviIntervention(o: {
  etat: EtatIntervention;
  metier: Metier;
  datePassage: string | null;
}): string {
  const qui = PROFESSIONNEL[o.metier];
  switch (o.etat) {
    case "ouverte":
      return "Votre demande est prise en charge : une intervention est ouverte.";
    case "devis_demande":
    case "devis_recu":
      return "Votre demande est prise en charge : un devis est en cours.";
    case "attente_proprietaire":
      return "Un devis attend l'accord du propriétaire.";
    case "commandee":
      return o.datePassage
        ? `${qui} intervient le ${jourFr(o.datePassage)}.`
        : `${qui} va intervenir : la date vous sera communiquée.`;
    case "annulee":
      return "L'intervention a été annulée.";
    default:
      return o.datePassage
        ? `L'intervention a été réalisée (passage du ${jourFr(o.datePassage)}).`
        : "L'intervention a été réalisée.";
  }
}
