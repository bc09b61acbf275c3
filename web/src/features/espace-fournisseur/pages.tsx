import { HammerIcon } from "lucide-react";
import type { EspacePage } from "@/features/espace/page-types";
import { InterventionsFournisseurPage } from "./interventions-page";

// The supplier's space pages (issue 76 item 6, ADR 127): its work orders, each card with what the supplier does
// next (accept or decline, quote, photos, done, invoice).
export const PAGES_FOURNISSEUR: EspacePage[] = [
  {
    chemin: "interventions",
    titre: "Mes interventions",
    icone: HammerIcon,
    component: InterventionsFournisseurPage,
  },
];
