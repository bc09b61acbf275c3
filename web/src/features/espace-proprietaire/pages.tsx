import { FileTextIcon, HammerIcon, HomeIcon, SendIcon, WalletIcon } from "lucide-react";
import { TravauxProprietairePage } from "@/features/travaux/approbation-page";
import type { EspacePage } from "@/features/espace/page-types";
import { ComptePage } from "./compte-page";
import { DocumentsPage } from "./documents-page";
import { LogementsPage } from "./logements-page";
import { ReversementsPage } from "./reversements-page";

// The owner's space pages (issue 62 item 3). The first one is the space's home. All four read the one page of
// GET /api/espace/proprietaire (one query, shared).
export const PAGES_PROPRIETAIRE: EspacePage[] = [
  { chemin: "compte", titre: "Mon compte", icone: WalletIcon, component: ComptePage },
  { chemin: "logements", titre: "Mes logements", icone: HomeIcon, component: LogementsPage },
  {
    chemin: "reversements",
    titre: "Reversements",
    // At 390 px the word is wider than its cell (six pages): it breaks as « Rever- / sements ».
    titreBarre: "Rever\u00ADsements",
    icone: SendIcon,
    component: ReversementsPage,
  },
  { chemin: "documents", titre: "Documents", icone: FileTextIcon, component: DocumentsPage },
  // Issue 76: the works of the owner's lots and the quotes awaiting their decision (its own read).
  { chemin: "travaux", titre: "Travaux", icone: HammerIcon, component: TravauxProprietairePage },
];
