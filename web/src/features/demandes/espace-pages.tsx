import { MessageSquareIcon, ShieldCheckIcon } from "lucide-react";
import type { EspacePage } from "@/features/espace/page-types";
import { AssuranceEspace } from "./assurance-espace";
import { DemandesEspace } from "./demandes-espace";

// The requests' pages of the spaces (issue 62, item 5): the tenant's « Mes demandes » and « Assurance », the
// owner's « Messages », shown after each space's own pages.

const MesDemandes = () => <DemandesEspace espace="locataire" />;
const Messages = () => <DemandesEspace espace="proprietaire" />;

export const PAGES_DEMANDES_LOCATAIRE: EspacePage[] = [
  { chemin: "demandes", titre: "Mes demandes", icone: MessageSquareIcon, component: MesDemandes },
  { chemin: "assurance", titre: "Assurance", icone: ShieldCheckIcon, component: AssuranceEspace },
];
export const PAGES_MESSAGES_PROPRIETAIRE: EspacePage[] = [
  { chemin: "messages", titre: "Messages", icone: MessageSquareIcon, component: Messages },
];
