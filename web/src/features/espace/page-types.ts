import type { ComponentType } from "react";
import type { LucideIcon } from "lucide-react";

// A page of a space (issue 62): its path under /espace/ (« compte », « quittances »...), its title and icon in the
// space's menu, and its component. Each space's module exports its list (espace-proprietaire/pages.tsx,
// espace-locataire/pages.tsx, demandes/espace-pages.tsx); the frame (espace-app.tsx) shows them.
export interface EspacePage {
  chemin: string;
  titre: string;
  icone: LucideIcon;
  component: ComponentType;
  /**
   * Left out of the phone's bottom bar (five entries at most fit 390 px): reached from the header's button instead.
   * « Mes sessions » is the one: a page of the account, not of the space's business.
   */
  horsBarreDuBas?: boolean;
  /**
   * The title as the phone's bottom bar writes it, where a cell is about 60 px wide: a soft hyphen where a word
   * longer than that may break (« Rever\u00ADsements »). The link's name stays `titre`.
   */
  titreBarre?: string;
}
