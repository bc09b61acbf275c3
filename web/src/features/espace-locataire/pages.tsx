import { WalletIcon } from "lucide-react";
import type { EspacePage } from "@/features/espace/page-types";

// SEAM (issue 62): the tenant's space pages. The first one is the space's home.
export const PAGES_LOCATAIRE: EspacePage[] = [
  { chemin: "compte", titre: "Mon compte", icone: WalletIcon, component: () => <p>Compte</p> },
];
